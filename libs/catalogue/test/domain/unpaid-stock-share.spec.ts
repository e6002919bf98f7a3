import { ConflictError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import {
  evolveInventory,
  foldInventory,
  initialInventoryState,
  inventoryDecider,
  type HolderShare,
  type InventoryEvent,
} from '../../src/domain/inventory';
import { NO_SALE } from '../../src/domain/sale-record';

const now = '2026-11-22T10:00:00.000Z';
const noSale = { sale: NO_SALE, settlesSeen: 0 };
const line = (quantity: number, size = 'M') => ({
  variantId: 'v1',
  size,
  quantity,
  productName: 'Flex Tee',
  colourName: 'Black',
});
const reservedLines = (quantity: number, size = 'M') => [{ variantId: 'v1', size, quantity }];
const stock = (quantity: number, size = 'M'): InventoryEvent => ({
  type: 'StockSet',
  data: { productId: 'p1', variantId: 'v1', size, previous: 0, quantity, reason: 'initial', at: now },
});
const reserved = (orderId: string, quantity: number, holders?: string[], size = 'M'): InventoryEvent => ({
  type: 'StockReserved',
  data: { productId: 'p1', orderId, lines: reservedLines(quantity, size), at: now, ...(holders ? { holders } : {}) },
});
const share = (...holders: string[]): HolderShare => ({ holders, percent: 25, minimumUnits: 2 });
const reserve = (orderId: string, quantity: number, holderShare?: HolderShare, size = 'M') => ({
  type: 'ReserveStock' as const,
  productId: 'p1',
  orderId,
  lines: [line(quantity, size)],
  now,
  ...(holderShare ? { share: holderShare } : {}),
});

/** Issue #38: unpaid guest orders of one contact or browser hold at most their share of a colour and size. */
describe('the share of a size that one holder may keep unpaid', () => {
  const given = givenFor(inventoryDecider);

  it('reserves within the share and records who holds it', () =>
    given([stock(20)])
      .when(reserve('o1', 5, share('id:asha', 'device:d1')))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o1', lines: reservedLines(5), at: now, holders: ['id:asha', 'device:d1'] },
        },
      ]));

  it("refuses a holder's unpaid units beyond 25% of the units on hand with 'At most {n} units of {product} in size {size} ({colour}) can wait for payment per shopper'", () =>
    given([stock(20), reserved('o1', 4, ['id:asha', 'device:d1'])])
      .when(reserve('o2', 2, share('id:asha', 'device:d2')))
      .thenFails(
        'At most 5 units of Flex Tee in size M (Black) can wait for payment per shopper. Pay for the order you placed first, or order fewer.',
        ConflictError,
      ));

  it('counts the browser as a holder of its own: another contact in the same browser shares its units', () =>
    given([stock(20), reserved('o1', 4, ['id:asha', 'device:d1'])])
      .when(reserve('o2', 2, share('id:ravi', 'device:d1')))
      .thenFails(/^At most 5 units of Flex Tee/, ConflictError));

  it("leaves other holders' and signed-in shoppers' reservations out of a holder's count", () =>
    given([stock(20), reserved('o1', 5, ['id:asha', 'device:d1']), reserved('o2', 6)])
      .when(reserve('o3', 5, share('id:ravi', 'device:d2')))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o3', lines: reservedLines(5), at: now, holders: ['id:ravi', 'device:d2'] },
        },
      ]));

  it('measures the share on the units on hand, reserved ones included, so it does not shrink as others reserve', () =>
    // 20 on hand, 15 of them reserved by others: 25% is still 5.
    given([stock(20), reserved('o1', 15)])
      .when(reserve('o2', 5, share('id:asha')))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o2', lines: reservedLines(5), at: now, holders: ['id:asha'] },
        },
      ]));

  it('allows at least the minimum of units for the last units of a size', () => {
    given([stock(3)])
      .when(reserve('o1', 2, share('id:asha')))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o1', lines: reservedLines(2), at: now, holders: ['id:asha'] },
        },
      ]);
    given([stock(3)])
      .when(reserve('o1', 3, share('id:asha')))
      .thenFails(
        'At most 2 units of Flex Tee in size M (Black) can wait for payment per shopper. Pay for the order you placed first, or order fewer.',
        ConflictError,
      );
    given([stock(1)])
      .when(reserve('o1', 1, { holders: ['id:asha'], percent: 25, minimumUnits: 1 }))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o1', lines: reservedLines(1), at: now, holders: ['id:asha'] },
        },
      ]);
  });

  it('says "1 unit" when the share is one unit', () =>
    given([stock(2), reserved('o1', 1, ['id:asha'])])
      .when(reserve('o2', 1, { holders: ['id:asha'], percent: 10, minimumUnits: 1 }))
      .thenFails(
        'At most 1 unit of Flex Tee in size M (Black) can wait for payment per shopper. Pay for the order you placed first, or order fewer.',
        ConflictError,
      ));

  it('checks each colour and size on its own', () =>
    given([stock(4, 'M'), stock(4, 'L'), reserved('o1', 2, ['id:asha'], 'M')])
      .when(reserve('o2', 2, share('id:asha'), 'L'))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o2', lines: reservedLines(2, 'L'), at: now, holders: ['id:asha'] },
        },
      ]));

  it('frees the share once the order is paid (committed) or its stock released', () => {
    const held = [stock(8), reserved('o1', 2, ['id:asha'])];
    given(held)
      .when(reserve('o2', 1, share('id:asha')))
      .thenFails(/^At most 2 units/, ConflictError);
    const sold: InventoryEvent = {
      type: 'StockCommitted',
      data: { productId: 'p1', orderId: 'o1', lines: reservedLines(2), at: now },
    };
    given([...held, sold])
      .when(reserve('o2', 2, share('id:asha')))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o2', lines: reservedLines(2), at: now, holders: ['id:asha'] },
        },
      ]);
    const released: InventoryEvent = {
      type: 'StockReleased',
      data: { productId: 'p1', orderId: 'o1', lines: reservedLines(2), at: now },
    };
    given([...held, released])
      .when(reserve('o2', 2, share('id:asha')))
      .then([
        {
          type: 'StockReserved',
          data: { productId: 'p1', orderId: 'o2', lines: reservedLines(2), at: now, holders: ['id:asha'] },
        },
      ]);
  });

  it('keeps the holders of open reservations alike in evolve and fold', () => {
    const events: InventoryEvent[] = [
      stock(10),
      reserved('o1', 1, ['id:asha']),
      reserved('o2', 1, ['id:ravi']),
      reserved('o3', 1),
      { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', lines: reservedLines(1), at: now } },
    ];
    const folded = foldInventory(initialInventoryState(), events);
    expect(events.reduce(evolveInventory, initialInventoryState())).toEqual(folded);
    expect(folded.holders).toEqual({ o2: ['id:ravi'] });
  });

  it('releases a held reservation like any other', () =>
    given([stock(4), reserved('o1', 2, ['id:asha'])])
      .when({ type: 'ReleaseStock', productId: 'p1', orderId: 'o1', now, ...noSale })
      .then([{ type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', lines: reservedLines(2), at: now } }]));
});
