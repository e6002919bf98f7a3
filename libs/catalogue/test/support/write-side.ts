import { createEventStore, eventStoreMigrations, type EventStore } from '@store/eventstore';
import { CommandHandling, foldEvents, systemClock, systemContext } from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { randomUUID } from 'node:crypto';
import { catalogueMigrations } from '../../src';
import { CatalogueCommands } from '../../src/commands/catalogue-store.service';
import { InventorySnapshots } from '../../src/commands/inventory-snapshots';
import { inventoryDecider, type InventoryEvent } from '../../src/domain/inventory';
import { inventoryStream } from '../../src/streams';

/** The catalogue's write side on a database of its own, without the HTTP app: for the command specs. */
export interface WriteSide {
  database: TestDatabase;
  store: EventStore;
  writeSide: CommandHandling;
  snapshots: InventorySnapshots;
  /** The catalogue's commands as one process has them (its own InventoryWriter), over `store` unless given. */
  aProcess(store?: EventStore): CatalogueCommands;
  close(): Promise<void>;
}

export async function openWriteSide(): Promise<WriteSide> {
  const database = await createTestDatabase([eventStoreMigrations, catalogueMigrations]);
  const store = createEventStore({ databaseUrl: database.url, eventStoreUrl: '' });
  const snapshots = new InventorySnapshots(database.db);
  return {
    database,
    store,
    writeSide: new CommandHandling(store, systemClock),
    snapshots,
    aProcess: (over = store) => new CatalogueCommands(new CommandHandling(over, systemClock), snapshots),
    async close() {
      await store.close();
      await database.destroy();
    },
  };
}

/** A reservation line of the product's own colour ('Original'), size M. */
export const teeLine = (quantity: number) => ({
  variantId: null,
  size: 'M',
  quantity,
  productName: 'Tee',
  colourName: 'Original',
});

/** Sets size M of the product's own colour to `quantity` units (a new product unless one is given); its id. */
export async function stockedTee(commands: CatalogueCommands, quantity: number, productId = randomUUID()) {
  const now = new Date().toISOString();
  await commands.inventory(
    { type: 'SetStock', productId, variantId: null, size: 'M', quantity, reason: 'stocked', now },
    systemContext(),
  );
  return productId;
}

/** The product's inventory folded from its whole stream (no snapshot). */
export async function foldedInventory(store: EventStore, productId: string) {
  const events = await store.readStream(inventoryStream(productId));
  return foldEvents(
    inventoryDecider,
    events.map((event) => ({ type: event.type, data: event.data }) as InventoryEvent),
  );
}
