import type { OrderShipmentsResponse, OrderStatus, Shipment } from '@store/contracts';
import type { OrderLine } from '@store/ordering';
import { remainingUnits, type ShipmentsState } from '../domain';

export type OrderShipmentsView = Omit<OrderShipmentsResponse, 'success' | 'message'>;

/** The order's shipments as the API answers them: each line named as the shopper ordered it, and what is left to ship. */
export function toShipmentsView(
  state: ShipmentsState,
  items: readonly OrderLine[],
  orderStatus: OrderStatus,
): OrderShipmentsView {
  const shipments = state.shipments.map((shipment): Shipment => ({
    shipmentId: shipment.shipmentId,
    carrier: shipment.carrier,
    awb: shipment.awb,
    trackingUrl: shipment.trackingUrl,
    lines: shipment.lines.map(({ line, quantity }) => ({
      line,
      quantity,
      name: items[line]?.name ?? '',
      size: items[line]?.size ?? '',
      colorName: items[line]?.colorName ?? null,
    })),
    shippedAt: shipment.shippedAt,
    deliveredAt: shipment.deliveredAt,
  }));
  const remaining = remainingUnits(
    state,
    items.map((item) => item.quantity),
  ).map((quantity, line) => ({ line, quantity }));
  return { shipments, remaining, orderStatus };
}
