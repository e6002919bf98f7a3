import type { Type } from '@nestjs/common';
import { startModuleTestApp, type ModuleTestApp } from '@store/identity/testing';
import { CatalogueModule, catalogueMigrations, catalogueProjections } from '../../src';

export type { LogLine } from '@store/identity/testing';
export type CatalogueTestApp = ModuleTestApp;

/** The catalogue module (with identity) on a fresh database, its own Redis prefix and a real SMTP server. */
export const startCatalogueApp = (
  env: Record<string, string> = {},
  imports: Type<unknown>[] = [],
): Promise<CatalogueTestApp> =>
  startModuleTestApp({
    label: 'catalogue',
    modules: [CatalogueModule, ...imports],
    migrations: [catalogueMigrations],
    projections: catalogueProjections,
    env,
  });
