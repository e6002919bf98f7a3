import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';

/**
 * Writes one event's effect into the projection's tables. `db` is the batch transaction (or,
 * during a rebuild, the same transaction scoped to the rebuild schema): use unqualified table
 * names and never commit, read the network or another module's tables.
 */
/**
 * May return nothing when it only folds the event into the batch's scratch state (no await per event).
 *
 * Typed as a method, whose parameters TypeScript compares both ways: a handler of
 * ProjectionHandler<DB, Scratch> is then one of ProjectionHandler (unknown, unknown), as the
 * runner holds every projection. The runner hands each handler the scratch state its own
 * projection's `begin` returned, a type it cannot name (see ProjectionDefinition).
 */
export type ProjectionHandler<DB = unknown, Scratch = unknown> = {
  handle(event: RecordedEvent, db: Kysely<DB>, scratch: Scratch): void | Promise<void>;
}['handle'];

/**
 * For projections that write once per batch instead of once per event (fewer round trips):
 * `begin` runs first in the batch's transaction with the batch's events (load the rows they
 * touch in one query) and returns the scratch state every handler of the batch receives;
 * `end` writes what the handlers collected, in the same transaction, before the checkpoint.
 */
export interface BatchHooks<DB = unknown, Scratch = unknown, Preloaded = unknown> {
  begin(events: readonly RecordedEvent[], db: Kysely<DB>, preloaded?: Preloaded): Promise<Scratch>;
  end(scratch: Scratch, db: Kysely<DB>): Promise<void>;
  /**
   * Optional: reads what `begin` would load, outside the batch's transaction and while it is
   * being opened (its checkpoint row locked), so a live batch spends one round trip fewer before
   * its handlers run. Only the live runner calls it, on the pool, with every event of the batch
   * (a superset of those begin gets); it sees what the last batch committed, because only the
   * lock holder writes the tables and a batch starts after the one before it has committed.
   * A rebuild never calls it: begin then gets no `preloaded` and loads in its transaction.
   */
  preload?(events: readonly RecordedEvent[], db: Kysely<DB>): Promise<Preloaded>;
}

/**
 * `DB`: the projection's tables, as its handlers, hooks and createTables see them. The runner
 * holds every projection as a ProjectionDefinition (unknown, unknown) and hands it a handle whose
 * tables it does not know (Kysely<unknown>, which TypeScript lets stand for any Kysely<DB>).
 * `Scratch`: what `batch.begin` returns and the handlers receive (unknown without batch hooks).
 */
export interface ProjectionDefinition<DB = unknown, Scratch = unknown> {
  /** Unique, snake_case; names the checkpoint row, the lock and the rebuild schema. */
  readonly name: string;
  /** Raise it when the tables or the handlers change meaning; a runner then rebuilds. */
  readonly version: number;
  /** Every table the projection owns (unqualified). A rebuild replaces exactly these. */
  readonly tables: readonly string[];
  /**
   * Creates the tables (and their indexes) with unqualified names. Runs inside a transaction
   * that targets `public` on first start and the rebuild schema during a rebuild, so it must not
   * create anything but tables and indexes.
   */
  readonly createTables: (db: Kysely<DB>) => Promise<void>;
  /** Event type -> handler. The keys are the only event types the projection reads. */
  readonly handlers: Readonly<Record<string, ProjectionHandler<DB, Scratch>>>;
  /** Optional per-batch writing (see BatchHooks); the handlers then get its scratch state. */
  readonly batch?: BatchHooks<DB, Scratch>;
  /**
   * A reactor turns events into jobs (e-mails, expiry timers) instead of rows. It owns no tables,
   * is never replayed (a replay would send every e-mail again) and keeps its checkpoint when its
   * version changes. Its handlers must only enqueue jobs with stable ids, so a batch retried after
   * a crash enqueues nothing twice.
   */
  readonly reactor?: boolean;
  /**
   * For read models nobody waits on (reports, audit trails): once live, a batch starts at most
   * this often, so a busy log costs fewer, larger transactions; the read model lags by up to
   * this much more. Catching up (full batches) is not slowed.
   */
  readonly minBatchIntervalMs?: number;
  /**
   * How long a live batch that is not full waits for one more event, instead of the runner's
   * batchLingerMs (10 ms): shorter for a read model a hot request waits on (order_view, which a
   * payment's verify waits for), at the cost of more, smaller batches.
   */
  readonly batchLingerMs?: number;
  /**
   * Which events of its types the handlers act on (the others they ignore, e.g. a guest's order
   * for a cart reactor). A live batch with none of them moves the checkpoint with one statement
   * and no transaction, as an idle runner does. Replays still hand the handlers every event.
   */
  readonly accepts?: (event: RecordedEvent) => boolean;
  /**
   * Projections of one process that read mostly the same events (the catalogue's listing and
   * stock history) may name the same read group: each then reads the union of the group's types
   * and, while catching up, the pages one has read are kept for the others (the log is read and
   * decoded once for the group). Their handlers see the group's other types: the runner passes
   * over events no handler of the projection takes.
   */
  readonly readGroup?: string;
}

