import { ProjectionHost, projectionStatus } from '../src';
import { productCreated, productRenamed, stockAdded } from './support/events';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';
import { stockLevels, useTestContext, waitUntil } from './support/harness';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  fields: object | string;
  message?: string;
}

describe('a failing event handler', () => {
  let host: ProjectionHost | undefined;
  const logs: LogLine[] = [];
  const logger = {
    info: (fields: object | string, message?: string) => logs.push({ level: 'info', fields, message }),
    warn: (fields: object | string, message?: string) => logs.push({ level: 'warn', fields, message }),
    error: (fields: object | string, message?: string) => logs.push({ level: 'error', fields, message }),
  };

  // The bug: stock_level cannot handle SKU "BROKEN" until it is fixed.
  let fixed = false;
  const stockLevel = () =>
    stockLevelProjection({
      beforeApply: (event) => {
        if ((event.data as { sku: string }).sku === 'BROKEN' && !fixed)
          throw new Error('quantity for BROKEN is not a number');
      },
    });

  const context = useTestContext({ beforeClose: () => host?.stop() });

  const startHost = () => {
    host = new ProjectionHost({
      projections: [stockLevel(), productListingProjection()],
      ...context.connection,
      logger,
    });
    host.start();
    return host;
  };

  it('stops that projection only, records the error, the event and its position, and logs it', async () => {
    const { db, eventStore } = context;
    await eventStore.append('stock-TEE-S', [stockAdded('TEE-S', 5)]);
    const broken = await eventStore.append('stock-BROKEN', [stockAdded('BROKEN', 1)]);
    await eventStore.append('stock-TEE-S', [stockAdded('TEE-S', 2)]);
    await eventStore.append('product-1', [productCreated('p1', 'Gym tee')]);

    const running = startHost();
    await waitUntil('stock_level fails', () => running.runner('stock_level')!.state === 'failed');
    await waitUntil(
      'product_listing has its product',
      async () => (await db.selectFrom('product_listing').selectAll().execute()).length === 1,
    );

    // The other projection keeps applying new events.
    await eventStore.append('product-1', [productRenamed('p1', 'Gym tee, black')]);
    await waitUntil(
      'product_listing applies the rename',
      async () => (await db.selectFrom('product_listing').select('name').executeTakeFirst())?.name === 'Gym tee, black',
    );
    expect(running.runner('product_listing')!.state).toBe('active');

    const stock = (await projectionStatus(db, eventStore)).find((report) => report.name === 'stock_level')!;
    expect(stock.status).toBe('failed');
    expect(stock.lastError).toMatchObject({
      message: 'quantity for BROKEN is not a number',
      eventType: 'StockAdded',
      position: { commit: broken.position.commit.toString(), prepare: broken.position.prepare.toString() },
    });
    expect(stock.runnerActive).toBe(false);
    // The batch holding the failed event was rolled back as a whole: all three are still to do.
    expect(stock.lagEvents).toBe(3);
    expect(stock.checkpoint).toBeNull();
    expect(await stockLevels(db)).toEqual([]);

    const logged = logs.find((line) => line.level === 'error');
    expect(logged?.message).toContain('Projection stock_level failed on StockAdded');
    expect(logged?.fields).toMatchObject({ projection: 'stock_level', eventType: 'StockAdded' });
    expect(host!.summary().find((runner) => runner.name === 'stock_level')).toMatchObject({ state: 'failed' });
  });

  it('resumes from its checkpoint after a restart once the handler is fixed', async () => {
    const { db, eventStore } = context;
    await host!.stop();
    fixed = true;
    startHost();
    await waitUntil('stock_level catches up', async () => (await stockLevels(db)).length === 2);
    expect(await stockLevels(db)).toEqual([
      { sku: 'BROKEN', quantity: 1, movements: 1 },
      { sku: 'TEE-S', quantity: 7, movements: 2 },
    ]);
    const stock = (await projectionStatus(db, eventStore)).find((report) => report.name === 'stock_level')!;
    expect(stock).toMatchObject({ status: 'running', lastError: null, lagEvents: 0 });
  });
});
