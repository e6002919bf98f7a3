import type { MigrationSet } from '@store/platform';
import { appRegistry } from './manifests';

/** Every module's migrations (from its manifest), applied in name order at start-up. */
export const allMigrations: readonly MigrationSet[] = appRegistry.migrations;
