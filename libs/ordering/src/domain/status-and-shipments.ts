import { SHIPMENT_MESSAGES, isOrderShipmentEvent, type OrderShipmentEvent, type OrderStatus } from '@store/contracts';

/**
 * Issue #43: the admin's status dropdown (PUT /orders/{id}/status, PUT /orders/{id}/deliver) must
 * not contradict the order's shipments (the fulfilment module's stream, whose events are declared
 * in libs/contracts). Once an order has a shipment, 'shipped' needs every unit shipped and
 * 'delivered' every unit shipped and every shipment delivered: the Shipments panel gets it there
 * (and the status follows on its own). An order with no shipment recorded keeps the dropdown as it
 * was (orders shipped before tracking existed, or handed over without a courier).
 *
 * The refusal's message, or null when the change agrees with the shipments.
 */
export function statusRefusedByShipments(
  to: OrderStatus,
  quantities: readonly number[],
  events: readonly { type: string; data: unknown }[],
): string | null {
  if (to !== 'shipped' && to !== 'delivered') return null;
  const shipmentEvents = events.filter(isOrderShipmentEvent) as OrderShipmentEvent[];
  const dispatched = shipmentEvents.flatMap((event) => (event.type === 'ShipmentDispatched' ? [event.data] : []));
  if (!dispatched.length) return null;
  const shipped = quantities.map(() => 0);
  for (const shipment of dispatched)
    for (const { line, quantity } of shipment.lines) if (line < shipped.length) shipped[line] += quantity;
  const left = quantities.reduce((sum, quantity, line) => sum + Math.max(0, quantity - shipped[line]), 0);
  if (left > 0) return SHIPMENT_MESSAGES.statusNeedsShipping(left);
  if (to === 'shipped') return null;
  const delivered = new Set(
    shipmentEvents.flatMap((event) => (event.type === 'ShipmentDelivered' ? [event.data.shipmentId] : [])),
  );
  const undelivered = dispatched.filter((shipment) => !delivered.has(shipment.shipmentId)).length;
  return undelivered > 0 ? SHIPMENT_MESSAGES.statusNeedsDelivery(undelivered) : null;
}
