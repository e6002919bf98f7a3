import { pluralise } from '@store/contracts';
import { ValidationError } from '@store/platform';
import type { RequestedLine } from '../commands/order-input';

/**
 * Refuses an order asking for more than `max` units of one product, colour and size (lines of
 * the same key are added up first, as placing the order merges them). ORDER_MAX_UNITS_PER_LINE.
 */
export function requireUnitsWithin(lines: RequestedLine[], max: number): void {
  const units = new Map<string, number>();
  lines.forEach((line, index) => {
    const key = `${line.productId}|${line.colorVariantId ?? ''}|${line.size}`;
    const total = (units.get(key) ?? 0) + line.quantity;
    units.set(key, total);
    if (total > max)
      throw new ValidationError(
        `At most ${pluralise(max, 'unit')} of one size can be ordered at once`,
        `orderItems[${index}].quantity`,
      );
  });
}
