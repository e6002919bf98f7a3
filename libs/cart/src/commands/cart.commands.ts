import { Injectable } from '@nestjs/common';
import { ProductsQuery, type ProductView } from '@store/catalogue';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling } from '@store/platform';
import type { CartItemsRequest } from '@store/contracts/requests';
import {
  type CartCommand,
  cartDecider,
  cartStream,
  type Catalogue,
  type CartLine,
  type CartLineRef,
  type CatalogueEntry,
  type RequestedLine,
} from '../domain/cart';

/** The request's lines as the cart reads them (a product object was already read as its id). */
const requestedLines = (request: CartItemsRequest): RequestedLine[] =>
  request.items.map((item) => ({
    productId: item.product.trim(),
    quantity: item.quantity,
    size: item.size,
    colorVariantId: item.colorVariantId || null,
  }));

/** What a cart command answers: the lines after it, and the global position it wrote (null: nothing changed). */
export interface CartCommandResult {
  lines: CartLine[];
  position: Position | null;
}

/** The catalogue's public product view, reduced to what the cart's rules need. */
export function catalogueEntry(product: ProductView): CatalogueEntry {
  return {
    productId: product._id,
    name: product.name,
    sizes: product.sizes,
    isUpcoming: product.isUpcoming,
    stock: product.stock as Record<string, number>,
    variants: product.colorVariants.map((v) => ({
      id: v._id,
      colorName: v.colorName,
      isActive: v.isActive,
      stock: v.stock as Record<string, number>,
    })),
  };
}

/**
 * The cart's write side: a stream per user (`cart-<userId>`), lines checked against the
 * catalogue's public query (never its tables). Each command returns the position it wrote.
 */
@Injectable()
export class CartCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly products: ProductsQuery,
  ) {}

  /** PUT /cart: the cart becomes exactly these lines (merged by product, colour and size), or a 400 and nothing written. */
  async replace(userId: string, request: CartItemsRequest, context: CommandContext): Promise<CartCommandResult> {
    const items = requestedLines(request);
    const catalogue = await this.catalogue(items.map((item) => item.productId));
    return this.run(userId, { type: 'ReplaceCart', userId, items, catalogue, now: this.commands.now() }, context);
  }

  /** POST /cart/merge: the guest cart joins the saved one; what cannot be bought is dropped or cut to the stock. */
  async merge(userId: string, request: CartItemsRequest, context: CommandContext): Promise<CartCommandResult> {
    const items = requestedLines(request);
    const saved = (await this.commands.load(cartDecider, cartStream(userId))).state.lines;
    const catalogue = await this.catalogue([...saved, ...items].map((item) => item.productId));
    return this.run(userId, { type: 'MergeGuestCart', userId, items, catalogue, now: this.commands.now() }, context);
  }

  /**
   * An order took the shopper's cart: appends CartCheckedOut with the lines and empties the cart
   * (only the `only` lines leave it when given). Idempotent per order id.
   */
  async checkOut(
    userId: string,
    orderId: string,
    context: CommandContext,
    only?: CartLineRef[],
  ): Promise<CartCommandResult> {
    return this.run(userId, { type: 'CheckOut', userId, orderId, only, now: this.commands.now() }, context);
  }

  private async run(userId: string, command: CartCommand, context: CommandContext): Promise<CartCommandResult> {
    const result = await this.commands.decide(cartDecider, cartStream(userId), command, context, { maxAttempts: 20 });
    return { lines: result.state.lines, position: result.position };
  }

  private async catalogue(productIds: string[]): Promise<Catalogue> {
    const entries: Record<string, CatalogueEntry | undefined> = {};
    for (const id of new Set(productIds)) {
      const product = await this.products.byId(id).catch(() => null);
      if (product) entries[id] = catalogueEntry(product);
    }
    return entries;
  }
}
