import type { CreateOrderRequest, GuestOrderRequest } from '@store/contracts/requests';
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
}

export interface GuestDetails {
  name: string;
  phone: string;
  email: string | null;
}

/**
 * POST /orders as the order reads it (the request's checks and messages: CreateOrderRequest in
 * libs/contracts): its lines and address. The client's prices, totals, shipping and payment
 * method are not read: the server prices the order itself.
 */
export function orderRequestOf(request: CreateOrderRequest): OrderRequest {
  const address = request.shippingAddress;
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
