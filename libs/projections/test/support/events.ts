import {
  comparePositions,
  positionToString,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type Position,
} from '@store/eventstore';
import { testEventMetadata } from '../../src/testing';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: testEventMetadata(),
});

export const stockAdded = (sku: string, quantity: number) => event('StockAdded', { sku, quantity });
export const stockRemoved = (sku: string, quantity: number) => event('StockRemoved', { sku, quantity });
export const productCreated = (productId: string, name: string) => event('ProductCreated', { productId, name });
export const productRenamed = (productId: string, name: string) => event('ProductRenamed', { productId, name });
export const somethingElse = () => event('NewsletterSent', {});

/**
 * Appends `count` stock movements spread over a few SKUs, `perAppend` events per transaction;
 * returns the last append's result. Quantities vary so sums catch a lost or doubled event.
 */
export async function appendStockMovements(
  eventStore: EventStore,
  count: number,
  options: { perAppend?: number; skus?: string[]; offset?: number } = {},
): Promise<AppendResult> {
  const perAppend = options.perAppend ?? 50;
  const skus = options.skus ?? ['TEE-S', 'TEE-M', 'TEE-L', 'SHORTS-M'];
  const offset = options.offset ?? 0;
  let last: AppendResult | undefined;
  for (let start = 0; start < count; start += perAppend) {
    const events: NewEvent[] = [];
    for (let i = start; i < Math.min(start + perAppend, count); i += 1) {
      const n = offset + i;
      const sku = skus[n % skus.length];
      events.push(n % 5 === 4 ? stockRemoved(sku, (n % 3) + 1) : stockAdded(sku, (n % 7) + 1));
    }
    last = await eventStore.append(`stock-${skus[start % skus.length]}`, events);
  }
  if (!last) throw new Error('appended nothing');
  await untilVisibleToAll(eventStore, last.position);
  return last;
}

/**
 * Waits until readAll and subscriptions can see `position`. The Postgres adapter shows an event
 * to them only once every older transaction in the cluster has ended, and other suites (or a
 * benchmark) may be running transactions on the same server.
 */
export async function untilVisibleToAll(eventStore: EventStore, position: Position, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await eventStore.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline)
      throw new Error(`Position ${positionToString(position)} not visible after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The stock levels `appendStockMovements` leads to, folded in memory. */
export function expectedStockLevels(count: number, options: { skus?: string[]; offset?: number } = {}) {
  const skus = options.skus ?? ['TEE-S', 'TEE-M', 'TEE-L', 'SHORTS-M'];
  const offset = options.offset ?? 0;
  const levels = new Map<string, { quantity: number; movements: number }>();
  for (let i = 0; i < count; i += 1) {
    const n = offset + i;
    const sku = skus[n % skus.length];
    const delta = n % 5 === 4 ? -((n % 3) + 1) : (n % 7) + 1;
    const level = levels.get(sku) ?? { quantity: 0, movements: 0 };
    levels.set(sku, { quantity: level.quantity + delta, movements: level.movements + 1 });
  }
  return [...levels.entries()].map(([sku, level]) => ({ sku, ...level })).sort((a, b) => a.sku.localeCompare(b.sku));
}
