import type { CreateOrderRequest, GuestOrderRequest } from '@store/contracts/requests';
import { ValidationError } from '@store/platform';
import { buyerGstinOf, isIndianState } from '../domain/buyer-tax-details';
import { ORDER_MESSAGES as M } from '../domain/messages';
import type { ShippingAddress } from '../domain/order-events';

/** A line as the shopper asked for it: which product, colour and size, and how many. Prices are ours. */
export interface RequestedLine {
  productId: string;
  quantity: number;
  size: string;
  colorVariantId: string | null;
}

export interface OrderRequest {
  lines: RequestedLine[];
  shippingAddress: ShippingAddress;
  /** A business buyer's GSTIN (normalised and checked), or null for a consumer. */
  buyerGstin: string | null;
  /** The discount code asked for (issue #44), or null. */
  discountCode?: string | null;
}

export interface GuestDetails {
  name: string;
  phone: string;
  email: string | null;
}

/**
 * POST /orders as the order reads it (the request's checks and messages: CreateOrderRequest in
 * libs/contracts): its lines, address and buyer's GSTIN. The address's state must be one of
 * India's (its tax invoice names the place of supply by it). The client's prices, totals,
 * shipping and payment method are not read: the server prices the order itself.
 */
export function orderRequestOf(request: CreateOrderRequest): OrderRequest {
  const address = request.shippingAddress;
  if (!isIndianState(address.state)) throw new ValidationError(M.stateInvalid, 'shippingAddress.state');
  return {
    lines: request.orderItems.map((line) => ({
      productId: line.product.trim(),
      quantity: line.quantity,
      size: line.size,
      colorVariantId: line.colorVariantId || null,
    })),
    shippingAddress: {
      name: address.name,
      phone: address.phone,
      houseName: address.houseName ?? '',
      street: address.street,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode ?? '',
      country: address.country || 'India',
    },
    buyerGstin: buyerGstinOf(request.buyerGstin ?? ''),
    discountCode: request.discountCode || null,
  };
}

/** The guest's contact details of POST /orders/guest: the address's name and phone where the request left them out. */
export function guestDetailsOf(request: GuestOrderRequest, address: ShippingAddress): GuestDetails {
  return {
    name: request.customerName || address.name,
    phone: request.customerPhone || address.phone,
    email: request.customerEmail || null,
  };
}
