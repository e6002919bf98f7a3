import { sql, type Kysely } from 'kysely';
import { LISTENER_APPLICATION_NAME } from './queries';
import type { EventStoreTables } from './schema';

/** How long a "someone else listens" answer is trusted (a NOTIFY too many is harmless). */
const PRESENT_FOR_MS = 5_000;
/**
 * How long a "nobody else listens" answer is trusted. A store that starts listening meanwhile
 * says so with a NOTIFY (heard at once by stores that listen themselves); others find it at their
 * next look. Its subscriptions poll anyway, so what it could miss in between is only delayed.
 */
const ABSENT_FOR_MS = 250;

/**
 * Whether a LISTEN connection of another store is on this database: a store alone there (one
 * process serving the API, the projections and the workers) need not NOTIFY its appends, which
 * took one statement per ~2 checkout requests. One look at pg_stat_activity answers for a while;
 * a failed look answers yes.
 */
export class ListenerPresence {
  private present = true;
  private lookedAt = Number.NEGATIVE_INFINITY;
  private looking: Promise<boolean> | null = null;

  constructor(
    private readonly db: Kysely<EventStoreTables>,
    /** The backend pid of this store's own LISTEN connection (null while it has none). */
    private readonly ownListenerPid: () => number | null,
  ) {}

  othersListening(): Promise<boolean> | boolean {
    if (performance.now() - this.lookedAt < (this.present ? PRESENT_FOR_MS : ABSENT_FOR_MS)) return this.present;
    this.looking ??= this.look().finally(() => {
      this.looking = null;
    });
    return this.looking;
  }

  /** Another store announced its LISTEN connection. */
  othersStartedListening(): void {
    this.present = true;
    this.lookedAt = performance.now();
  }

  private async look(): Promise<boolean> {
    try {
      const { rows } = await sql<{ present: boolean }>`
        select exists (
          select 1 from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME} and pid <> ${this.ownListenerPid() ?? 0}
        ) as present`.execute(this.db);
      this.present = rows[0].present;
    } catch {
      this.present = true;
    }
    this.lookedAt = performance.now();
    return this.present;
  }
}
