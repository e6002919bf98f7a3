import { deliveryRangeText, type Order } from '@store/contracts';
import { DELIVERY_TEXT as T } from './constants';

/** While the parcel is still to come: not once delivered, cancelled or returned. */
const ON_ITS_WAY: ReadonlySet<string> = new Set(['pending', 'confirmed', 'processing', 'shipped']);

/**
 * The delivery an order was promised when placed ('Estimated delivery: Delivery by ...'), while it
 * is on its way; nothing for orders placed without a pincode or before the promise was kept.
 */
export function DeliveryPromise({ order, className = '' }: { order: Order; className?: string }) {
  const estimate = order.deliveryEstimate;
  if (!estimate || !ON_ITS_WAY.has(order.status)) return null;
  return (
    <p className={`text-sm text-neutral-800 ${className}`}>
      <span className="font-semibold">{T.orderPromise}:</span> {deliveryRangeText(estimate.from, estimate.to)}
    </p>
  );
}
