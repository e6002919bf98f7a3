import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@store/eventstore';
import type { ProductHistoryEntry, StockHistoryEntry, StockLevel } from '@store/contracts';
import { EVENT_STORE } from '@store/platform';
import {
  evolveInventory,
  initialInventoryState,
  stockKey,
  type InventoryEvent,
  type InventoryState,
} from '../domain/inventory';
import type { ColourVariant, ProductEvent } from '../domain/product-events';
import { inventoryStream, productStream } from '../streams';

type Actor = { id: string | null; role: string };
const actorOf = (event: RecordedEvent): Actor =>
  (event.metadata as { actor?: Actor } | undefined)?.actor ?? { id: null, role: 'system' };

export interface StockTimelineFilter {
  size?: string;
  /** A variant id, or 'original' for the product's own colour. */
  colour?: string;
  page: number;
  limit: number;
}

/**
 * Audit views folded straight from a product's own streams (every event, with its actor):
 * the stock timeline with the level before and after each change, the stock levels with what
 * open orders hold, and the product's change history with values before and after.
 */
@Injectable()
export class CatalogueAuditQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private async inventoryEvents(productId: string) {
    return (await this.store.readStream(inventoryStream(productId))) as Array<RecordedEvent & InventoryEvent>;
  }

  /** Per (colour, size): available to buy, reserved by open orders, and on hand (both). */
  async stockLevels(productId: string): Promise<StockLevel[]> {
    let state: InventoryState = initialInventoryState();
    for (const event of await this.inventoryEvents(productId))
      state = evolveInventory(state, { type: event.type, data: event.data } as InventoryEvent);
    const reserved: Record<string, number> = {};
    for (const lines of Object.values(state.reservations))
      for (const line of lines) reserved[stockKey(line)] = (reserved[stockKey(line)] ?? 0) + line.quantity;
    const keys = new Set([...Object.keys(state.available), ...Object.keys(reserved)]);
    return [...keys].map((key) => {
      const [variant, size] = key.split('|');
      const available = state.available[key] ?? 0;
      const held = reserved[key] ?? 0;
      return {
        variantId: variant === '-' ? null : variant,
        size: size as StockLevel['size'],
        available,
        reserved: held,
        onHand: available + held,
      };
    });
  }

  /** Every stock change, newest first, with the available level before and after it. */
  async stockTimeline(productId: string, filter: StockTimelineFilter) {
    const entries: StockHistoryEntry[] = [];
    const level: Record<string, number> = {};
    for (const event of await this.inventoryEvents(productId)) {
      const actor = actorOf(event);
      const base = { actor: { ...actor, name: null }, at: new Date(event.data.at).toISOString() };
      const e = { type: event.type, data: event.data } as InventoryEvent;
      if (e.type === 'StockCommitmentSettled') continue; // bookkeeping: no stock moved
      if (e.type === 'StockSet' || e.type === 'StockAdjusted') {
        const key = stockKey(e.data);
        const before = e.type === 'StockSet' ? e.data.previous : e.data.quantity - e.data.delta;
        level[key] = e.data.quantity;
        entries.push({
          ...base,
          kind: e.type === 'StockSet' ? 'set' : 'adjusted',
          variantId: e.data.variantId,
          size: e.data.size,
          delta: e.data.quantity - before,
          quantity: e.data.quantity,
          levelBefore: before,
          levelAfter: e.data.quantity,
          orderId: null,
          reason: e.data.reason,
        });
        continue;
      }
      const kind = e.type === 'StockReserved' ? 'reserved' : e.type === 'StockCommitted' ? 'committed' : 'released';
      for (const line of e.data.lines) {
        const key = stockKey(line);
        const before = level[key] ?? 0;
        const delta = kind === 'reserved' ? -line.quantity : kind === 'released' ? line.quantity : 0;
        level[key] = before + delta;
        entries.push({
          ...base,
          kind,
          variantId: line.variantId,
          size: line.size,
          delta,
          quantity: null,
          levelBefore: before,
          levelAfter: before + delta,
          orderId: e.data.orderId,
          reason: e.type === 'StockReleased' ? (e.data.reason ?? null) : null,
        });
      }
    }
    const matching = entries
      .filter((entry) => !filter.size || entry.size === filter.size)
      .filter(
        (entry) =>
          !filter.colour ||
          (filter.colour === 'original' ? entry.variantId === null : entry.variantId === filter.colour),
      )
      .reverse();
    const { page, limit } = filter;
    return {
      entries: matching.slice((page - 1) * limit, page * limit),
      currentPage: page,
      totalPages: Math.ceil(matching.length / limit),
      total: matching.length,
    };
  }

  /** Price, offer, flag, colour and detail changes, newest first, with before/after values. */
  async productHistory(productId: string): Promise<ProductHistoryEntry[]> {
    const events = (await this.store.readStream(productStream(productId))) as Array<RecordedEvent & ProductEvent>;
    let current: Record<string, unknown> = {};
    let variants: Record<string, ColourVariant> = {};
    const out: ProductHistoryEntry[] = [];
    const diff = (next: Record<string, unknown>) => {
      const changes = Object.entries(next)
        .filter(([field, value]) => JSON.stringify(current[field]) !== JSON.stringify(value))
        .map(([field, after]) => ({ field, before: current[field] ?? null, after }));
      current = { ...current, ...next };
      return changes;
    };
    const variantView = (variant: ColourVariant) => ({
      colorCode: variant.colorCode,
      images: variant.images.length,
      isDefault: variant.isDefault,
      isActive: variant.isActive,
    });
    for (const event of events) {
      const e = { type: event.type, data: event.data } as ProductEvent;
      let changes: ProductHistoryEntry['changes'] = [];
      switch (e.type) {
        case 'ProductCreated': {
          const { baseImages, ...details } = e.data.details;
          changes = diff({
            ...details,
            baseImages: baseImages.length,
            ...e.data.pricing,
            ...e.data.flags,
            isUpcoming: e.data.isUpcoming,
          });
          break;
        }
        case 'ProductDetailsChanged': {
          const { baseImages, ...details } = e.data.details;
          changes = diff({ ...details, baseImages: baseImages.length });
          break;
        }
        case 'ProductPricingChanged':
          changes = diff({ ...e.data.pricing });
          break;
        case 'ProductFlagsChanged':
          changes = diff({ ...e.data.flags });
          break;
        case 'ProductMarkedUpcoming':
          changes = diff({ isUpcoming: true });
          break;
        case 'ProductLaunched':
          changes = diff({ isUpcoming: false });
          break;
        case 'ColourVariantAdded':
          variants = { ...variants, [e.data.variant.variantId]: e.data.variant };
          changes = [{ field: `colour ${e.data.variant.colorName}`, before: null, after: variantView(e.data.variant) }];
          break;
        case 'ColourVariantChanged': {
          const before = variants[e.data.variant.variantId];
          variants = { ...variants, [e.data.variant.variantId]: e.data.variant };
          changes = [
            {
              field: `colour ${e.data.variant.colorName}`,
              before: before ? { colorName: before.colorName, ...variantView(before) } : null,
              after: { colorName: e.data.variant.colorName, ...variantView(e.data.variant) },
            },
          ];
          break;
        }
        case 'ColourVariantRemoved': {
          const before = variants[e.data.variantId];
          changes = [
            {
              field: `colour ${before?.colorName ?? e.data.variantId}`,
              before: before ? variantView(before) : null,
              after: null,
            },
          ];
          break;
        }
        case 'ProductDeleted':
          changes = [{ field: 'deleted', before: false, after: true }];
          break;
      }
      if (changes.length === 0) continue;
      const at = e.data as {
        createdAt?: string;
        changedAt?: string;
        markedAt?: string;
        launchedAt?: string;
        deletedAt?: string;
      };
      out.push({
        type: e.type,
        at: new Date(
          at.createdAt ?? at.changedAt ?? at.markedAt ?? at.launchedAt ?? at.deletedAt ?? Date.now(),
        ).toISOString(),
        actor: { ...actorOf(event), name: null },
        changes,
      });
    }
    return out.reverse();
  }
}
