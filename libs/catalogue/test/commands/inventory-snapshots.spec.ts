import type { EventStore } from '@store/eventstore';
import { foldEvents, systemContext } from '@store/platform';
import type { TestDatabase } from '@store/platform/testing';
import { randomUUID } from 'node:crypto';
import { CatalogueCommands } from '../../src/commands/catalogue-store.service';
import { INVENTORY_SNAPSHOT_EVERY, InventorySnapshots } from '../../src/commands/inventory-snapshots';
import { evolveInventory, foldInventory, inventoryDecider, type InventoryEvent } from '../../src/domain/inventory';
import { inventoryStream } from '../../src/streams';
import { foldedInventory, openWriteSide, teeLine } from '../support/write-side';

/** #16: a product's inventory is loaded from its latest snapshot plus the events after it. */
describe('inventory snapshots', () => {
  let database: TestDatabase;
  let store: EventStore;
  let commands: CatalogueCommands;
  let snapshots: InventorySnapshots;
  let close: () => Promise<void>;
  const productId = randomUUID();
  const line = teeLine;

  beforeAll(async () => {
    let aProcess: () => CatalogueCommands;
    ({ database, store, snapshots, aProcess, close } = await openWriteSide());
    commands = aProcess();
  });
  afterAll(() => close());

  const adjust = (delta: number) =>
    commands.inventory(
      {
        type: 'AdjustStock',
        productId,
        variantId: null,
        size: 'M',
        delta,
        reason: 'stocked',
        now: new Date().toISOString(),
      },
      systemContext(),
    );

  const fullFold = () => foldedInventory(store, productId);

  it('writes a snapshot every INVENTORY_SNAPSHOT_EVERY events that equals the fold of the whole stream', async () => {
    await adjust(1000);
    const orders: string[] = [];
    for (let i = 0; i < INVENTORY_SNAPSHOT_EVERY * 2 + 10; i += 1) {
      const orderId = randomUUID();
      orders.push(orderId);
      await commands.reserveStock(productId, orderId, [line(1)], systemContext());
      if (i % 3 === 0) await commands.releaseStock(productId, orderId, systemContext());
    }
    const snapshot = await snapshots.load(inventoryStream(productId));
    const events = await store.readStream(inventoryStream(productId));
    expect(snapshot).toBeDefined();
    expect(snapshot!.revision).toBeGreaterThanOrEqual(events.length - 1 - INVENTORY_SNAPSHOT_EVERY);
    const foldedToSnapshot = foldEvents(
      inventoryDecider,
      events.slice(0, snapshot!.revision + 1).map((e) => ({ type: e.type, data: e.data }) as InventoryEvent),
    );
    expect(snapshot!.state).toEqual(foldedToSnapshot);

    // Decisions from the snapshot are the same as from the whole stream: 1000 - reserved units left.
    const state = await fullFold();
    const available = state.available['-|M'];
    await expect(
      commands.reserveStock(productId, randomUUID(), [line(available + 1)], systemContext()),
    ).rejects.toThrow();
    await commands.reserveStock(productId, randomUUID(), [line(available)], systemContext());
    expect((await fullFold()).available['-|M']).toBe(0);
  });

  it('folds a long stream in one pass (foldInventory) to the same state as evolve event by event', async () => {
    const events = (await store.readStream(inventoryStream(productId))).map(
      (e) => ({ type: e.type, data: e.data }) as InventoryEvent,
    );
    const initial = inventoryDecider.initialState();
    expect(foldInventory(initial, events)).toEqual(events.reduce(evolveInventory, initial));
    const half = Math.floor(events.length / 2);
    expect(foldInventory(foldInventory(initial, events.slice(0, half)), events.slice(half))).toEqual(
      events.reduce(evolveInventory, initial),
    );
  });

  it('still decides right with no snapshot (deleted) or an old one', async () => {
    await database.db.deleteFrom('inventory_snapshot' as never).execute();
    const orderId = randomUUID();
    await adjust(5);
    await commands.reserveStock(productId, orderId, [line(5)], systemContext());
    await expect(commands.reserveStock(productId, randomUUID(), [line(1)], systemContext())).rejects.toThrow();
    await commands.releaseStock(productId, orderId, systemContext());
    expect((await fullFold()).available['-|M']).toBe(5);
  });
});
