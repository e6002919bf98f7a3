import { isWrongExpectedRevisionError, type EventStore } from '@store/eventstore';
import { systemClock, type Clock } from './clock';
import type { CommandContext } from './command-context';
import type { CommandResult } from './command-handler';
import type { Decider, DomainEvent } from './decider';
import { eventMetadata } from './event-metadata';

/** A stream's state as a request already read it, and the revision it was read at (null: no stream). */
export interface LoadedAggregate<State> {
  state: State;
  revision: number | null;
}

/**
 * The decide-and-append of handleCommand on a state the request has just read, without reading
 * the stream again (a payment reads the order to check who may pay, then decides on it; a new
 * order's stream is known to be empty). The append's expected revision proves the state is still
 * current. Undefined when it was not, or when the command was refused or changed nothing on that
 * state: the caller then decides afresh (handleCommand), so no answer rests on an older state.
 */
export async function decideOnLoaded<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  loaded: LoadedAggregate<State>,
  command: Command,
  context: CommandContext,
  clock: Clock = systemClock,
): Promise<CommandResult<State, Event> | undefined> {
  const events = decidedOrNone(decider, command, loaded.state);
  if (events.length === 0) return undefined;
  const metadata = eventMetadata(context, clock);
  try {
    const { position } = await store.append(
      streamId,
      events.map((event) => ({ type: event.type, data: event.data, metadata })),
      { expectedRevision: loaded.revision ?? 'no_stream' },
    );
    return { events, state: events.reduce(decider.evolve, loaded.state), position };
  } catch (error) {
    if (isWrongExpectedRevisionError(error)) return undefined;
    throw error;
  }
}

function decidedOrNone<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  command: Command,
  state: State,
): Event[] {
  try {
    return decider.decide(command, state);
  } catch {
    return []; // decided again on the current state, where it throws again if it still refuses
  }
}
