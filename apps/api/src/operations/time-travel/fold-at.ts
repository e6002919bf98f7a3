import type { FoldedState } from '@store/contracts';
import type { RecordedEvent } from '@store/eventstore';
import type { TravellingAggregate } from './aggregates';

/**
 * The aggregate as its own evolve function builds it from the events recorded up to `at`
 * (inclusive; the store's recording time, which follows the log's order), or null when none was.
 * Events of other types in the stream are skipped, as the aggregate's own loading does.
 */
export function foldAt(aggregate: TravellingAggregate, events: readonly RecordedEvent[], at: Date): FoldedState {
  const until = at.getTime();
  const folded = events.filter(
    (event) => Date.parse(event.recordedAt) <= until && aggregate.eventTypes.includes(event.type),
  );
  const last = folded.at(-1);
  const { decider } = aggregate;
  const domainEvents = folded.map((event) => ({ type: event.type, data: event.data }));
  const state = last
    ? decider.fold
      ? decider.fold(decider.initialState(), domainEvents)
      : domainEvents.reduce((current, event) => decider.evolve(current, event), decider.initialState())
    : null;
  return {
    at: at.toISOString(),
    eventsApplied: folded.length,
    revision: last ? last.revision : null,
    lastEventType: last ? last.type : null,
    lastEventAt: last ? last.recordedAt : null,
    state: state as FoldedState['state'],
  };
}
