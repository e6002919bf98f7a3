import { MAX_STREAMS_PER_READ, type EventStore, type RecordedEvent } from '@store/eventstore';
import { loadAggregates } from '../src';

type Counted = { type: 'Counted'; data: { by: number } };
const counter = { initialState: () => 0, evolve: (total: number, event: Counted) => total + event.data.by };

const recorded = (streamId: string, by: number) =>
  ({ streamId, type: 'Counted', data: { by } }) as unknown as RecordedEvent;

/** A store that only answers readStreams, from a fixed log, and counts its calls. */
function storeWith(log: Record<string, RecordedEvent[]>) {
  const calls: string[][] = [];
  const store = {
    async readStreams(streamIds: readonly string[]) {
      calls.push([...streamIds]);
      return new Map(streamIds.map((id) => [id, log[id] ?? []]));
    },
  } as unknown as EventStore;
  return { store, calls };
}

describe('loadAggregates', () => {
  it('folds every stream in the order asked, a missing one to the initial state, with one read', async () => {
    const { store, calls } = storeWith({ a: [recorded('a', 2), recorded('a', 3)], b: [recorded('b', 7)] });
    expect(await loadAggregates(store, counter, ['b', 'missing', 'a'])).toEqual([7, 0, 5]);
    expect(calls).toEqual([['b', 'missing', 'a']]);
  });

  it(`reads at most ${MAX_STREAMS_PER_READ} streams per call`, async () => {
    const ids = Array.from({ length: MAX_STREAMS_PER_READ + 1 }, (_, i) => `s${i}`);
    const { store, calls } = storeWith({ [ids[MAX_STREAMS_PER_READ]]: [recorded('last', 4)] });
    const states = await loadAggregates(store, counter, ids);
    expect(calls.map((call) => call.length)).toEqual([MAX_STREAMS_PER_READ, 1]);
    expect(states.at(-1)).toBe(4);
    expect(states).toHaveLength(ids.length);
  });
});
