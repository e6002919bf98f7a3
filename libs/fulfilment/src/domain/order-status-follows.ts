import type { OrderStatus } from '@store/contracts';
import { remainingUnits, type ShipmentsState } from './shipments';

/** The statuses an order goes through as it is fulfilled; others (pending, cancelled, returned) are left alone. */
const FULFILMENT_PATH: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

/** The status the order's shipments call for: some shipped, processing; all shipped, shipped; all shipped and delivered, delivered. */
export function statusOfShipments(state: ShipmentsState, quantities: readonly number[]): OrderStatus | null {
  if (!state.shipments.length) return null;
  const allShipped = remainingUnits(state, quantities).every((left) => left === 0);
  if (!allShipped) return 'processing';
  return state.shipments.every((shipment) => shipment.deliveredAt) ? 'delivered' : 'shipped';
}

/**
 * The admin status changes that bring the order to what its shipments call for, in order: only
 * forward (a status the admin already moved past stays), and through 'shipped' on the way to
 * 'delivered' (the order's transitions allow no jump, and 'shipped' issues the tax invoice).
 * Empty when the order is there already: applying them again changes nothing.
 */
export function orderStatusSteps(
  current: OrderStatus,
  state: ShipmentsState,
  quantities: readonly number[],
): OrderStatus[] {
  const target = statusOfShipments(state, quantities);
  const from = FULFILMENT_PATH.indexOf(current);
  const to = target ? FULFILMENT_PATH.indexOf(target) : -1;
  if (from < 0 || to <= from) return [];
  if (target === 'processing') return ['processing'];
  return FULFILMENT_PATH.slice(Math.max(from + 1, FULFILMENT_PATH.indexOf('shipped')), to + 1);
}
