import { inventoryStream } from '@store/catalogue/testing';
import type { EventStore } from '@store/eventstore';
import { UnpaidOrderHolds } from '@store/ordering';
import { EVENT_STORE } from '@store/platform';
import { createProduct, lineOf, placeOrder, shopper, startShop, type Shop } from '../support/shop';

describe('checkout compensations, on the real store', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it("releases every product's reservation and the shopper's unpaid-order hold when OrderPlaced cannot be written, so the stock sells again", async () => {
    const tee = await createProduct(shop);
    const cap = await createProduct(shop);
    const buyer = await shopper(shop);
    // Every unit of Black M of the one and Olive L of the other.
    const lines = [lineOf(tee, 'M', 3), lineOf(cap, 'L', 4, 1)];
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const append = store.append.bind(store);
    const failingOrders = jest
      .spyOn(store, 'append')
      .mockImplementation((stream, events, options) =>
        stream.startsWith('order-')
          ? Promise.reject(new Error('the order stream is unavailable'))
          : append(stream, events, options),
      );
    const failed = await placeOrder(shop, buyer.token, lines).finally(() => failingOrders.mockRestore());
    expect(failed.status).toBe(500);

    for (const product of [tee, cap]) {
      const moves = (await store.readStream(inventoryStream(product._id))).filter(
        (event) => event.type === 'StockReserved' || event.type === 'StockReleased',
      );
      expect(moves.map((event) => event.type)).toEqual(['StockReserved', 'StockReleased']);
      expect(new Set(moves.map((event) => (event.data as { orderId: string }).orderId)).size).toBe(1);
    }
    expect(await shop.app.get(UnpaidOrderHolds).unpaid({ kind: 'contact', key: `user:${buyer.id}` })).toBe(0);

    const placed = await placeOrder(shop, buyer.token, lines);
    expect(placed.status).toBe(201);
  }, 60_000);
});
