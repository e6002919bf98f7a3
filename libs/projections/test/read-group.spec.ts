import type { SubscribeOptions } from '@store/eventstore';
import { defineProjection, ProjectionHost } from '../src';
import { appendStockMovements, expectedStockLevels, productCreated } from './support/events';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';
import { stockLevels, useTestContext, waitUntil } from './support/harness';

describe('projections of one read group', () => {
  const context = useTestContext({ beforeClose: () => jest.restoreAllMocks() });

  it('read the union of their types together and each applies only its own, catching up and live', async () => {
    const { db, eventStore } = context;
    // A log of both kinds, longer than a page, before the host starts (catching up).
    for (let n = 0; n < 40; n += 1) await eventStore.append(`product-rg-${n}`, [productCreated(`rg-${n}`, `Tee ${n}`)]);
    await appendStockMovements(eventStore, 2500, { perAppend: 250 });

    const subscribed: SubscribeOptions[] = [];
    const subscribe = eventStore.subscribeToAll.bind(eventStore);
    jest.spyOn(eventStore, 'subscribeToAll').mockImplementation((options = {}) => {
      subscribed.push(options);
      return subscribe(options);
    });
    const inGroup = <T extends { handlers: object }>(projection: T) =>
      defineProjection({ ...(projection as any), readGroup: 'fixture' });
    const host = new ProjectionHost({
      projections: [inGroup(stockLevelProjection()), inGroup(productListingProjection())],
      db,
      eventStore,
      databaseUrl: context.url,
    });
    host.start();
    try {
      await waitUntil('both caught up', async () => {
        const listed = await db.selectFrom('product_listing').select('product_id').execute();
        return (
          listed.length === 40 && JSON.stringify(await stockLevels(db)) === JSON.stringify(expectedStockLevels(2500))
        );
      });
      expect(subscribed.map((options) => options.eventTypes)).toEqual([
        ['ProductCreated', 'ProductRenamed', 'StockAdded', 'StockRemoved'],
        ['ProductCreated', 'ProductRenamed', 'StockAdded', 'StockRemoved'],
      ]);
      expect(subscribed.every((options) => options.readGroup === 'fixture')).toBe(true);

      // Live.
      await eventStore.append('product-rg-live', [productCreated('rg-live', 'Live tee')]);
      await appendStockMovements(eventStore, 20, { offset: 2500 });
      await waitUntil('both applied the live events', async () => {
        const listed = await db.selectFrom('product_listing').select('product_id').execute();
        return (
          listed.length === 41 && JSON.stringify(await stockLevels(db)) === JSON.stringify(expectedStockLevels(2520))
        );
      });
      expect(host.summary().every((runner) => runner.state === 'active')).toBe(true);
    } finally {
      await host.stop();
    }
  });
});
