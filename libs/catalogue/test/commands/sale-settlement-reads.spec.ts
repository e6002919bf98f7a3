import type { EventStore } from '@store/eventstore';
import { CommandHandling, systemContext } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { CatalogueCommands } from '../../src/commands/catalogue-store.service';
import { InventorySnapshots, loadInventory } from '../../src/commands/inventory-snapshots';
import { readSale, readSaleStreams } from '../../src/commands/sale-records';
import { INVENTORY_SETTLE_AT } from '../../src/domain/inventory';
import { SALE_STREAM_PREFIX, saleStream } from '../../src/streams';
import { openWriteSide, stockedTee, teeLine } from '../support/write-side';

/**
 * The store as the commands see it, counting the round trips that read sale streams (a readStream
 * of one, or a readStreams call), and losing the appends to the streams in `crashBefore` (as if
 * the process stopped between the inventory's append and the sale's).
 */
function instrumented(store: EventStore) {
  const reads = { readStream: 0, readStreams: [] as string[][] };
  const crashBefore = new Set<string>();
  const wrapped: EventStore = Object.create(store);
  wrapped.readStream = (streamId, options) => {
    if (streamId.startsWith(SALE_STREAM_PREFIX)) reads.readStream += 1;
    return store.readStream(streamId, options);
  };
  wrapped.readStreams = (streamIds) => {
    reads.readStreams.push([...streamIds]);
    return store.readStreams(streamIds);
  };
  wrapped.append = async (streamId, events, options) => {
    if (crashBefore.delete(streamId)) throw new Error('the process stopped');
    return store.append(streamId, events, options);
  };
  return { store: wrapped, reads, crashBefore };
}

/** #18: settling a batch of sales reads their sale streams in one round trip, and still records any that is missing. */
describe('settling sales reads their sale streams together', () => {
  let store: EventStore;
  let writeSide: CommandHandling;
  let snapshots: InventorySnapshots;
  let aProcess: (over: EventStore) => CatalogueCommands;
  let close: () => Promise<void>;
  const line = teeLine(1);

  beforeAll(async () => ({ store, writeSide, snapshots, aProcess, close } = await openWriteSide()));
  afterAll(() => close());

  const setUp = async () => {
    const probe = instrumented(store);
    const commands = aProcess(probe.store);
    const productId = await stockedTee(commands, 1000);
    const pay = async (orderId = randomUUID()) => {
      await commands.reserveStock(productId, orderId, [line], systemContext());
      await commands.commitStock(productId, orderId, systemContext());
      return orderId;
    };
    return { ...probe, commands, productId, pay };
  };

  it("reads each paid order's sale stream once for its own decision, and one call per settlement for the batch", async () => {
    const { reads, productId, pay } = await setUp();
    const orders: string[] = [];
    for (let i = 0; i < 2 * INVENTORY_SETTLE_AT; i += 1) orders.push(await pay());
    // Before #18: 126 round trips (every settlement read the 31 other sale streams one by one).
    expect(reads.readStream).toBe(orders.length);
    expect(reads.readStreams.map((ids) => ids.length)).toEqual([INVENTORY_SETTLE_AT - 1, INVENTORY_SETTLE_AT - 1]);
    const state = await loadInventory(store, snapshots, productId);
    expect(state.settles).toBe(2);
    expect(state.unsettled).toEqual({});
    for (const orderId of orders) expect((await readSale(writeSide, productId, orderId)).status).toBe('committed');
  });

  it('records a sale whose own recording was lost, at the revision read, before settling it', async () => {
    const { reads, crashBefore, productId, pay } = await setUp();
    const lost = randomUUID();
    crashBefore.add(saleStream(productId, lost));
    await expect(pay(lost)).rejects.toThrow('the process stopped');
    expect((await readSale(writeSide, productId, lost)).status).toBe('none');
    expect((await loadInventory(store, snapshots, productId)).unsettled[lost]?.status).toBe('committed');

    const before = reads.readStream;
    for (let i = 1; i < INVENTORY_SETTLE_AT; i += 1) await pay();
    expect(reads.readStream - before).toBe(INVENTORY_SETTLE_AT - 1);
    expect(reads.readStreams).toHaveLength(1);
    expect(reads.readStreams[0]).toContain(saleStream(productId, lost));

    expect(
      (await store.readStream(saleStream(productId, lost))).map((event) => (event.data as { status: string }).status),
    ).toEqual(['committed']);
    const state = await loadInventory(store, snapshots, productId);
    expect(state.settles).toBe(1);
    expect(state.unsettled).toEqual({});
  });

  it('readSaleStreams gives each order its sale and the revision it was read at', async () => {
    const { productId, pay, commands } = await setUp();
    const [sold, restocked, never] = [await pay(), await pay(), randomUUID()];
    await commands.releaseStock(productId, restocked, systemContext());
    const sales = await readSaleStreams(writeSide, productId, [sold, restocked, never, sold]);
    expect([...sales.keys()]).toEqual([sold, restocked, never]);
    expect(sales.get(sold)).toEqual({
      state: { status: 'committed', lines: [{ variantId: null, size: 'M', quantity: 1 }] },
      revision: 0,
    });
    expect(sales.get(restocked)).toMatchObject({ state: { status: 'restocked' }, revision: 1 });
    expect(sales.get(never)).toEqual({ state: { status: 'none', lines: [] }, revision: null });
  });
});
