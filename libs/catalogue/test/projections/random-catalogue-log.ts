import type { NewEvent } from '@store/eventstore';
import { inventoryStream, productStream, reviewStream } from '../../src/streams';
import { pricedAt } from '../support/product-fixtures';

export interface LogEntry {
  streamId: string;
  event: NewEvent;
}

/** A small seeded generator (mulberry32), so a failing log can be made again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const SIZES = ['S', 'M', 'L'];

/**
 * `count` catalogue events over a few products, as the store writes them: products created,
 * edited, their variants changed, stock set and adjusted, orders reserving, committing and
 * releasing (many per product), reviews written and their authors deleted or erased, and now
 * and then a product deleted. Every product, order and review lives on its usual stream.
 */
export function randomCatalogueLog(seed: number, count: number, products = 12): LogEntry[] {
  const rnd = random(seed);
  const log: LogEntry[] = [];
  let second = 0;
  const at = () => new Date(Date.UTC(2026, 0, 1) + (second += 1) * 1000).toISOString();
  const metadata = () => ({
    actor: { id: `admin-${rnd.int(3)}`, role: 'admin' as const },
    correlationId: `c-${log.length}`,
    causationId: null,
    occurredAt: at(),
  });
  const add = (streamId: string, type: string, data: Record<string, unknown>) =>
    log.push({ streamId, event: { type, data, metadata: metadata() } });

  const ids = Array.from({ length: products }, (_, n) => `p${n}`);
  const live = new Set<string>();
  const variants = new Map<string, string[]>();
  const open = new Map<
    string,
    { productId: string; lines: { variantId: string | null; size: string; quantity: number }[] }
  >();
  const sold: {
    productId: string;
    orderId: string;
    lines: { variantId: string | null; size: string; quantity: number }[];
  }[] = [];
  const reviews = new Map<string, { productId: string; userId: string }>();
  const details = (name: string) => ({
    name,
    description: `${name} tee`,
    category: rnd.pick(['Men', 'Women']),
    brand: rnd.pick(['Threadfit', 'Kinetic']),
    material: 'Cotton',
    sizes: SIZES,
    tags: ['tee', name],
    specifications: { fit: 'regular' },
    baseImages: [],
  });
  const pricing = () => {
    const price = 500 + rnd.int(1000);
    return rnd.next() < 0.5
      ? pricedAt(price)
      : {
          price,
          hasOfferPricing: true,
          offerPrice: price - 100,
          originalPrice: price,
          offerValidFrom: '2026-01-01',
          offerValidUntil: null,
        };
  };
  const flags = () => ({
    isFeatured: rnd.next() < 0.3,
    isNewArrival: rnd.next() < 0.3,
    isBestSeller: rnd.next() < 0.3,
  });
  const variant = (variantId: string) => ({
    variantId,
    colorName: variantId,
    colorCode: '#123456',
    images: [],
    isDefault: false,
    isActive: rnd.next() < 0.8,
  });
  const lineFor = (productId: string) => ({
    variantId: rnd.next() < 0.5 ? null : (rnd.pick(variants.get(productId) ?? []) ?? null),
    size: rnd.pick(SIZES),
    quantity: 1 + rnd.int(3),
  });

  while (log.length < count) {
    const productId = rnd.pick(ids);
    const roll = rnd.next();
    if (!live.has(productId)) {
      if (
        log.some(
          (entry) =>
            entry.event.type === 'ProductCreated' &&
            (entry.event.data as { productId: string }).productId === productId,
        )
      ) {
        // Deleted products still see stray stock moves now and then.
        if (roll < 0.1)
          add(inventoryStream(productId), 'StockSet', {
            productId,
            variantId: null,
            size: 'M',
            previous: 0,
            quantity: 3,
            reason: 'late',
            at: at(),
          });
        continue;
      }
      add(productStream(productId), 'ProductCreated', {
        productId,
        details: details(productId),
        pricing: pricing(),
        flags: flags(),
        isUpcoming: rnd.next() < 0.2,
        createdAt: at(),
      });
      live.add(productId);
      variants.set(productId, []);
      continue;
    }
    const own = variants.get(productId)!;
    if (roll < 0.04) {
      const variantId = `${productId}-v${own.length}`;
      own.push(variantId);
      add(productStream(productId), 'ColourVariantAdded', { productId, variant: variant(variantId), changedAt: at() });
    } else if (roll < 0.06 && own.length) {
      add(productStream(productId), 'ColourVariantChanged', {
        productId,
        variant: variant(rnd.pick(own)),
        changedAt: at(),
      });
    } else if (roll < 0.07 && own.length) {
      const variantId = own.splice(rnd.int(own.length), 1)[0];
      add(productStream(productId), 'ColourVariantRemoved', { productId, variantId, changedAt: at() });
    } else if (roll < 0.09) {
      add(
        productStream(productId),
        rnd.pick(['ProductPricingChanged', 'ProductFlagsChanged', 'ProductDetailsChanged']),
        {
          productId,
          pricing: pricing(),
          flags: flags(),
          details: details(`${productId}-${log.length}`),
          changedAt: at(),
        },
      );
    } else if (roll < 0.1) {
      add(productStream(productId), rnd.pick(['ProductMarkedUpcoming', 'ProductLaunched']), {
        productId,
        markedAt: at(),
        launchedAt: at(),
      });
    } else if (roll < 0.2) {
      const line = lineFor(productId);
      add(inventoryStream(productId), rnd.next() < 0.5 ? 'StockSet' : 'StockAdjusted', {
        productId,
        variantId: line.variantId,
        size: line.size,
        previous: 0,
        delta: 5,
        quantity: 10 + rnd.int(20),
        reason: 'count',
        at: at(),
      });
    } else if (roll < 0.5) {
      const orderId = `o${log.length}`;
      const lines = Array.from({ length: 1 + rnd.int(3) }, () => lineFor(productId));
      open.set(orderId, { productId, lines });
      add(inventoryStream(productId), 'StockReserved', {
        productId,
        orderId,
        lines,
        at: at(),
        ...(rnd.next() < 0.8 ? { expiresAt: at() } : {}),
      });
    } else if (roll < 0.75 && open.size) {
      const orderId = rnd.pick([...open.keys()]);
      const reservation = open.get(orderId)!;
      open.delete(orderId);
      if (rnd.next() < 0.6) {
        add(inventoryStream(reservation.productId), 'StockCommitted', {
          productId: reservation.productId,
          orderId,
          lines: reservation.lines,
          at: at(),
        });
        sold.push({ productId: reservation.productId, orderId, lines: reservation.lines });
      } else {
        add(inventoryStream(reservation.productId), 'StockReleased', {
          productId: reservation.productId,
          orderId,
          lines: reservation.lines,
          at: at(),
        });
      }
    } else if (roll < 0.78 && sold.length) {
      const sale = sold.splice(rnd.int(sold.length), 1)[0];
      add(inventoryStream(sale.productId), 'StockReleased', {
        productId: sale.productId,
        orderId: sale.orderId,
        lines: sale.lines,
        at: at(),
        reason: 'returned to stock',
      });
    } else if (roll < 0.86) {
      const userId = `u${rnd.int(8)}`;
      const reviewId = `r-${productId}-${userId}`;
      const stream = reviewStream(productId, userId);
      if (!reviews.has(reviewId)) {
        reviews.set(reviewId, { productId, userId });
        add(stream, 'ReviewCreated', {
          reviewId,
          productId,
          userId,
          userName: `User ${userId}`,
          rating: 1 + rnd.int(5),
          comment: 'ok',
          createdAt: at(),
        });
      } else if (rnd.next() < 0.7) {
        add(stream, 'ReviewEdited', {
          reviewId,
          productId,
          userId,
          rating: 1 + rnd.int(5),
          comment: 'edited',
          editedAt: at(),
        });
      } else {
        reviews.delete(reviewId);
        add(stream, 'ReviewDeleted', { reviewId, productId, userId, deletedAt: at() });
      }
    } else if (roll < 0.87) {
      const userId = `u${rnd.int(8)}`;
      if (rnd.next() < 0.5) add(`identity-user-${userId}`, 'UserDeleted', { userId, at: at() });
      else
        add(`personaldata-${userId}`, 'PersonalDataErased', {
          subjects: [`user:${userId}`],
          reason: 'user-deleted',
          at: at(),
        });
    } else if (roll < 0.88 && rnd.next() < 0.15) {
      add(productStream(productId), 'ProductDeleted', { productId, deletedAt: at() });
      live.delete(productId);
    }
  }
  return log;
}
