import { ProjectionRunner, projectionStatus } from '../src';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { stockLevels, stockMovementCount, useTestContext, waitUntil } from './support/harness';

describe('two runners of one projection', () => {
  let first: ProjectionRunner;
  let second: ProjectionRunner;

  const context = useTestContext({ beforeClose: () => Promise.all([first?.stop(), second?.stop()]) });

  const runner = () =>
    new ProjectionRunner(stockLevelProjection(), {
      ...context.connection,
      batchSize: 50,
      standbyRetryMs: 200,
    });

  it('lets only one apply events; when it stops the other takes over from the checkpoint with no duplicates', async () => {
    const { db, eventStore } = context;
    await appendStockMovements(eventStore, 200);

    first = runner();
    first.start();
    await waitUntil('the first runner is active', () => first.state === 'active');
    second = runner();
    second.start();
    await waitUntil('the second runner stands by', () => second.state === 'standby');

    await waitUntil('200 events are applied', async () => (await stockMovementCount(db)) === 200);
    await appendStockMovements(eventStore, 100, { offset: 200 });
    await waitUntil('300 events are applied', async () => (await stockMovementCount(db)) === 300);
    expect(first.eventsApplied).toBe(300);
    expect(second.eventsApplied).toBe(0);
    expect(second.state).toBe('standby');

    await first.stop();
    const stoppedAt = Date.now();
    await waitUntil('the second runner takes over', () => second.state === 'active', 5000);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    const [status] = await projectionStatus(db, eventStore);
    expect(status).toMatchObject({ name: 'stock_level', runnerActive: true, status: 'running' });

    await appendStockMovements(eventStore, 100, { offset: 300 });
    await waitUntil('400 events are applied', async () => (await stockMovementCount(db)) === 400);
    expect(second.eventsApplied).toBe(100);
    expect(first.eventsApplied).toBe(300);
    expect(await stockLevels(db)).toEqual(expectedStockLevels(400));
  });

  it('shows no active runner once both have stopped', async () => {
    await second.stop();
    const [status] = await projectionStatus(context.db);
    expect(status.runnerActive).toBe(false);
    expect(first.state).toBe('stopped');
    expect(second.state).toBe('stopped');
  });
});
