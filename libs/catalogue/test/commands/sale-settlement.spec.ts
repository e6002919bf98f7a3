import type { EventStore } from '@store/eventstore';
import { CommandHandling, systemContext } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { CatalogueCommands } from '../../src/commands/catalogue-store.service';
import { InventorySnapshots, loadInventory } from '../../src/commands/inventory-snapshots';
import { readSale } from '../../src/commands/sale-records';
import { INVENTORY_SETTLE_AT } from '../../src/domain/inventory';
import { inventoryStream } from '../../src/streams';
import { openWriteSide, stockedTee, teeLine } from '../support/write-side';

/** #16: paid orders leave the inventory state for their sale streams; restocks stay exactly-once. */
describe('inventory sales settled into sale streams', () => {
  let store: EventStore;
  let writeSide: CommandHandling;
  let commands: CatalogueCommands;
  let snapshots: InventorySnapshots;
  let close: () => Promise<void>;
  const line = teeLine;
  const context = () => systemContext();

  beforeAll(async () => {
    let aProcess: () => CatalogueCommands;
    ({ store, writeSide, snapshots, aProcess, close } = await openWriteSide());
    commands = aProcess();
  });
  afterAll(() => close());

  const stocked = (quantity: number) => stockedTee(commands, quantity);
  const available = async (productId: string) => (await loadInventory(store, snapshots, productId)).available['-|M'];
  const paid = async (productId: string, quantity = 1) => {
    const orderId = randomUUID();
    await commands.reserveStock(productId, orderId, [line(quantity)], context());
    await commands.commitStock(productId, orderId, context());
    return orderId;
  };

  it('keeps fewer than INVENTORY_SETTLE_AT paid orders in the state, each sale in its own stream', async () => {
    const productId = await stocked(1000);
    const orders: string[] = [];
    for (let i = 0; i < 3 * INVENTORY_SETTLE_AT + 5; i += 1) orders.push(await paid(productId));
    const state = await loadInventory(store, snapshots, productId);
    expect(Object.keys(state.unsettled).length).toBeLessThan(INVENTORY_SETTLE_AT);
    expect(state.settles).toBe(3);
    expect(state.available['-|M']).toBe(1000 - orders.length);
    for (const orderId of [orders[0], orders[orders.length - 1]])
      expect((await readSale(writeSide, productId, orderId)).status).toBe('committed');
  });

  it('restocks a paid order cancelled long after (its sale settled) exactly once, however often and concurrently retried', async () => {
    const productId = await stocked(100);
    const cancelled = await paid(productId, 3);
    for (let i = 0; i < INVENTORY_SETTLE_AT; i += 1) await paid(productId);
    expect((await loadInventory(store, snapshots, productId)).unsettled[cancelled]).toBeUndefined();
    const before = await available(productId);
    await Promise.all([1, 2, 3, 4].map(() => commands.releaseStock(productId, cancelled, context())));
    await commands.releaseStock(productId, cancelled, context());
    expect(await available(productId)).toBe(before + 3);
    // A late commit, or a return, of the restocked order takes or gives nothing again.
    await commands.commitStock(productId, cancelled, context());
    await commands.returnStock(productId, cancelled, 'returned to stock', context());
    expect(await available(productId)).toBe(before + 3);
    expect((await readSale(writeSide, productId, cancelled)).status).toBe('restocked');
  });

  it("puts a settled order's return back ('returned to stock') exactly once, and a retried commit never sells it twice", async () => {
    const productId = await stocked(100);
    const returned = await paid(productId, 2);
    for (let i = 0; i < INVENTORY_SETTLE_AT; i += 1) await paid(productId);
    const before = await available(productId);
    await Promise.all([
      commands.commitStock(productId, returned, context()),
      commands.commitStock(productId, returned, context()),
    ]);
    expect(await available(productId)).toBe(before);
    await Promise.all([1, 2, 3].map(() => commands.returnStock(productId, returned, 'returned to stock', context())));
    expect(await available(productId)).toBe(before + 2);
    const moves = (await store.readStream(inventoryStream(productId))).filter(
      (e) => e.type === 'StockReleased' && (e.data as { orderId: string }).orderId === returned,
    );
    expect(moves.map((e) => (e.data as { reason: string }).reason)).toEqual(['returned to stock']);
  });

  it('reads a log written before #16 (sales kept in the state, no sale streams): restocks once, then settles it', async () => {
    const productId = randomUUID();
    const [o1, o2] = [randomUUID(), randomUUID()];
    const at = new Date().toISOString();
    const lines = [{ variantId: null, size: 'M', quantity: 2 }];
    const metadata = {
      actor: { id: null, role: 'system' as const },
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: at,
    };
    await store.append(
      inventoryStream(productId),
      [
        {
          type: 'StockSet',
          data: { productId, variantId: null, size: 'M', previous: 0, quantity: 10, reason: 'x', at },
          metadata,
        },
        ...[o1, o2].flatMap((orderId) => [
          { type: 'StockReserved', data: { productId, orderId, lines, at }, metadata },
          { type: 'StockCommitted', data: { productId, orderId, lines, at }, metadata },
        ]),
      ],
      { expectedRevision: 'no_stream' },
    );
    await commands.returnStock(productId, o1, 'returned to stock', context());
    await commands.returnStock(productId, o1, 'returned to stock', context());
    await commands.releaseStock(productId, o2, context());
    await commands.releaseStock(productId, o2, context());
    expect(await available(productId)).toBe(10);
    expect((await readSale(writeSide, productId, o1)).status).toBe('restocked');
    expect((await readSale(writeSide, productId, o2)).status).toBe('restocked');
  });
});
