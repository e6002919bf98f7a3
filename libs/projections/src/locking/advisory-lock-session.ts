import { withConnectionDefaults } from '@store/eventstore';
import { Client } from 'pg';

/**
 * One dedicated PostgreSQL connection holding session-level advisory locks. The server releases
 * the locks when the connection closes, so a process that dies hands its projections over. The
 * connection is not pooled: a pooled one could be handed back with the lock still held.
 */
export class AdvisoryLockSession {
  private readonly lostController = new AbortController();
  private closed = false;
  /** The runners of a process share this session: their queries go one after another. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly client: Client) {
    client.on('error', (error) => this.markLost(error));
    client.on('end', () => this.markLost(new Error('lock connection closed')));
  }

  static async open(databaseUrl: string, applicationName = 'projection-lock'): Promise<AdvisoryLockSession> {
    const client = new Client(
      withConnectionDefaults({ connectionString: databaseUrl, application_name: applicationName }),
    );
    client.on('error', () => undefined); // until the session listens
    await client.connect();
    return new AdvisoryLockSession(client);
  }

  /** Aborted when the connection is lost: whatever it locked may now belong to someone else. */
  get lost(): AbortSignal {
    return this.lostController.signal;
  }

  async tryLock(key: bigint): Promise<boolean> {
    const result = await this.inTurn(() =>
      this.client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key.toString()]),
    );
    return result.rows[0].locked;
  }

  async unlock(key: bigint): Promise<void> {
    await this.inTurn(() => this.client.query('select pg_advisory_unlock($1::bigint)', [key.toString()]));
  }

  /**
   * Gives the session up as lost although its connection did not say so (a runner found another
   * one took over its projection: the server released our locks, so this connection is gone or
   * useless): `lost` aborts for every runner on it, and the connection is closed.
   */
  abandon(reason: Error): void {
    this.markLost(reason);
    void this.close();
  }

  /** The backend pid of the connection (for logs and tests). */
  get backendPid(): number | null {
    return (this.client as Client & { processID?: number | null }).processID ?? null;
  }

  /** Closes the connection, which releases every lock it held. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.end().catch(() => undefined);
  }

  private inTurn<T>(query: () => Promise<T>): Promise<T> {
    const result = this.queue.then(query);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private markLost(error: Error) {
    if (!this.lostController.signal.aborted) this.lostController.abort(error);
  }
}
