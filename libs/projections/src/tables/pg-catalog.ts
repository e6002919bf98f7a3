/**
 * The system catalog views the projections library reads, with the columns it reads (as pg
 * returns them). A type, not an interface, so Kysely's withTables accepts it: a handle typed for
 * other tables reaches them with `db.withTables<PgCatalogTables>()`.
 */
export type PgCatalogTables = {
  'pg_catalog.pg_tables': { schemaname: string; tablename: string };
  'pg_catalog.pg_locks': {
    locktype: string;
    granted: boolean;
    objsubid: number | null;
    classid: number | null;
    objid: number | null;
    database: number | null;
    pid: number | null;
  };
  'pg_catalog.pg_stat_activity': {
    pid: number;
    application_name: string | null;
    client_addr: string | null;
    backend_start: Date | null;
  };
};
