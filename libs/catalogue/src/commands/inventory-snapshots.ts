import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import { DATABASE, type Snapshot, type SnapshotStore } from '@store/platform';
import type { Kysely } from 'kysely';
import { foldInventory, initialInventoryState, type InventoryEvent, type InventoryState } from '../domain/inventory';
import { inventoryStream } from '../streams';

/** Raise when InventoryState or evolveInventory changes meaning: older snapshots are then ignored. */
export const INVENTORY_SNAPSHOT_SCHEMA = 3; // 2: sold lines moved to sale streams (#16), `committed` became `unsettled`; 3: `holders` (#38)
/** A snapshot is written once this many events were appended after the last one. */
export const INVENTORY_SNAPSHOT_EVERY = 100;

export interface InventorySnapshotTables {
  inventory_snapshot: {
    stream_id: string;
    revision: string | number;
    schema: number;
    state: InventoryState;
    saved_at: string | Date;
  };
}

/**
 * Snapshots of the inventory streams (`catalogue-inventory-{productId}`), so reserving stock reads
 * one row plus at most INVENTORY_SNAPSHOT_EVERY events, however long the product's history.
 * A cache of the write side: a missing or stale snapshot only means a longer read.
 */
@Injectable()
export class InventorySnapshots implements SnapshotStore<InventoryState> {
  constructor(@Inject(DATABASE) private readonly db: Kysely<InventorySnapshotTables>) {}

  async load(streamId: string): Promise<Snapshot<InventoryState> | undefined> {
    const row = await this.db
      .selectFrom('inventory_snapshot')
      .select(['revision', 'state'])
      .where('stream_id', '=', streamId)
      .where('schema', '=', INVENTORY_SNAPSHOT_SCHEMA)
      .executeTakeFirst();
    return row ? { revision: Number(row.revision), state: row.state } : undefined;
  }

  async save(streamId: string, { revision, state }: Snapshot<InventoryState>): Promise<void> {
    const values = {
      stream_id: streamId,
      revision,
      schema: INVENTORY_SNAPSHOT_SCHEMA,
      state: JSON.stringify(state) as unknown as InventoryState,
      saved_at: new Date().toISOString(),
    };
    await this.db
      .insertInto('inventory_snapshot')
      .values(values)
      .onConflict((c) =>
        c
          .column('stream_id')
          .doUpdateSet({ revision, schema: INVENTORY_SNAPSHOT_SCHEMA, state: values.state, saved_at: values.saved_at })
          // Never move a snapshot back (two writers saving out of order), unless its schema is older.
          .where((eb) =>
            eb.or([
              eb('inventory_snapshot.revision', '<', revision),
              eb('inventory_snapshot.schema', '<>', INVENTORY_SNAPSHOT_SCHEMA),
            ]),
          ),
      )
      .execute();
  }
}

/** A product's inventory state now: its latest snapshot (if any) plus the events after it. */
export async function loadInventory(
  store: EventStore,
  snapshots: InventorySnapshots | undefined,
  productId: string,
): Promise<InventoryState> {
  const snapshot = await snapshots?.load(inventoryStream(productId));
  const newer = await store.readStream(
    inventoryStream(productId),
    snapshot ? { fromRevision: snapshot.revision + 1 } : undefined,
  );
  return foldInventory(
    snapshot?.state ?? initialInventoryState(),
    newer.map((event) => ({ type: event.type, data: event.data }) as InventoryEvent),
  );
}
