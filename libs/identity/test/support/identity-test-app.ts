import type { Type } from '@nestjs/common';
import { startModuleTestApp, type ModuleTestApp } from '../../src/testing';

export type { LogLine } from '../../src/testing';
export type IdentityTestApp = ModuleTestApp;

/** The identity module alone (PlatformModule, EVENT_STORE, its projections) on a fresh database. */
export const startIdentityApp = (
  env: Record<string, string> = {},
  imports: Type<unknown>[] = [],
): Promise<IdentityTestApp> => startModuleTestApp({ label: 'identity', modules: imports, env });
