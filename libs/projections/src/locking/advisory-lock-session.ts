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
    const client = new Client({ connectionString: databaseUrl, application_name: applicationName });
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
