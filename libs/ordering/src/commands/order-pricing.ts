import { purchasableColour, type ProductsQuery, type ProductView } from '@store/catalogue';
import { HSN_MESSAGES, isHsnCode } from '@store/contracts';
import { ConflictError, ValidationError } from '@store/platform';
import { ORDER_MESSAGES as M } from '../domain/messages';
import type { OrderLine } from '../domain/order-events';
import type { RequestedLine } from './order-input';
import { isOrderId } from './order-lines';

/**
 * Our own price for every line: the catalogue's effective price today, the variant's name and
 * image, and the product's HSN code (its tax invoice needs one: a product without it is not sold).
 */
export async function priceOrderLines(
  products: Pick<ProductsQuery, 'forPricing'>,
  lines: RequestedLine[],
): Promise<OrderLine[]> {
  return (await priceLines(products, lines)).items;
}

/** The priced lines and each product's category (what a discount code's category rule reads). */
export async function priceLines(
  products: Pick<ProductsQuery, 'forPricing'>,
  lines: RequestedLine[],
): Promise<{ items: OrderLine[]; categoryOf: (productId: string) => string | null }> {
  const byId = new Map<string, ProductView>();
  for (const productId of new Set(lines.map((line) => line.productId))) {
    const product = isOrderId(productId) ? await products.forPricing(productId) : null;
    if (!product) throw new ValidationError(M.productNotFound, 'orderItems');
    if (product.isUpcoming) throw new ConflictError(M.productUpcoming(product.name), 'orderItems');
    if (!isHsnCode(product.hsnCode)) throw new ConflictError(HSN_MESSAGES.notSellable(product.name), 'orderItems');
    byId.set(productId, product);
  }
  const items = lines.map((line): OrderLine => {
    const product = byId.get(line.productId)!;
    if (!(product.sizes as readonly string[]).includes(line.size))
      throw new ValidationError(M.sizeUnavailable(product.name, line.size), 'orderItems');
    const colour = purchasableColour(product, line.colorVariantId);
    if (!colour) throw new ValidationError(M.colourUnavailable(product.name), 'orderItems');
    return {
      productId: product._id,
      name: product.name,
      quantity: line.quantity,
      size: line.size,
      price: product.effectivePrice,
      originalPrice: product.displayOriginalPrice,
      image: colour.image,
      colorVariantId: colour.colorVariantId,
      colorName: colour.colorName,
      colorCode: colour.colorCode,
      hsn: product.hsnCode,
    };
  });
  return { items, categoryOf: (productId) => (byId.get(productId)?.category as string | undefined) ?? null };
}
