import type { CartLine } from '../../shared/cart/types';
import type { DiscountItem } from '../../shared/discounts/useDiscountQuote';

/** The cart's lines as the discount check sends them (issue #44). */
export const discountItemsOf = (lines: readonly CartLine[]): DiscountItem[] =>
  lines.map((line) => ({
    product: line.product._id,
    quantity: line.quantity,
    size: line.size,
    colorVariantId: line.colorVariantId,
  }));
