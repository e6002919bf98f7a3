import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  eventStoreMigrations,
  PostgresEventStore,
  positionToString,
  type NewEvent,
  type Position,
} from '@store/eventstore';
import { projectionMigrations, ProjectionHost, waitForProjections } from '@store/projections';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { catalogueMigrations } from '../../src';
import { PRODUCT_LISTING_PROJECTION, productListingProjection } from '../../src/projections/catalogue.projections';
import { ProductsQuery } from '../../src/queries/products.query';
import { inventoryStream, productStream } from '../../src/streams';
import { adminEvent, at } from '../support/catalogue-log';
import { pricedAt, productDetails } from '../support/product-fixtures';

const details = productDetails({ name: 'Pulse Tee', description: 'A tee' });
const flags = { isFeatured: false, isNewArrival: false, isBestSeller: false };
const stockSet = (productId: string, quantity: number, second: number) =>
  adminEvent('StockSet', {
    productId,
    variantId: null,
    size: 'M',
    previous: 0,
    quantity,
    reason: 'count',
    at: at(second),
  });

describe('prices cached through stock moves (product_data_version)', () => {
  let database: TestDatabase;
  let eventStore: PostgresEventStore;
  let host: ProjectionHost;
  let products: ProductsQuery;
  const productId = randomUUID();

  const applied = async (streamId: string, ...events: NewEvent[]) => {
    const { position } = await eventStore.append(streamId, events);
    expect(
      await waitForProjections(database.db, [PRODUCT_LISTING_PROJECTION], position as Position, { timeoutMs: 10_000 }),
    ).toBe(true);
  };
  const token = async () =>
    (await database.db.selectFrom('product_data_version').select('changed_at').executeTakeFirst())?.changed_at;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations, projectionMigrations, catalogueMigrations], {
      maxConnections: 5,
    });
    eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 3, pollIntervalMs: 100 });
    host = new ProjectionHost({
      projections: [productListingProjection],
      db: database.db,
      eventStore,
      databaseUrl: database.url,
    });
    host.start();
    products = new ProductsQuery(database.db, { DATABASE_URL: database.url });
    await applied(
      productStream(productId),
      adminEvent('ProductCreated', {
        productId,
        details,
        pricing: pricedAt(999),
        flags,
        isUpcoming: false,
        createdAt: at(1),
      }),
    );
  });

  afterAll(async () => {
    await products?.onModuleDestroy();
    await host?.stop();
    await eventStore?.close();
    await database?.destroy();
  });

  it('keeps its position through stock moves and moves to the changing event when a product changes', async () => {
    const first = await token();
    expect(first).toEqual(expect.any(String));
    await applied(inventoryStream(productId), stockSet(productId, 5, 2));
    expect(await token()).toBe(first);
    const { position } = await eventStore.append(productStream(productId), [
      adminEvent('ProductPricingChanged', { productId, pricing: pricedAt(1299), changedAt: at(3) }),
    ]);
    await waitForProjections(database.db, [PRODUCT_LISTING_PROJECTION], position, { timeoutMs: 10_000 });
    expect(await token()).toBe(positionToString(position));
  });

  it('prices an order from the cache after a stock move, and at the new price once the price changed', async () => {
    const before = await products.forPricing(productId);
    await applied(inventoryStream(productId), stockSet(productId, 7, 4));
    // The same object: not read again for the stock move (its stock is not what an order uses).
    expect(await products.forPricing(productId)).toBe(before);
    expect((await products.byId(productId))?.stock).not.toEqual(before?.stock);

    await applied(
      productStream(productId),
      adminEvent('ProductPricingChanged', { productId, pricing: pricedAt(1499), changedAt: at(5) }),
    );
    expect((await products.forPricing(productId))?.effectivePrice).toBe(1499);
  });

  it('asks the database for the version again only once the listing runner of this process has committed', async () => {
    const cached = await products.forPricing(productId);
    // Changed behind the runner's back (nothing else writes its tables while it runs here): not looked for.
    await sql`update product_data_version set changed_at = 'behind-its-back'`.execute(database.db);
    expect(await products.forPricing(productId)).toBe(cached);
    // The runner commits a batch (a stock move): the version is read again, and the change found.
    await applied(inventoryStream(productId), stockSet(productId, 9, 6));
    expect(await products.forPricing(productId)).not.toBe(cached);
  });
});
