import type { RecordedEvent } from '@store/eventstore';
import { checkpointOf } from '../src/checkpoints/checkpoint-store';
import { ProjectionRunner, rebuildProjection } from '../src';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { checkpointRow, stockLevels, stockMovementCount, useTestContext, waitUntil } from './support/harness';

describe('a runner killed in the middle of a batch', () => {
  const context = useTestContext();

  it('applies no event twice and loses none: after a restart its tables equal a rebuild from scratch', async () => {
    const { db, eventStore } = context;
    await appendStockMovements(eventStore, 300);
    const all: RecordedEvent[] = await eventStore.readAll({ eventTypes: ['StockAdded', 'StockRemoved'] });
    expect(all).toHaveLength(300);

    // The 150th handler call is the 50th event of the second batch of 100: it throws.
    let calls = 0;
    const crashing = stockLevelProjection({
      beforeApply: () => {
        calls += 1;
        if (calls === 150) throw new Error('killed in the middle of a batch');
      },
    });
    const first = new ProjectionRunner(crashing, {
      ...context.connection,
      batchSize: 100,
      batchLingerMs: 50,
    });
    first.start();
    await waitUntil('the runner stops on the failure', () => first.state === 'failed');
    await first.stop();

    // Only the first batch committed: its 100 events and the checkpoint after the 100th.
    expect(await stockMovementCount(db)).toBe(100);
    expect(checkpointOf((await checkpointRow(db, 'stock_level'))!)).toEqual(all[99].position);

    const restarted = new ProjectionRunner(stockLevelProjection(), {
      ...context.connection,
      batchSize: 100,
    });
    restarted.start();
    await waitUntil(
      'the restarted runner has applied all 300 events',
      async () => (await stockMovementCount(db)) === 300,
    );
    await restarted.stop();
    const afterRestart = await stockLevels(db);
    expect(afterRestart).toEqual(expectedStockLevels(300));

    await rebuildProjection(stockLevelProjection(), context.connection);
    expect(await stockLevels(db)).toEqual(afterRestart);
    expect(await stockMovementCount(db)).toBe(300);
  });
});
