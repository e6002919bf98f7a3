import type { Type } from '@nestjs/common';
import { startModuleTestApp, type ModuleTestApp } from '../../src/testing';

export type { LogLine } from '../../src/testing';
export type IdentityTestApp = ModuleTestApp;

/** The identity module alone (PlatformModule, EVENT_STORE, its projections) on a fresh database. */
export const startIdentityApp = (
  env: Record<string, string> = {},
  imports: Type<unknown>[] = [],
): Promise<IdentityTestApp> => startModuleTestApp({ label: 'identity', modules: imports, env });

/**
 * startIdentityApp for the tests of the enclosing describe block, closed after them. The returned
 * object is filled in once the app runs, so read it inside hooks and tests only.
 */
export function useIdentityApp(...args: Parameters<typeof startIdentityApp>): IdentityTestApp {
  const t = {} as IdentityTestApp;
  beforeAll(async () => {
    Object.assign(t, await startIdentityApp(...args));
  });
  afterAll(() => t.close?.());
  return t;
}
