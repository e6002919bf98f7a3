import type { OrderShipmentEvent, OrderStatus } from '@store/contracts';

/** What was delivered of an order: units per line, and the latest delivery (the return window's day 0). */
export interface Deliveries {
  delivered: number[];
  lastDeliveredAt: string | null;
}

/**
 * Folds the order's shipments (fulfilment's `order-shipments-{orderId}` events): a line's units
 * count as delivered once the shipment carrying them is marked delivered. An order marked
 * delivered without any shipment (the admin's status dropdown, before shipments existed) counts
 * every unit as delivered at the order's delivery.
 */
export function deliveriesOf(
  events: readonly OrderShipmentEvent[],
  order: { status: OrderStatus; deliveredAt: string | null; quantities: readonly number[] },
): Deliveries {
  const carried = new Map<string, { line: number; quantity: number }[]>();
  const delivered = order.quantities.map(() => 0);
  let lastDeliveredAt: string | null = null;
  for (const event of events) {
    if (event.type === 'ShipmentDispatched') carried.set(event.data.shipmentId, event.data.lines);
    else {
      for (const { line, quantity } of carried.get(event.data.shipmentId) ?? [])
        if (line < delivered.length) delivered[line] += quantity;
      if (!lastDeliveredAt || event.data.at > lastDeliveredAt) lastDeliveredAt = event.data.at;
    }
  }
  if (carried.size === 0 && order.status === 'delivered' && order.deliveredAt)
    return { delivered: [...order.quantities], lastDeliveredAt: order.deliveredAt };
  return { delivered: delivered.map((units, line) => Math.min(units, order.quantities[line])), lastDeliveredAt };
}
