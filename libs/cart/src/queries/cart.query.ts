import { Injectable } from '@nestjs/common';
import { ProductsQuery, purchasableColour, type ProductView } from '@store/catalogue';
import type { CartLine } from '@store/contracts';
import { CommandHandling } from '@store/platform';
import { cartDecider, cartStream, type CartLine as StoredLine } from '../domain/cart';

/** The spec's cart line (section 3): the full product and the server's own prices (the catalogue's today, never the client's). */
export type CartLineView = CartLine;

export interface CartView {
  items: CartLineView[];
}

/**
 * The shopper's cart as the API shows it. Read from the cart's own stream (a handful of events
 * per user), so it is always the latest write; products and prices come from the catalogue's
 * public query at the time of reading.
 */
@Injectable()
export class CartQuery {
  constructor(
    private readonly commands: CommandHandling,
    private readonly products: ProductsQuery,
  ) {}

  async lines(userId: string): Promise<StoredLine[]> {
    return (await this.commands.load(cartDecider, cartStream(userId))).state.lines;
  }

  async view(userId: string): Promise<CartView> {
    return this.render(await this.lines(userId));
  }

  /** Lines whose product was deleted or whose colour was withdrawn since are left out. */
  async render(lines: StoredLine[]): Promise<CartView> {
    const products = new Map<string, ProductView | null>();
    const items: CartLineView[] = [];
    for (const line of lines) {
      if (!products.has(line.productId))
        products.set(line.productId, await this.products.byId(line.productId).catch(() => null));
      const product = products.get(line.productId);
      if (!product) continue;
      const colour = purchasableColour(product, line.colorVariantId);
      if (!colour) continue;
      items.push({
        product,
        quantity: line.quantity,
        size: line.size,
        colorVariantId: colour.colorVariantId,
        colorName: colour.colorName,
        colorCode: colour.colorCode,
        image: colour.image,
        price: product.effectivePrice,
        originalPrice: product.displayOriginalPrice,
      });
    }
    return { items };
  }
}
