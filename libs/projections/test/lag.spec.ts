import { ProjectionRunner, projectionStatus } from '../src';
import { appendStockMovements, somethingElse } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { stockMovementCount, useTestContext, waitUntil } from './support/harness';

describe('projectionStatus lag', () => {
  let runner: ProjectionRunner;

  const context = useTestContext({ beforeClose: () => runner.stop() });
  beforeAll(async () => {
    runner = new ProjectionRunner(stockLevelProjection(), {
      ...context.connection,
    });
  });

  it('reports no lag while the runner keeps up', async () => {
    const { db, eventStore } = context;
    runner.start();
    const written = await appendStockMovements(eventStore, 10);
    await waitUntil('10 events applied', async () => (await stockMovementCount(db)) === 10);
    const [status] = await projectionStatus(db, eventStore);
    expect(status).toMatchObject({
      name: 'stock_level',
      status: 'running',
      runnerActive: true,
      lagEvents: 0,
      lagEventsCapped: false,
      lagSeconds: 0,
      lastError: null,
    });
    expect(status.checkpoint).toEqual({
      commit: written.position.commit.toString(),
      prepare: written.position.prepare.toString(),
    });
  });

  it('counts the events of its types behind the checkpoint and the age of the oldest one', async () => {
    const { db, eventStore } = context;
    await runner.stop();
    await appendStockMovements(eventStore, 7, { perAppend: 1 });
    await eventStore.append('newsletter-1', [somethingElse(), somethingElse(), somethingElse()]);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const [status] = await projectionStatus(db, eventStore);
    expect(status.lagEvents).toBe(7);
    expect(status.lagEventsCapped).toBe(false);
    expect(status.lagSeconds).toBeGreaterThanOrEqual(1);
    expect(status.lagSeconds).toBeLessThan(10);
    expect(status.runnerActive).toBe(false);

    const [capped] = await projectionStatus(db, eventStore, { lagCountLimit: 5 });
    expect(capped).toMatchObject({ lagEvents: 5, lagEventsCapped: true });

    const [withoutStore] = await projectionStatus(db);
    expect(withoutStore).toMatchObject({ lagEvents: null, lagSeconds: null });
  });

  it('lists projections that never ran as not_started when asked by name', async () => {
    const reports = await projectionStatus(context.db, context.eventStore, {
      names: ['stock_level', 'order_admin_row'],
    });
    expect(reports.map((report) => [report.name, report.status])).toEqual([
      ['order_admin_row', 'not_started'],
      ['stock_level', 'running'],
    ]);
  });

  it('is back to zero once the runner has caught up again', async () => {
    const { db, eventStore } = context;
    runner.start();
    await waitUntil('17 events applied', async () => (await stockMovementCount(db)) === 17);
    const [status] = await projectionStatus(db, eventStore);
    expect(status).toMatchObject({ lagEvents: 0, lagSeconds: 0 });
    expect(JSON.parse(JSON.stringify(status))).toEqual(status); // safe for /api/health
  });
});
