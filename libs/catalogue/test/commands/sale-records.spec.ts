import { createEventStore, eventStoreMigrations, type EventStore } from '@store/eventstore';
import { systemContext } from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { randomUUID } from 'node:crypto';
import { catalogueMigrations } from '../../src';
import { readSaleStream, recordSale } from '../../src/commands/sale-records';
import { saleStream } from '../../src/streams';

/** #18: a sale is recorded at the revision its stream was read at, and afresh when that no longer holds. */
describe('sale records', () => {
  let database: TestDatabase;
  let store: EventStore;
  const lines = [{ variantId: null, size: 'M', quantity: 1 }];

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations, catalogueMigrations]);
    store = createEventStore({ databaseUrl: database.url, eventStoreUrl: '' });
  });
  afterAll(async () => {
    await store.close();
    await database.destroy();
  });

  it('records once whatever the stale reads: a status already there is not written again, a later one is', async () => {
    const productId = randomUUID();
    const orderId = randomUUID();
    const before = await readSaleStream(store, productId, orderId);
    expect(before).toEqual({ state: { status: 'none', lines: [] }, revision: null });
    await recordSale(store, productId, orderId, { status: 'committed', lines }, systemContext(), before);
    // Both read before that write: one repeats it, one moves it on.
    await recordSale(store, productId, orderId, { status: 'committed', lines }, systemContext(), before);
    await recordSale(store, productId, orderId, { status: 'restocked', lines }, systemContext(), before);
    const recorded = await store.readStream(saleStream(productId, orderId));
    expect(recorded.map((event) => event.data.status)).toEqual(['committed', 'restocked']);
    expect((await readSaleStream(store, productId, orderId)).revision).toBe(1);
  });
});
