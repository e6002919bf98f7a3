import { ProjectionRunner } from '../src';
import { stockAdded } from './support/events';
import { batchRecordingProjection, type RecordedBatch } from './support/fixture-projections';
import { useTestContext, waitUntil } from './support/harness';

describe("a projection's own batch linger", () => {
  const context = useTestContext();

  it('closes a live batch after its own linger, not the runner’s', async () => {
    const { eventStore } = context;
    const own: RecordedBatch[] = [];
    const runners: RecordedBatch[] = [];
    const options = { ...context.connection, batchLingerMs: 1_000 };
    const started = [
      new ProjectionRunner(batchRecordingProjection('linger_own', own, { batchLingerMs: 0 }), options),
      new ProjectionRunner(batchRecordingProjection('linger_runner', runners), options),
    ];
    for (const runner of started) runner.start();
    try {
      await waitUntil('both runners are live', () => started.every((runner) => runner.state === 'active'));
      await eventStore.append('stock-linger-1', [stockAdded('sku', 1)]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await eventStore.append('stock-linger-2', [stockAdded('sku', 1)]);
      const sizes = (batches: RecordedBatch[]) => batches.map((batch) => batch.size);
      const applied = (batches: RecordedBatch[]) => sizes(batches).reduce((sum, size) => sum + size, 0);
      await waitUntil('both have applied both events', () => applied(own) === 2 && applied(runners) === 2);
      expect(sizes(own)).toEqual([1, 1]); // no wait for a second event
      expect(sizes(runners)).toEqual([2]); // the runner's 1 s: the second joined the first batch
    } finally {
      await Promise.all(started.map((runner) => runner.stop()));
    }
  });

  it('is refused when not a whole number of milliseconds up to a second', () => {
    for (const bad of [-1, 1.5, 5_000])
      expect(() => batchRecordingProjection('linger_bad', [], { batchLingerMs: bad })).toThrow(/batchLingerMs/);
  });
});
