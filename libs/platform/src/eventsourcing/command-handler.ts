import { randomUUID } from 'node:crypto';
import { isWrongExpectedRevisionError, type Actor, type EventStore, type ExpectedRevision, type Position } from '@store/eventstore';
import { Decider, DomainEvent, foldEvents } from './decider';

/** Who asked, and under which request: becomes every event's metadata. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  causationId?: string | null;
}

export const systemContext = (correlationId: string = randomUUID()): CommandContext => ({
  actor: { id: null, role: 'system' },
  correlationId,
  causationId: null,
});

export interface CommandResult<State, Event> {
  /** The events appended (empty when the command changed nothing). */
  events: Event[];
  /** State after the events. */
  state: State;
  /** Global position of the last appended event, for read-your-writes; null when nothing was appended. */
  position: Position | null;
}

export interface HandleOptions {
  /** Attempts on a concurrency conflict before giving up (default 5). */
  maxAttempts?: number;
  /** Force an expectation, e.g. 'no_stream' for a uniqueness-guard stream. */
  expectedRevision?: ExpectedRevision;
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
  options: HandleOptions = {},
): Promise<CommandResult<State, Event>> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    const recorded = await store.readStream(streamId);
    const state = foldEvents(decider, recorded.map((event) => ({ type: event.type, data: event.data }) as Event));
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null };
    const expectedRevision = options.expectedRevision ?? (recorded.length ? recorded.length - 1 : 'no_stream');
    const occurredAt = new Date().toISOString();
    try {
      const { position } = await store.append(
        streamId,
        events.map((event) => ({
          type: event.type,
          data: event.data,
          metadata: {
            actor: context.actor,
            correlationId: context.correlationId,
            causationId: context.causationId ?? null,
            occurredAt,
          },
        })),
        { expectedRevision },
      );
      return { events, state: events.reduce(decider.evolve, state), position };
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
    state: foldEvents(decider, recorded.map((event) => ({ type: event.type, data: event.data }) as Event)),
    revision: recorded.length ? recorded.length - 1 : null,
  };
}
