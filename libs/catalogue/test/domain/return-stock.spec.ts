import { inventoryDecider, type InventoryEvent } from '../../src/domain/inventory';
import { givenFor } from '@store/platform/testing';
import { NO_SALE } from '../../src/domain/sale-record';

const now = '2026-11-23T10:00:00.000Z';
const lines = [{ variantId: 'v1', size: 'M', quantity: 2 }];

describe("inventory: a return's units back in stock ('returned to stock')", () => {
  const given = givenFor(inventoryDecider);
  const sold: InventoryEvent[] = [
    {
      type: 'StockSet',
      data: { productId: 'p1', variantId: 'v1', size: 'M', previous: 0, quantity: 3, reason: 'initial', at: now },
    },
    { type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', lines, at: now } },
    { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', lines, at: now } },
  ];
  const returnStock = {
    type: 'ReturnStock' as const,
    productId: 'p1',
    orderId: 'o1',
    reason: 'returned to stock',
    now,
    sale: NO_SALE,
    settlesSeen: 0,
  };

  it('releases the units the order bought, with the reason', () =>
    given(sold)
      .when(returnStock)
      .then([
        {
          type: 'StockReleased',
          data: { productId: 'p1', orderId: 'o1', lines, at: now, reason: 'returned to stock' },
        },
      ]));

  it('does it once: a retry after the units came back changes nothing', () =>
    given([
      ...sold,
      { type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', lines, at: now, reason: 'returned to stock' } },
    ])
      .when(returnStock)
      .then([]));

  it('releases the reservation of a returned order whose sale was not committed yet (its commit job late), once', () => {
    given(sold.slice(0, 2))
      .when(returnStock)
      .then([
        {
          type: 'StockReleased',
          data: { productId: 'p1', orderId: 'o1', lines, at: now, reason: 'returned to stock' },
        },
      ]);
    given([
      ...sold.slice(0, 2),
      { type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', lines, at: now, reason: 'returned to stock' } },
    ])
      .when(returnStock)
      .then([]);
  });
});
