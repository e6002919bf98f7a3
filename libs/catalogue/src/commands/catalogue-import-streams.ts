import type { CatalogueImportRowError } from '@store/contracts';
import { MAX_STREAMS_PER_READ, type EventMetadata, type EventStore, type StreamWrite } from '@store/eventstore';
import type { CommandContext } from '@store/platform';
import {
  catalogueImportDecider,
  isAdminStockDecision,
  isInventoryEvent,
  type ImportedProductState,
} from '../domain/catalogue-import';
import { initialInventoryState, type InventoryEvent } from '../domain/inventory';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { evolveProduct, initialProductState, type ProductState } from '../domain/product-decider';
import type { ProductEvent } from '../domain/product-events';
import { importStream, inventoryStream, productStream } from '../streams';
import type { ImportFile } from './catalogue-import-answers';
import type { ImportGroup } from './catalogue-import-file';
import type { ImportPlan } from './catalogue-import-plan';
import type { CatalogueCommands } from './catalogue-store.service';
import type { CheckedRevisions } from './staged-imports';

/** Inventory streams read at once while loading an import's products. */
const INVENTORY_READS_AT_ONCE = 8;

/** A product's streams as an import read them (revision -1: no stream). */
export interface LoadedProduct {
  state: ImportedProductState;
  productRevision: number;
  inventoryRevision: number;
}

export const statesOf = (loaded: Map<string, LoadedProduct>) =>
  new Map([...loaded].map(([productId, { state }]) => [productId, state]));

export const revisionsOf = (loaded: Map<string, LoadedProduct>): CheckedRevisions =>
  Object.fromEntries(
    [...loaded].map(([productId, { productRevision, inventoryRevision }]) => [
      productId,
      [productRevision, inventoryRevision],
    ]),
  );

/** What an import reads of the catalogue's streams: its products as they are, and who changed them since. */
export class ImportStreams {
  constructor(
    private readonly store: EventStore,
    private readonly commands: CatalogueCommands,
  ) {}

  /** Whether the import was applied already (its own stream exists). */
  async applied(importId: string): Promise<boolean> {
    return (await this.store.readStream(importStream(importId), { limit: 1 })).length > 0;
  }

  /** The import's existing products' streams now: product streams read together, inventories from their snapshots. */
  async load(groups: readonly ImportGroup[]): Promise<Map<string, LoadedProduct>> {
    const ids = [...new Set(groups.flatMap((group) => (group.productId ? [group.productId] : [])))];
    const loaded = new Map<string, LoadedProduct>();
    for (let start = 0; start < ids.length; start += MAX_STREAMS_PER_READ) {
      const chunk = ids.slice(start, start + MAX_STREAMS_PER_READ);
      const streams = await this.store.readStreams(chunk.map(productStream));
      for (const productId of chunk) {
        const events = streams.get(productStream(productId)) ?? [];
        const product = events.reduce<ProductState>(
          (state, event) => evolveProduct(state, { type: event.type, data: event.data } as ProductEvent),
          initialProductState(),
        );
        loaded.set(productId, {
          state: { product, inventory: initialInventoryState() },
          productRevision: events.length - 1,
          inventoryRevision: -1,
        });
      }
    }
    const queue = [...ids];
    const readInventories = async () => {
      for (let productId = queue.shift(); productId !== undefined; productId = queue.shift()) {
        const { revision, state } = await this.commands.inventoryAt(productId);
        const entry = loaded.get(productId)!;
        entry.state = { ...entry.state, inventory: state };
        entry.inventoryRevision = revision;
      }
    };
    await Promise.all(Array.from({ length: Math.min(INVENTORY_READS_AT_ONCE, ids.length) }, readInventories));
    return loaded;
  }

  /** The products someone else changed after `since`: any product event, or a stock level set or corrected. */
  async changedSince(
    since: CheckedRevisions,
    loaded: Map<string, LoadedProduct>,
    groups: readonly ImportGroup[],
  ): Promise<CatalogueImportRowError[]> {
    const changed: CatalogueImportRowError[] = [];
    for (const group of groups) {
      if (!group.productId) continue;
      const before = since[group.productId];
      const now = loaded.get(group.productId);
      if (!before || !now) continue;
      const [productBefore, inventoryBefore] = before;
      let byAdmin = now.productRevision !== productBefore;
      if (!byAdmin && now.inventoryRevision > inventoryBefore) {
        const newer = await this.store.readStream(inventoryStream(group.productId), {
          fromRevision: inventoryBefore + 1,
        });
        byAdmin = newer.some((event) => isAdminStockDecision({ type: event.type, data: event.data } as InventoryEvent));
      }
      if (byAdmin)
        changed.push({
          row: group.firstLine,
          message: M.importChangedMeanwhile(now.state.product.name || group.productId),
        });
    }
    return changed;
  }
}

/**
 * Every product's streams (existing products) and the import's own: a product's stream is
 * written, or only checked, at the revision its decision read; an inventory stream is written
 * when its levels change (an order moving stock meanwhile is decided again, not refused).
 */
export function importWrites(
  file: ImportFile,
  plan: ImportPlan,
  loaded: Map<string, LoadedProduct>,
  now: string,
  context: CommandContext,
): StreamWrite[] {
  // The import is one conversation across its parts' requests: its events share its id.
  const metadata: EventMetadata = {
    actor: context.actor,
    correlationId: file.importId,
    causationId: context.correlationId,
    occurredAt: now,
  };
  const withMetadata = (events: ReadonlyArray<{ type: string; data: unknown }>) =>
    events.map(({ type, data }) => ({ type, data, metadata }));
  const revisionOr = (revision: number | undefined) =>
    revision === undefined || revision < 0 ? ('no_stream' as const) : revision;
  const writes: StreamWrite[] = [];
  for (const product of plan.products) {
    const productEvents = product.events.filter((event) => !isInventoryEvent(event));
    const inventoryEvents = product.events.filter(isInventoryEvent);
    const current = loaded.get(product.productId);
    writes.push({
      streamId: productStream(product.productId),
      events: withMetadata(productEvents),
      expectedRevision: revisionOr(current?.productRevision),
    });
    if (inventoryEvents.length)
      writes.push({
        streamId: inventoryStream(product.productId),
        events: withMetadata(inventoryEvents),
        expectedRevision: revisionOr(current?.inventoryRevision),
      });
  }
  const created = plan.products.filter((product) => product.create).map((product) => product.productId);
  const updated = plan.products
    .filter((product) => !product.create && product.events.length > 0)
    .map((product) => product.productId);
  const imported = catalogueImportDecider.decide(
    {
      type: 'RecordImport',
      importId: file.importId,
      rows: file.rows,
      created,
      updated,
      unchanged: plan.products.length - created.length - updated.length,
      now,
    },
    catalogueImportDecider.initialState(),
  );
  writes.push({ streamId: importStream(file.importId), events: withMetadata(imported), expectedRevision: 'no_stream' });
  return writes;
}
