import type { ShippingAddress } from '@store/contracts';
import type { SealedPersonal } from '@store/platform/domain';

/** Who placed an order (order-events.ts offers it beside the events that carry it). */
export interface Customer {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The personal part of an order: who bought it, where it goes, and the business buyer's GSTIN. */
export interface OrderPersonal {
  customer: Customer;
  shippingAddress: ShippingAddress;
  /**
   * A business buyer's GSTIN, normalised and checked at checkout, for a B2B tax invoice; null for
   * a consumer. Absent in orders placed before it was asked for: read as null (withPersonal).
   */
  buyerGstin: string | null;
}

/**
 * How OrderPlaced carries it: sealed under `order:<orderId>` (every order placed since erasure
 * was built), or `legacy` for an event written before, in plain text (lifted by
 * upcastOrderPlaced; only a reseal of the log can erase those).
 */
export type OrderPersonalRef = SealedPersonal | { legacy: OrderPersonal };

export const isSealedPersonal = (ref: OrderPersonalRef | null): ref is SealedPersonal =>
  ref !== null && 'sealed' in ref;

/** OrderPlaced as first written: the personal fields in plain text. */
interface LegacyPlacedFields {
  customer: Customer;
  shippingAddress: ShippingAddress;
}

/**
 * The upcaster of OrderPlaced: the first shape (customer and shippingAddress in plain text) to
 * the current one (`personal`). Applied where the event is read (the aggregate's evolve and every
 * projection of it), so the log's old events and the new ones read alike.
 */
export function upcastOrderPlaced<T extends { personal?: OrderPersonalRef }>(
  data: T | (Omit<T, 'personal'> & LegacyPlacedFields),
): T {
  if ('personal' in data && data.personal) return data as T;
  const { customer, shippingAddress, ...rest } = data as Omit<T, 'personal'> & LegacyPlacedFields;
  return { ...rest, personal: { legacy: { customer, shippingAddress, buyerGstin: null } } } as unknown as T;
}
