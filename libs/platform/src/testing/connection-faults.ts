import net from 'node:net';
import { sql, type Kysely } from 'kysely';

/**
 * Ends, with pg_terminate_backend, the connections to the CURRENT database of `db` whose
 * application_name matches the LIKE `pattern` (never the caller's own): what a PostgreSQL restart
 * does to them, without restarting the server other tests share. Returns the ended backends' pids.
 */
export async function terminateBackends(db: Kysely<any>, pattern: string): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and application_name like ${pattern} and pid <> pg_backend_pid()`.execute(db);
  const pids = rows.map((row) => Number(row.pid));
  if (pids.length) await sql`select pg_terminate_backend(pid) from unnest(${pids}::int[]) as pid`.execute(db);
  return pids;
}

/** Pids of the connections to the current database of `db` whose application_name matches the LIKE `pattern`. */
export async function backendsOf(db: Kysely<any>, pattern: string): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and application_name like ${pattern} and pid <> pg_backend_pid()`.execute(db);
  return rows.map((row) => Number(row.pid));
}

/** A TCP relay between the code under test and PostgreSQL that a test can stop and start. */
export interface DatabaseProxy {
  /** `targetUrl` with the proxy's host and port: give it to the code under test. */
  url: string;
  /** As PostgreSQL stopping, seen from the client: every connection through it is cut, new ones refused. */
  stop(): Promise<void>;
  /** As PostgreSQL back up: new connections go through again, on the same port. */
  start(): Promise<void>;
  /** Cuts every connection through it but keeps accepting new ones (a fail-over's cut, seen from the client). */
  cutAll(): void;
  readonly running: boolean;
  close(): Promise<void>;
}

/**
 * A stand-in for "PostgreSQL is down" that touches nobody else: the store under test connects
 * through this relay, and stopping it cuts and refuses only the store's own connections, while
 * the real server (which other tests use) stays up.
 */
export async function startDatabaseProxy(targetUrl: string): Promise<DatabaseProxy> {
  const target = new URL(targetUrl);
  const targetHost = target.hostname || '127.0.0.1';
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream).pipe(client);
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer(relay);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  const cutAll = () => {
    for (const socket of [...sockets]) socket.destroy();
    sockets.clear();
  };
  const stop = async () => {
    const stopping = server;
    server = undefined;
    cutAll();
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };

  await listen();
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    stop,
    start: async () => {
      if (!server) await listen();
    },
    cutAll,
    get running() {
      return server !== undefined;
    },
    close: stop,
  };
}
