import { ResilientClient } from '@store/eventstore';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool, Query, types, type Connection } from 'pg';
import { CopyData } from './copy-rows';

// int8 columns (counts, sums, positions) arrive as strings by default; the modules decide how to
// read them, so the parser is left alone here except for numeric, which read models use for money.
types.setTypeParser(types.builtins.NUMERIC, (value) => Number(value));

/** Largest CopyData message sent: PostgreSQL reads the data as one stream, wherever the messages cut it. */
const COPY_CHUNK_BYTES = 1 << 20;
/** The protocol's CopyData message type ('d'). */
const COPY_DATA = 0x64;

/** `copy ... from stdin` and its data: pg's own query answers the server's CopyInResponse with a failure. */
class CopyFromStdin extends Query {
  constructor(
    text: string,
    private readonly data: CopyData,
  ) {
    super(text);
  }

  /**
   * Each CopyData message as its 5-byte header and a view of the data, written to the socket as
   * they are: pg's sendCopyFromChunk copies every chunk into a new buffer first (10 ms of a
   * 5,000-product settle's stock history, 9 MB).
   */
  handleCopyInResponse(connection: { stream: Connection['stream']; endCopyFrom(): void }) {
    const { bytes } = this.data;
    for (let offset = 0; offset < bytes.length; offset += COPY_CHUNK_BYTES) {
      const chunk = bytes.subarray(offset, offset + COPY_CHUNK_BYTES);
      const header = Buffer.allocUnsafe(5);
      header[0] = COPY_DATA;
      header.writeUInt32BE(chunk.length + 4, 1); // the length counts itself, not the type byte
      connection.stream.write(header);
      connection.stream.write(chunk);
    }
    connection.endCopyFrom();
  }
}

/**
 * pg answers a text of several statements (simple protocol, no parameters) with one result per
 * statement; Kysely reads only one. This client hands over the last one, so `sql.raw('begin;
 * select ...')` costs one round trip and returns the select's rows (see the projections' batches).
 * A statement whose one parameter is CopyData is a `copy ... from stdin` of that data (copyInto).
 * It is a ResilientClient: losing its server, idle or checked out, never crashes the process.
 */
class LastResultClient extends ResilientClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query is overloaded (a Submittable, a Promise or nothing, by its arguments): an override that dispatches at run time must answer every overload at once
  override query(...args: unknown[]): any {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length === 1 && values[0] instanceof CopyData) {
      const copy = new CopyFromStdin(text, values[0]);
      return new Promise((resolve, reject) =>
        super.query(
          copy as never,
          ((error: Error | undefined, result: unknown) => (error ? reject(error) : resolve(result))) as never,
        ),
      );
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise)
      return result.then((answer) => (Array.isArray(answer) ? answer[answer.length - 1] : answer));
    return result;
  }
}

export interface DatabaseOptions {
  /** Largest number of pooled connections. */
  maxConnections?: number;
  applicationName?: string;
}

/**
 * The one way the application opens PostgreSQL: a Kysely instance over a pg pool. It declares no
 * tables (Kysely<unknown>, which TypeScript lets stand for any Kysely<DB>): each module types it
 * with its own table interfaces where it is injected (`db: Kysely<CatalogueReadTables>`).
 */
export function createDatabase(url: string, options: DatabaseOptions = {}): Kysely<unknown> {
  const pool = new Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    application_name: options.applicationName ?? 'store',
    Client: LastResultClient,
  });
  // The pool's own report of an idle client that lost its server: it is dropped already, and the
  // next checkout opens a fresh connection.
  pool.on('error', () => undefined);
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
}

/** The database name in a postgres:// URL. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** One connection to the server's `postgres` database, for creating and dropping databases. */
function maintenancePool(url: string): Pool {
  const pool = new Pool({ connectionString: withDatabase(url, 'postgres'), max: 1, Client: ResilientClient });
  pool.on('error', () => undefined); // an idle client lost before end(): the caller's query has its answer already
  return pool;
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  const pool = maintenancePool(url);
  try {
    const found = await pool.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await pool.query(`create database "${name.replace(/"/g, '""')}"`);
    return true;
  } catch (error) {
    if ((error as { code?: unknown })?.code === '42P04') return false; // created concurrently
    throw error;
  } finally {
    await pool.end();
  }
}

/** Drops a database, disconnecting whoever is still on it. */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const pool = maintenancePool(url);
  try {
    await pool.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  } finally {
    await pool.end();
  }
}
