import { ProjectionHost, waitForProjections } from '../src';
import { productCreated, somethingElse, stockAdded } from './support/events';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';
import { useTestContext } from './support/harness';

describe('waitForProjections (read-your-writes)', () => {
  let host: ProjectionHost;

  const context = useTestContext({ beforeClose: () => host.stop() });
  beforeAll(async () => {
    host = new ProjectionHost({
      projections: [stockLevelProjection(), productListingProjection()],
      ...context.connection,
    });
    host.start();
  });

  it('resolves true once the named projections pass the position a command wrote, so the write can be read', async () => {
    const { db, eventStore } = context;
    const written = await eventStore.append('stock-TEE-S', [stockAdded('TEE-S', 4)]);
    expect(await waitForProjections(db, ['stock_level'], written.position)).toBe(true);
    expect(await db.selectFrom('stock_level').select('quantity').where('sku', '=', 'TEE-S').executeTakeFirst()).toEqual(
      {
        quantity: 4,
      },
    );

    const created = await eventStore.append('product-9', [productCreated('p9', 'Track pants')]);
    expect(await waitForProjections(db, ['product_listing', 'stock_level'], created.position)).toBe(true);
    expect(
      await db.selectFrom('product_listing').select('name').where('product_id', '=', 'p9').executeTakeFirst(),
    ).toEqual({
      name: 'Track pants',
    });
  });

  it('resolves true for projections that do not handle the event types written', async () => {
    const written = await context.eventStore.append('newsletter-1', [somethingElse()]);
    const started = Date.now();
    expect(
      await waitForProjections(context.db, ['stock_level', 'product_listing'], written.position, { timeoutMs: 3000 }),
    ).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('returns false when a projection has not caught up within the time given', async () => {
    const { db, eventStore } = context;
    await host.stop();
    const written = await eventStore.append('stock-TEE-M', [stockAdded('TEE-M', 1)]);
    const started = Date.now();
    expect(await waitForProjections(db, ['stock_level'], written.position, { timeoutMs: 300 })).toBe(false);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(1500);
    expect(await waitForProjections(db, ['no_such_projection'], written.position, { timeoutMs: 100 })).toBe(false);

    host.start();
    expect(await waitForProjections(db, ['stock_level'], written.position)).toBe(true);
  });

  it('returns false at once when a named projection has failed', async () => {
    const { db, eventStore } = context;
    const written = await eventStore.append('stock-TEE-L', [stockAdded('TEE-L', 1)]);
    expect(await waitForProjections(db, ['stock_level'], written.position)).toBe(true);
    await db
      .updateTable('projection_checkpoints')
      .set({ status: 'failed' })
      .where('name', '=', 'product_listing')
      .execute();
    const later = await eventStore.append('stock-TEE-L', [stockAdded('TEE-L', 1)]);
    const started = Date.now();
    expect(await waitForProjections(db, ['product_listing'], later.position, { timeoutMs: 3000 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
