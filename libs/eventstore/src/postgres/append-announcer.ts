import type { Kysely } from 'kysely';
import type { ListenerPresence } from './listener-presence';
import type { EventStoreTables } from './schema';
import { notifyAppended } from './queries';

/** Fewest milliseconds between two NOTIFYs of one store. */
const MIN_NOTIFY_INTERVAL_MS = 10;

/**
 * Tells subscriptions that events were appended: those of this store to the appended types at
 * once, all those of other processes by one NOTIFY after the append committed. Appends that commit while a NOTIFY is in
 * flight, or within MIN_NOTIFY_INTERVAL_MS of the last one, share the next NOTIFY: at most
 * ~100 per second per store, whatever the append rate.
 *
 * Why not pg_notify inside the append transaction: PostgreSQL serialises the commits of all
 * transactions that notify (a database-wide lock held through the commit's WAL flush, and the
 * notifying transaction always gets a transaction id). On the 2-core bench machine that capped
 * 16 concurrent writers at ~1,400 appends/s, pgbench included. If a process dies between an
 * append's commit and the NOTIFY, other processes see the events at their next poll (1 s).
 * While no other store listens on the database (ListenerPresence), no NOTIFY is sent at all.
 */
export class AppendAnnouncer {
  private sending: Promise<void> | null = null;
  private pending = false;

  constructor(
    private readonly db: Kysely<EventStoreTables>,
    private readonly wakeLocalSubscriptions: (appendedTypes: readonly string[]) => void,
    /** ChangeNotifier.sender of this store: its LISTEN connection ignores its own NOTIFYs. */
    private readonly sender: string,
    private readonly presence?: ListenerPresence,
  ) {}

  /** `appendedTypes`: the appended events' types (this store's subscriptions to others sleep on). */
  announce(appendedTypes: readonly string[]): void {
    this.wakeLocalSubscriptions(appendedTypes);
    this.pending = true;
    this.sending ??= this.sendWhilePending().finally(() => {
      this.sending = null;
    });
  }

  /** Waits for the NOTIFY in flight, so the pool can be closed after it. */
  async flush(): Promise<void> {
    await this.sending;
  }

  private async sendWhilePending(): Promise<void> {
    while (this.pending) {
      this.pending = false;
      const started = Date.now();
      // A lost NOTIFY only delays other processes until their poll; never fail an append for it.
      if (!this.presence || (await this.presence.othersListening()))
        await notifyAppended(this.db, this.sender).catch(() => undefined);
      const wait = MIN_NOTIFY_INTERVAL_MS - (Date.now() - started);
      if (this.pending && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
