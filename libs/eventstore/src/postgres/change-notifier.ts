import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ReconnectBackoff } from '../reconnect-backoff';
import { withConnectionDefaults } from './resilient-client';
import { APPENDED_CHANNEL, LISTENER_APPLICATION_NAME, LISTENING_PREFIX } from './queries';

export type WakeUp = () => void;

const noop = () => undefined;

/**
 * One dedicated LISTEN connection per store, shared by all of its subscriptions. It connects
 * when the first subscription starts listening and disconnects when the last one stops. When
 * the connection drops (a PostgreSQL restart, pg_terminate_backend) it wakes everyone (they
 * poll), tries again after a backoff (250 ms doubling to 2 s, jittered: ReconnectBackoff) for as
 * long as the server is away, and wakes everyone again once listening, since notifications sent
 * meanwhile are lost.
 */
export class ChangeNotifier {
  /**
   * Names this store in its NOTIFYs: its own come back on its LISTEN connection, after its
   * subscriptions were already woken locally; waking them again cost every subscription a read.
   */
  readonly sender = randomUUID();
  /** Each listener with the event types it reads (undefined: every type). */
  private readonly listeners = new Map<WakeUp, ReadonlySet<string> | undefined>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly backoff: ReconnectBackoff;

  /** Called when another store says its LISTEN connection is up. */
  onOthersListening: () => void = noop;

  constructor(
    private readonly databaseUrl: string,
    backoff: { initialMs?: number; maxMs?: number } = {},
  ) {
    this.backoff = new ReconnectBackoff(backoff.initialMs ?? 250, backoff.maxMs ?? 2_000);
  }

  /** Failed attempts to connect since the connection was last up (for tests). */
  get reconnectAttempts(): number {
    return this.backoff.attempts;
  }

  /** The backend pid of the LISTEN connection, while it is up. */
  get listenerPid(): number | null {
    return (this.client as (Client & { processID?: number }) | null)?.processID ?? null;
  }

  /**
   * Calls `wakeUp` after every append committed anywhere (of one of `eventTypes`, when this
   * store appended it); returns the unsubscribe function.
   */
  listen(wakeUp: WakeUp, eventTypes?: readonly string[]): () => void {
    this.listeners.set(wakeUp, eventTypes ? new Set(eventTypes) : undefined);
    this.ensureConnected();
    return () => {
      this.listeners.delete(wakeUp);
      if (this.listeners.size === 0) void this.disconnect();
    };
  }

  /** True while the LISTEN connection is up (for tests and health). */
  get isListening(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.disconnect();
  }

  /** Wakes this store's subscriptions to any of `appendedTypes` without a round trip (its own appends). */
  wakeLocalListeners(appendedTypes: readonly string[]): void {
    for (const [wakeUp, types] of this.listeners) if (!types || appendedTypes.some((type) => types.has(type))) wakeUp();
  }

  private wakeAll(): void {
    for (const wakeUp of this.listeners.keys()) wakeUp();
  }

  private ensureConnected(): void {
    if (this.closed || this.client || this.connecting || this.reconnectTimer) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = null;
    });
  }

  private async connect(): Promise<void> {
    const client = new Client(
      withConnectionDefaults({ connectionString: this.databaseUrl, application_name: LISTENER_APPLICATION_NAME }),
    );
    client.on('error', () => this.connectionLost(client));
    client.on('end', () => this.connectionLost(client));
    client.on('notification', (message) => {
      if (message.payload === this.sender || message.payload === `${LISTENING_PREFIX}${this.sender}`) return;
      if (message.payload?.startsWith(LISTENING_PREFIX)) this.onOthersListening();
      else this.wakeAll();
    });
    try {
      await client.connect();
      await client.query(`listen ${APPENDED_CHANNEL}`);
      // Stores that skip their NOTIFYs while nobody else listens (ListenerPresence) start again.
      await client.query('select pg_notify($1, $2)', [APPENDED_CHANNEL, `${LISTENING_PREFIX}${this.sender}`]);
    } catch {
      client.end().catch(noop);
      this.scheduleReconnect();
      return;
    }
    if (this.closed || this.listeners.size === 0) {
      await client.end().catch(noop);
      return;
    }
    this.client = client;
    this.backoff.reset();
    this.wakeAll();
  }

  private connectionLost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(noop);
    this.wakeAll();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.listeners.size === 0 || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureConnected();
    }, this.backoff.next());
    this.reconnectTimer.unref();
  }

  private async disconnect(): Promise<void> {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    await this.connecting;
    // A subscription may have started listening again while the connect attempt finished.
    if (!this.closed && this.listeners.size > 0) return;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(noop);
  }
}
