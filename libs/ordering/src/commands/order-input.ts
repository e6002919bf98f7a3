import { EMAIL_PATTERN, INDIAN_MOBILE, SIZES, VALIDATION_MESSAGES as V } from '@store/contracts';
import { ValidationError } from '@store/platform';
import { ORDER_MESSAGES as M } from '../domain/messages';
import type { ShippingAddress } from '../domain/order-events';

/** A line as the shopper asked for it: which product, colour, size and how many. Prices are ours. */
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

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;
/** Ids are UUIDs: anything longer is refused before it is looked up. */
const ID_MAX_LENGTH = 64;

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const digitsOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 32).replace(/\D/g, '') : '';
/** "+91 98765 43210" and "098765 43210" are the same mobile number. */
export const indianMobile = (value: unknown) => {
  const digits = digitsOf(value);
  return digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0')) ? digits.slice(-10) : digits;
};
const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { _id?: unknown })._id : value;

function parseLine(raw: unknown, index: number): RequestedLine {
  const field = `orderItems[${index}]`;
  if (typeof raw !== 'object' || raw === null) throw new ValidationError(M.invalidOrderData, field);
  const line = raw as Record<string, unknown>;
  const productId = idOf(line.product ?? line.productId);
  if (typeof productId !== 'string' || !productId.trim() || productId.length > ID_MAX_LENGTH)
    throw new ValidationError(M.productNotFound, `${field}.product`);
  const quantity = Number(line.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw new ValidationError(`Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`, `${field}.quantity`);
  }
  const size = text(line.size, 10).toUpperCase();
  if (!(SIZES as readonly string[]).includes(size)) throw new ValidationError(V.selectSize, `${field}.size`);
  const variant = line.colorVariantId;
  if (
    variant !== undefined &&
    variant !== null &&
    variant !== '' &&
    (typeof variant !== 'string' || variant.length > ID_MAX_LENGTH)
  ) {
    throw new ValidationError(V.selectColor, `${field}.colorVariantId`);
  }
  return {
    productId: productId.trim(),
    quantity,
    size,
    colorVariantId: typeof variant === 'string' && variant ? variant : null,
  };
}

export function parseShippingAddress(raw: unknown): ShippingAddress {
  const address = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const parsed: ShippingAddress = {
    name: text(address.name, 100),
    phone: indianMobile(address.phone),
    houseName: text(address.houseName),
    street: text(address.street),
    city: text(address.city, 100),
    state: text(address.state, 100),
    zipCode: text(address.zipCode, 12),
    country: text(address.country, 60) || 'India',
  };
  for (const field of ['name', 'phone', 'street', 'city', 'state'] as const) {
    if (!parsed[field]) throw new ValidationError(M.addressIncomplete, `shippingAddress.${field}`);
  }
  if (!INDIAN_MOBILE.test(parsed.phone)) throw new ValidationError(V.phoneInvalid, 'shippingAddress.phone');
  if (parsed.zipCode && !/^\d{6}$/.test(parsed.zipCode))
    throw new ValidationError('PIN code must be 6 digits', 'shippingAddress.zipCode');
  return parsed;
}

/**
 * Reads POST /orders: the lines and the address. The client's prices, totals, shipping and
 * payment method are ignored: the server prices the order itself.
 */
export function parseOrderRequest(body: Record<string, unknown>): OrderRequest {
  const items = body.orderItems;
  if (!Array.isArray(items) || items.length === 0) throw new ValidationError(M.noItems, 'orderItems');
  if (items.length > MAX_ORDER_LINES)
    throw new ValidationError(`An order can hold at most ${MAX_ORDER_LINES} lines`, 'orderItems');
  if (body.paymentMethod !== undefined && body.paymentMethod !== 'razorpay') {
    throw new ValidationError('Payment method must be razorpay', 'paymentMethod');
  }
  return { lines: items.map(parseLine), shippingAddress: parseShippingAddress(body.shippingAddress) };
}

/** The guest's contact details of POST /orders/guest. */
export function parseGuestDetails(body: Record<string, unknown>, address: ShippingAddress): GuestDetails {
  const name = text(body.customerName, 100) || address.name;
  if (name.length < 2) throw new ValidationError(V.nameTooShort, 'customerName');
  const phone =
    body.customerPhone === undefined || body.customerPhone === '' ? address.phone : indianMobile(body.customerPhone);
  if (!INDIAN_MOBILE.test(phone)) throw new ValidationError(V.phoneInvalid, 'customerPhone');
  const email = text(body.customerEmail, 254).toLowerCase();
  if (email && !EMAIL_PATTERN.test(email)) throw new ValidationError(V.emailInvalid, 'customerEmail');
  return { name, phone, email: email || null };
}
