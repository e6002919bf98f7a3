import { givenFor } from '@store/platform/testing';
import {
  foldInventory,
  INVENTORY_SETTLE_AT,
  initialInventoryState,
  inventoryDecider,
  SaleRecordOutdated,
  type InventoryEvent,
} from '../../src/domain/inventory';
import { NO_SALE, saleRecordDecider, type SaleRecord } from '../../src/domain/sale-record';

const now = '2026-11-24T10:00:00.000Z';
const lines = [{ variantId: 'v1', size: 'M', quantity: 2 }];
const sold: SaleRecord = { status: 'committed', lines };
const restocked: SaleRecord = { status: 'restocked', lines };
const stocked: InventoryEvent = {
  type: 'StockSet',
  data: { productId: 'p1', variantId: 'v1', size: 'M', previous: 0, quantity: 10, reason: 'initial', at: now },
};
const reserved = (orderId: string): InventoryEvent => ({
  type: 'StockReserved',
  data: { productId: 'p1', orderId, lines, at: now },
});
const committed = (orderId: string): InventoryEvent => ({
  type: 'StockCommitted',
  data: { productId: 'p1', orderId, lines, at: now },
});
const released = (orderId: string, reason?: string): InventoryEvent => ({
  type: 'StockReleased',
  data: { productId: 'p1', orderId, lines, at: now, ...(reason ? { reason } : {}) },
});
const settled = (...orderIds: string[]): InventoryEvent => ({
  type: 'StockCommitmentSettled',
  data: { productId: 'p1', orderIds, at: now },
});
/** o1 paid, its sale copied to its sale stream and forgotten by the inventory (one settlement so far). */
const paidAndSettled = [stocked, reserved('o1'), committed('o1'), settled('o1')];

const release = (sale: SaleRecord, settlesSeen = 1) => ({
  type: 'ReleaseStock' as const,
  productId: 'p1',
  orderId: 'o1',
  now,
  sale,
  settlesSeen,
});
const returned = (sale: SaleRecord, settlesSeen = 1) => ({
  type: 'ReturnStock' as const,
  productId: 'p1',
  orderId: 'o1',
  reason: 'returned to stock',
  now,
  sale,
  settlesSeen,
});
const commit = (sale: SaleRecord, settlesSeen = 1) => ({
  type: 'CommitStock' as const,
  productId: 'p1',
  orderId: 'o1',
  now,
  sale,
  settlesSeen,
});

