/**
 * The event store port. Every module writes its domain events through it and every projection
 * reads the global log through it. Adapters: PostgreSQL (default) and EventStoreDB/KurrentDB.
 */

/** Who caused an event. `system` for jobs and start-up, `guest` for an anonymous shopper. */
export interface Actor {
  id: string | null;
  role: 'user' | 'admin' | 'guest' | 'system';
}

/** Carried by every event; the audit screens are built from it, so it is never optional. */
export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 timestamp of the moment the command decided the event. */
  occurredAt: string;
}

/**
 * A place in the global log. Totally ordered by (commit, prepare).
 * PostgreSQL adapter: commit = the writing transaction's id (xid8), prepare = the event's
 * sequence number. EventStoreDB adapter: its own commit and prepare positions.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export type ExpectedRevision = 'any' | 'no_stream' | 'exists' | number;

export interface NewEvent<TType extends string = string, TData = unknown> {
  /** Optional caller-chosen id (UUID); generated when absent. */
  id?: string;
  type: TType;
  /** Schema version of `data`; 1 when absent. Upcasters lift old versions on read. */
  version?: number;
  data: TData;
  metadata: EventMetadata;
}

export interface RecordedEvent<TType extends string = string, TData = unknown> {
  id: string;
  streamId: string;
  /** 0-based position of the event in its stream. */
  revision: number;
  position: Position;
  type: TType;
  version: number;
  data: TData;
  metadata: EventMetadata;
  /** ISO-8601 time the store committed it. */
  recordedAt: string;
}

export interface AppendOptions {
  expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event appended (stream length - 1). */
  nextRevision: number;
  /** Global position of the last event appended. */
  position: Position;
}

/** One stream's part of an appendToStreams: its events and the revision it must be at. */
export interface StreamWrite {
  streamId: string;
  /**
   * May be empty: the stream is then only checked to be at `expectedRevision`, a revision or
   * 'exists' (a decision read it and found nothing to change; that must still hold when the
   * others are written).
   */
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface MultiStreamAppendResult {
  /** Each write's stream revision after the append, in the order of the writes. */
  revisions: number[];
  /** Global position of the last event appended. */
  position: Position;
}

/** Most streams one appendToStreams takes. */
export const MAX_STREAMS_PER_APPEND = 25_000;

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  limit?: number;
}

/** Most stream ids one readStreams call takes. */
export const MAX_STREAMS_PER_READ = 500;

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. 'start' (default) reads from the beginning. */
  after?: Position | 'start';
  limit?: number;
  /** Only these event types (others are skipped by the store). */
  eventTypes?: readonly string[];
}

export interface CountAllOptions extends Omit<ReadAllOptions, 'limit'> {
  /** Counting stops here: a projection's lag is shown as "1,000+", not counted to the end. */
  limit: number;
}

/** What countAll counted. */
export interface LogCount {
  /** At most the limit. */
  count: number;
  /** recordedAt of the oldest event counted (ISO-8601); null when none. */
  oldestRecordedAt: string | null;
}

export interface SubscribeOptions extends Omit<ReadAllOptions, 'limit'> {
  /** Events read ahead of the consumer at most; the subscription pauses reading beyond it. */
  bufferSize?: number;
  /**
   * For a consumer that takes events at most this often (a report's batches): once caught up, a
   * polling adapter reads the log no more often than this, however often appends wake it.
   */
  minReadIntervalMs?: number;
  /**
   * Subscriptions of one process with the same group name and event types read the same pages
   * while catching up: a page one reads is kept for the others (an adapter may ignore it).
   */
  readGroup?: string;
}

/**
 * Catch-up then live. Iterate with `for await`; the iterator waits for new events once caught
 * up. `close()` ends the iteration.
 */
export interface AllSubscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
  /**
   * True while it has handed over everything its last read of the log found and that read
   * reached the end (a polling adapter's "live"); undefined where the adapter cannot tell.
   */
  readonly caughtUp?: boolean;
  /**
   * Up to `max` events it has already read, handed over at once without waiting (a consumer
   * taking a batch skips a promise and a timer per event). Only between two `next()` calls:
   * never while one is pending. Optional: adapters that buffer nothing leave it out.
   */
  takeBuffered?(max: number): RecordedEvent[];
  /**
   * A position the consumer may record as read (a checkpoint) although no event of its types
   * came: every event of its types up to it has been handed over, and the consumer says it has
   * applied everything handed over up to `applied`. Undefined when that cannot be said now (the
   * last read did not reach the end, events wait in the buffer, or one handed over is past
   * `applied`) or where the adapter cannot tell.
   */
  readThrough?(applied: Position | 'start'): Position | undefined;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing: every write's expected revision is
   * checked, and either every event is stored (in one commit: readers see all of them or none)
   * or, when one check fails, none is and WrongExpectedRevisionError names that stream. Each
   * stream at most once, at least one event in all, at most MAX_STREAMS_PER_APPEND streams.
   * The EventStoreDB adapter cannot (its client has no multi-stream append): it refuses with
   * MultiStreamAppendUnsupportedError unless a single stream is written.
   */
  appendToStreams(writes: readonly StreamWrite[]): Promise<MultiStreamAppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Several whole streams, forwards, in one call (PostgreSQL: one round trip): a map with an
   * entry for every id asked (empty for a missing stream). At most MAX_STREAMS_PER_READ ids.
   */
  readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * The committed events after `after` (of its types), at most `limit`, counted (PostgreSQL: no
   * row leaves the server); readAll may hold some back a moment longer, behind an append still
   * running. For /api/health and the operations screen, which show every projection's lag.
   */
  countAll(options: CountAllOptions): Promise<LogCount>;
  subscribeToAll(options?: SubscribeOptions): AllSubscription;
  /** Position of the last event every reader can see, or null on an empty store. */
  headPosition(): Promise<Position | null>;
  /** Answers whether the store is reachable (for /api/health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
