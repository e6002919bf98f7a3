import { isWrongExpectedRevisionError, type EventStore, type ExpectedRevision, type Position } from '@store/eventstore';
import { systemClock, type Clock } from './clock';
import type { CommandContext } from './command-context';
import { Decider, DomainEvent, foldEvents } from './decider';
import { eventMetadata } from './event-metadata';

export interface CommandResult<State, Event> {
  /** The events appended (empty when the command changed nothing). */
  events: Event[];
  /** State after the events. */
  state: State;
  /** Global position of the last appended event, for read-your-writes; null when nothing was appended. */
  position: Position | null;
}

/** A stream's state folded up to `revision`: loading reads only the events after it. */
export interface Snapshot<State> {
  revision: number;
  state: State;
}

/** Where an aggregate's snapshots are kept (a cache: losing one only makes the next load slower). */
export interface SnapshotStore<State> {
  load(streamId: string): Promise<Snapshot<State> | undefined>;
  save(streamId: string, snapshot: Snapshot<State>): Promise<void>;
}

export interface HandleOptions<State = unknown> {
  /** Attempts on a concurrency conflict before giving up (default 5). */
  maxAttempts?: number;
  /** Force an expectation, e.g. 'no_stream' for a uniqueness-guard stream. */
  expectedRevision?: ExpectedRevision;
  /** Snapshots of long streams, saved when `every` events were appended after the last one. */
  snapshots?: { store: SnapshotStore<State>; every: number };
  /** Stamps the events' occurredAt (default: the system clock). */
  clock?: Clock;
}

/**
 * The thin command handler of STYLE.md: load the stream, fold it, decide, append with the
 * expected revision, and retry on a concurrency conflict a bounded number of times.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command,
  context: CommandContext,
  options: HandleOptions<State> = {},
): Promise<CommandResult<State, Event>> {
  const maxAttempts = options.maxAttempts ?? 5;
  const snapshots = options.snapshots;
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = snapshots ? await snapshots.store.load(streamId) : undefined;
    const recorded = await store.readStream(streamId, snapshot ? { fromRevision: snapshot.revision + 1 } : undefined);
    const newer = recorded.map((event) => ({ type: event.type, data: event.data }) as Event);
    const state = !snapshot
      ? foldEvents(decider, newer)
      : decider.fold
        ? decider.fold(snapshot.state, newer)
        : newer.reduce(decider.evolve, snapshot.state);
    const lastRevision = (snapshot ? snapshot.revision + 1 : 0) + recorded.length - 1;
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null };
    const expectedRevision = options.expectedRevision ?? (lastRevision >= 0 ? lastRevision : 'no_stream');
    const metadata = eventMetadata(context, options.clock ?? systemClock);
    try {
      const { position } = await store.append(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data, metadata })),
        { expectedRevision },
      );
      const after = events.reduce(decider.evolve, state);
      const revision = lastRevision + events.length;
      if (snapshots && revision - (snapshot?.revision ?? -1) >= snapshots.every) {
        // Exact: the append above succeeded at this expected revision. Best effort: a cache.
        await snapshots.store.save(streamId, { revision, state: after }).catch(() => undefined);
      }
      return { events, state: after, position };
    } catch (error) {
      if (!isWrongExpectedRevisionError(error) || attempt >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/** The current state of one aggregate, for commands that need to read before they decide. */
export async function loadAggregate<State, Event extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<{ state: State; revision: number | null }> {
  const recorded = await store.readStream(streamId);
  return {
    state: foldEvents(
      decider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as Event),
    ),
    revision: recorded.length ? recorded.length - 1 : null,
  };
}