/**
 * minBatchIntervalMs of the reports and audit trails: in the checkout benchmark their live
 * batches (a transaction, a checkpoint lock and save each) were a third of the database
 * statements per order.
 */
export const REPORT_BATCH_INTERVAL_MS = 250;

/**
 * minBatchIntervalMs of read models and reactors people see soon but no request waits on (the
 * shop's stock figures, orders' personal fields, the order reactor's jobs): each of them took a
 * batch (a transaction and its checkpoint) every ~50 ms under the checkout bench, ~0.5 statements
 * per order between them; a tenth of a second later is not something a person notices.
 */
export const BACKGROUND_BATCH_INTERVAL_MS = 100;

/** The event types a projection subscribes to: the keys of its handler map. */
export const eventTypesOf = (projection: ProjectionDefinition): string[] => Object.keys(projection.handlers);

const NAME = /^[a-z][a-z0-9_]{0,49}$/;

/** Checks a projection's shape once, where it is declared, and returns it unchanged. */
export function defineProjection<DB = unknown, Scratch = unknown>(
  definition: ProjectionDefinition<DB, Scratch>,
): ProjectionDefinition<DB, Scratch> {
  const problems: string[] = [];
  if (!NAME.test(definition.name)) problems.push('name must be snake_case, 1-50 characters, starting with a letter');
  if (!Number.isInteger(definition.version) || definition.version < 1)
    problems.push('version must be a positive integer');
  if (definition.tables.length === 0 && !definition.reactor) problems.push('tables must list at least one table');
  if (definition.tables.length > 0 && definition.reactor) problems.push('a reactor owns no tables');
  for (const table of definition.tables) {
    if (!NAME.test(table)) problems.push(`table "${table}" must be an unqualified snake_case name`);
  }
  if (Object.keys(definition.handlers).length === 0) problems.push('handlers must handle at least one event type');
  if (
    definition.minBatchIntervalMs !== undefined &&
    !(
      Number.isInteger(definition.minBatchIntervalMs) &&
      definition.minBatchIntervalMs >= 0 &&
      definition.minBatchIntervalMs <= 60_000
    )
  ) {
    problems.push('minBatchIntervalMs must be a whole number of milliseconds up to a minute');
  }
  if (
    definition.batchLingerMs !== undefined &&
    !(Number.isInteger(definition.batchLingerMs) && definition.batchLingerMs >= 0 && definition.batchLingerMs <= 1_000)
  ) {
    problems.push('batchLingerMs must be a whole number of milliseconds up to a second');
  }
  if (problems.length) {
    throw new Error(`Projection ${definition.name || '(unnamed)'} is invalid: ${problems.join('; ')}`);
  }
  return Object.freeze({ ...definition, tables: [...definition.tables], handlers: { ...definition.handlers } });
}

/** A reactor's handlers and hooks get the batch's transaction only for its checkpoint: Kysely<unknown>. */
export interface ReactorDefinition<Scratch = unknown> {
  readonly name: string;
  /** Raise it when the handlers change meaning; a reactor is never replayed, so this is informative. */
  readonly version?: number;
  readonly handlers: Readonly<Record<string, ProjectionHandler<unknown, Scratch>>>;
  /**
   * Optional per-batch enqueueing: `begin` returns the scratch state the handlers collect the
   * batch's jobs into (and may read once for the whole batch), `end` enqueues them (one bulk add
   * per queue). Both run before the checkpoint moves, so a batch that fails is retried whole:
   * its jobs need stable ids as they do without hooks.
   */
  readonly batch?: BatchHooks<unknown, Scratch>;
  /** As ProjectionDefinition.accepts. */
  readonly accepts?: (event: RecordedEvent) => boolean;
  /** As ProjectionDefinition.minBatchIntervalMs. */
  readonly minBatchIntervalMs?: number;
}

/**
 * Declares a reactor: a projection runner (checkpoint, single active runner, failure status in
 * /api/health) whose handlers enqueue jobs. The transaction it is handed is only for its checkpoint.
 */
export function defineReactor<Scratch = unknown>(definition: ReactorDefinition<Scratch>): ProjectionDefinition {
  return defineProjection({
    name: definition.name,
    version: definition.version ?? 1,
    tables: [],
    createTables: async () => undefined,
    handlers: definition.handlers,
    ...(definition.batch ? { batch: definition.batch } : {}),
    ...(definition.accepts ? { accepts: definition.accepts } : {}),
    ...(definition.minBatchIntervalMs !== undefined ? { minBatchIntervalMs: definition.minBatchIntervalMs } : {}),
    reactor: true,
  });
}
