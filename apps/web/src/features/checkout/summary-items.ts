import type { CartLine } from '../../shared/cart/types';
import type { SummaryItem } from './OrderSummary';

export const summaryItemsFromLines = (lines: readonly CartLine[]): SummaryItem[] =>
  lines.map((line) => ({
    key: `${line.product._id}|${line.size}|${line.colorVariantId ?? ''}`,
    name: line.product.name,
    image: line.image,
    size: line.size,
    colorName: line.colorName,
    quantity: line.quantity,
    price: line.price,
  }));
