import { MigrationSet } from '@store/platform';

/** Every module's migrations, applied in name order at start-up. */
export const allMigrations: MigrationSet[] = [];
