import { MAX_STREAMS_PER_READ, type EventStore } from '@store/eventstore';
import { Decider, DomainEvent, foldEvents } from './decider';

/**
 * The current states of many aggregates of one kind, in the order of `streamIds`, read with one
 * readStreams per MAX_STREAMS_PER_READ streams (PostgreSQL: one round trip each) instead of a
 * read per stream. A missing stream folds to the initial state.
 */
export async function loadAggregates<State, Event extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  streamIds: readonly string[],
): Promise<State[]> {
  const states: State[] = [];
  for (let start = 0; start < streamIds.length; start += MAX_STREAMS_PER_READ) {
    const chunk = streamIds.slice(start, start + MAX_STREAMS_PER_READ);
    const recorded = await store.readStreams(chunk);
    for (const streamId of chunk) {
      const events = (recorded.get(streamId) ?? []).map((event) => ({ type: event.type, data: event.data }) as Event);
      states.push(foldEvents(decider, events));
    }
  }
  return states;
}
