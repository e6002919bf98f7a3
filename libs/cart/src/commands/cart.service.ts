import { Inject, Injectable } from '@nestjs/common';
import { ProductsQuery, type ProductView } from '@store/catalogue';
import type { EventStore } from '@store/eventstore';
import { CommandContext, DomainError, EVENT_STORE, handleCommand, loadAggregate } from '@store/platform';
import { cartDecider, cartStream, lineKey, type CartLine, type CartState, type WantedLine } from '../domain/cart';
import { CART_MESSAGES as M, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../domain/messages';

type Variant = ProductView['colorVariants'][number];

/** A line as the client sends it: product as an id or the product object, colour variant, size, quantity. */
export interface RequestedItem {
  product?: unknown;
  productId?: unknown;
  quantity?: unknown;
  size?: unknown;
  colorVariantId?: unknown;
}

/** The spec's cart line: the product and the server's own prices. */
export interface CartLineView {
  product: ProductView;
  quantity: number;
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
  colorCode: string | null;
  image: string;
  price: number;
  originalPrice: number | null;
}

const now = () => new Date().toISOString();
const idOf = (item: RequestedItem) => {
  const raw = item.product ?? item.productId;
  const id = typeof raw === 'object' && raw !== null ? (raw as { _id?: unknown })._id : raw;
  return typeof id === 'string' ? id.trim() : '';
};

/** Units of one colour and size a shopper can buy now (missing counts as 0). */
function available(product: ProductView, variant: Variant | null, size: string): number {
  const stock = (variant ? variant.stock : product.stock) as Record<string, number>;
  return Math.max(0, stock[size] ?? 0);
}

/**
 * The signed-in shopper's cart: a stream per user, lines checked against the catalogue (which
 * answers through its public query, never its tables), prices always the catalogue's.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly products: ProductsQuery,
  ) {}

  async state(userId: string): Promise<CartState> {
    return (await loadAggregate(this.store, cartDecider, cartStream(userId))).state;
  }

  async view(userId: string): Promise<{ items: CartLineView[] }> {
    return this.render((await this.state(userId)).lines);
  }

  /** PUT /cart: the cart becomes exactly these lines; any bad line refuses the whole request. */
  async replace(userId: string, items: unknown, context: CommandContext) {
    const requested = this.list(items);
    const cache = new Map<string, ProductView | null>();
    const lines = merge(await Promise.all(requested.map((item, index) => this.resolve(item, index, cache))));
    for (const line of lines) {
      const { product, variant } = (await this.lookup(line.productId, line.colorVariantId, cache))!;
      const stock = available(product, variant, line.size);
      if (line.quantity > stock) throw new DomainError(M.onlyAvailable(stock, product.name, line.size, variant?.colorName ?? null), 400, 'quantity');
    }
    return this.save(userId, lines, context);
  }

  /**
   * POST /cart/merge: the guest cart joins the saved one (same product, colour and size add up).
   * Lines that no longer exist are dropped and quantities are cut to the stock, silently: the
   * shopper just logged in and did nothing wrong.
   */
  async merge(userId: string, items: unknown, context: CommandContext) {
    const guest = this.list(items);
    const cache = new Map<string, ProductView | null>();
    const resolved: WantedLine[] = [];
    for (const [index, item] of guest.entries()) {
      try {
        resolved.push(await this.resolve(item, index, cache));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const saved = (await this.state(userId)).lines;
    const lines: WantedLine[] = [];
    for (const line of merge([...saved.map((l) => ({ ...l, productName: '' })), ...resolved])) {
      const found = await this.lookup(line.productId, line.colorVariantId, cache);
      if (!found || !found.product.sizes.includes(line.size)) continue;
      const quantity = Math.min(line.quantity, available(found.product, found.variant, line.size), MAX_LINE_QUANTITY);
      if (quantity > 0) lines.push({ ...line, quantity, productName: found.product.name });
    }
    return this.save(userId, lines.slice(0, MAX_CART_LINES), context);
  }

  /** The lines of an order leave the cart as checked out (once per order). */
  async checkOut(userId: string, orderId: string, ordered: Array<Omit<CartLine, 'quantity'>>, context: CommandContext) {
    return handleCommand(this.store, cartDecider, cartStream(userId), { type: 'CheckOut', userId, orderId, ordered, now: now() }, context, { maxAttempts: 20 });
  }

  private async save(userId: string, lines: WantedLine[], context: CommandContext) {
    const result = await handleCommand(this.store, cartDecider, cartStream(userId), { type: 'ReplaceCart', userId, lines, now: now() }, context, { maxAttempts: 20 });
    return this.render(result.state.lines);
  }

  private list(items: unknown): RequestedItem[] {
    if (!Array.isArray(items)) throw new DomainError(M.itemsRequired, 400, 'items');
    if (items.length > MAX_CART_LINES) throw new DomainError(M.tooManyLines, 400, 'items');
    return items.map((item) => (typeof item === 'object' && item !== null ? item : {}) as RequestedItem);
  }

  private async lookup(productId: string, colorVariantId: string | null, cache: Map<string, ProductView | null>) {
    if (!cache.has(productId)) cache.set(productId, await this.products.byId(productId).catch(() => null));
    const product = cache.get(productId);
    if (!product) return null;
    const variant = colorVariantId ? (product.activeColorVariants.find((v) => v._id === colorVariantId) ?? null) : null;
    if (product.colorVariants.length > 0 && !variant) return null;
    return { product, variant };
  }

  /** Checks one requested line against the catalogue: a product, an active colour, a size it comes in, a sane quantity. */
  private async resolve(item: RequestedItem, index: number, cache: Map<string, ProductView | null>): Promise<WantedLine> {
    const field = `items[${index}]`;
    const productId = idOf(item);
    if (!productId) throw new DomainError(M.productNotFound, 400, `${field}.product`);
    if (!cache.has(productId)) cache.set(productId, await this.products.byId(productId).catch(() => null));
    const product = cache.get(productId);
    if (!product) throw new DomainError(M.productNotFound, 400, `${field}.product`);
    if (product.isUpcoming) throw new DomainError(M.notYetAvailable(product.name), 400, `${field}.product`);
    const colorVariantId = typeof item.colorVariantId === 'string' && item.colorVariantId ? item.colorVariantId : null;
    if (product.colorVariants.length > 0 && !product.activeColorVariants.some((v) => v._id === colorVariantId)) {
      throw new DomainError(M.selectColor, 400, `${field}.colorVariantId`);
    }
    const size = typeof item.size === 'string' ? item.size.trim().toUpperCase() : '';
    if (!product.sizes.includes(size)) throw new DomainError(M.selectSize, 400, `${field}.size`);
    const quantity = Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) throw new DomainError(M.quantity, 400, `${field}.quantity`);
    return { productId, colorVariantId: product.colorVariants.length > 0 ? colorVariantId : null, size, quantity, productName: product.name };
  }

  private async render(lines: CartLine[]): Promise<{ items: CartLineView[] }> {
    const cache = new Map<string, ProductView | null>();
    const items: CartLineView[] = [];
    for (const line of lines) {
      const found = await this.lookup(line.productId, line.colorVariantId, cache);
      if (!found) continue; // deleted since, or its colour withdrawn
      const { product, variant } = found;
      items.push({
        product,
        quantity: line.quantity,
        size: line.size,
        colorVariantId: variant?._id ?? null,
        colorName: variant?.colorName ?? null,
        colorCode: variant?.colorCode ?? null,
        image: variant?.images[0]?.url ?? product.images[0]?.url ?? '',
        price: product.effectivePrice,
        originalPrice: product.displayOriginalPrice,
      });
    }
    return { items };
  }
}

/** Lines of one product, colour and size become one (quantities add). */
function merge(lines: WantedLine[]): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const line of lines) {
    const existing = merged.get(lineKey(line));
    merged.set(lineKey(line), existing ? { ...existing, quantity: existing.quantity + line.quantity, productName: existing.productName || line.productName } : line);
  }
  return [...merged.values()];
}