describe("inventory (#16): sold units live in the order's sale stream, so the state stays bounded", () => {
  const given = givenFor(inventoryDecider);

  it('forgets a paid order once its sale is settled: only what is on sale and open reservations remain', () => {
    const state = foldInventory(initialInventoryState(), paidAndSettled);
    expect(state).toEqual({ available: { 'v1|M': 8 }, reservations: {}, holders: {}, unsettled: {}, settles: 1 });
  });

  it("restocks a paid order cancelled after its sale was settled, from the sale stream's lines, exactly once", () => {
    given(paidAndSettled)
      .when(release(sold))
      .then([released('o1')]);
    // A retry before the sale stream has the restock: the inventory's own unsettled entry says so.
    given([...paidAndSettled, released('o1')])
      .when(release(sold))
      .then([]);
    // A retry after it was settled too: the sale stream says so.
    given([...paidAndSettled, released('o1'), settled('o1')])
      .when(release(restocked, 2))
      .then([]);
  });

  it("puts a return's units back ('returned to stock') exactly once, before or after the settlement", () => {
    given(paidAndSettled)
      .when(returned(sold))
      .then([released('o1', 'returned to stock')]);
    given([...paidAndSettled, released('o1', 'returned to stock')])
      .when(returned(sold))
      .then([]);
    given([...paidAndSettled, released('o1', 'returned to stock'), settled('o1')])
      .when(returned(restocked, 2))
      .then([]);
    // A cancel after the return (or the other way round) never restocks a second time.
    given([...paidAndSettled, released('o1', 'returned to stock')])
      .when(release(sold))
      .then([]);
    given([...paidAndSettled, released('o1')])
      .when(returned(sold))
      .then([]);
  });

  it('never commits a sale twice: a retried commit after the settlement, or after the units came back, takes nothing', () => {
    given(paidAndSettled).when(commit(sold)).then([]);
    given([...paidAndSettled, released('o1'), settled('o1')])
      .when(commit(restocked, 2))
      .then([]);
    given([stocked, reserved('o1'), committed('o1')])
      .when(commit(NO_SALE, 0))
      .then([]);
    given([stocked, reserved('o1')])
      .when(commit(NO_SALE, 0))
      .then([committed('o1')]);
  });

  it('asks for the sale stream again when a settlement happened after it was read (it may be stale)', () => {
    const state = foldInventory(initialInventoryState(), [...paidAndSettled, released('o1'), settled('o1')]);
    // Read before the second settlement: the stream said 'committed', the state no longer has o1.
    expect(() => inventoryDecider.decide(release(sold, 1), state)).toThrow(SaleRecordOutdated);
    expect(() => inventoryDecider.decide(returned(sold, 1), state)).toThrow(SaleRecordOutdated);
    expect(() => inventoryDecider.decide(commit(sold, 1), state)).toThrow(SaleRecordOutdated);
  });

  it('settles only the sales whose status the sale stream has; none left, no event', () => {
    const twoSold = [stocked, reserved('o1'), committed('o1'), reserved('o2'), committed('o2'), released('o2')];
    const settle = (recorded: Array<{ orderId: string; status: SaleRecord['status'] }>) => ({
      type: 'SettleStockCommitments' as const,
      productId: 'p1',
      recorded,
      now,
    });
    // o2 was restocked after its 'committed' was copied: it stays until 'restocked' is copied too.
    given(twoSold)
      .when(
        settle([
          { orderId: 'o1', status: 'committed' },
          { orderId: 'o2', status: 'committed' },
        ]),
      )
      .then([settled('o1')]);
    given([...twoSold, settled('o1')])
      .when(settle([{ orderId: 'o1', status: 'committed' }]))
      .then([]);
  });

  it('keeps the state the same size after 128 or 10,240 paid orders (settled every INVENTORY_SETTLE_AT)', () => {
    const history = (orders: number) => {
      const events: InventoryEvent[] = [
        { ...stocked, data: { ...(stocked.data as object), quantity: 1_000_000 } } as InventoryEvent,
      ];
      let waiting: string[] = [];
      for (let i = 0; i < orders; i += 1) {
        const orderId = `o${String(i).padStart(6, '0')}`;
        events.push(reserved(orderId), committed(orderId));
        if (i % 10 === 0) events.push(released(orderId)); // some cancelled after payment
        waiting.push(orderId);
        if (waiting.length >= INVENTORY_SETTLE_AT) {
          events.push(settled(...waiting));
          waiting = [];
        }
      }
      return foldInventory(initialInventoryState(), events);
    };
    const small = history(4 * INVENTORY_SETTLE_AT);
    const large = history(320 * INVENTORY_SETTLE_AT);
    expect(Object.keys(large.unsettled).length).toBeLessThan(INVENTORY_SETTLE_AT);
    expect(large.reservations).toEqual({});
    const bytes = (state: object) => Buffer.byteLength(JSON.stringify({ ...state, settles: 0 }));
    expect(bytes(large)).toBeLessThanOrEqual(bytes(small) + 2); // the level's digits only
    expect(large.available['v1|M']).toBe(1_000_000 - 2 * 10_240 + 2 * 1_024);
  });

  it('folds a log written before #16 (commits with no settlement): its sales stay decidable until settled', () => {
    const old = [stocked, reserved('o1'), committed('o1'), reserved('o2'), committed('o2'), released('o2')];
    const state = foldInventory(initialInventoryState(), old);
    expect(state.unsettled).toEqual({ o1: sold, o2: restocked });
    expect(state.available['v1|M']).toBe(8);
    given(old)
      .when(release(NO_SALE, 0))
      .then([released('o1')]);
    given(old)
      .when({ ...returned(NO_SALE, 0), orderId: 'o2' })
      .then([]);
    given(old)
      .when({ ...commit(NO_SALE, 0), orderId: 'o2' })
      .then([]);
  });
});

describe("sale record (one order's sold units of one product)", () => {
  const given = givenFor(saleRecordDecider);
  const record = (status: 'committed' | 'restocked') => ({
    type: 'RecordSale' as const,
    productId: 'p1',
    orderId: 'o1',
    status,
    lines,
    now,
  });
  const recorded = (status: 'committed' | 'restocked') => ({
    type: 'SaleRecorded' as const,
    data: { productId: 'p1', orderId: 'o1', status, lines, at: now },
  });

  it('moves forwards only: committed, then restocked; repeats and older statuses change nothing', () => {
    given()
      .when(record('committed'))
      .then([recorded('committed')]);
    given([recorded('committed')])
      .when(record('committed'))
      .then([]);
    given([recorded('committed')])
      .when(record('restocked'))
      .then([recorded('restocked')]);
    given([recorded('restocked')])
      .when(record('committed'))
      .then([]);
    given()
      .when(record('restocked'))
      .then([recorded('restocked')]);
  });
});
