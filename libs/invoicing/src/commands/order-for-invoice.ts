import { gstStateByName, type ShippingAddress } from '@store/contracts';
import type { OrderState } from '@store/ordering';
import { toPaise } from '@store/ordering';
import type { InvoiceInput } from '../domain/invoice';

/** Statuses of an order whose goods have left: it has (or is due) a tax invoice. */
export const INVOICED_STATUSES: readonly OrderState['status'][] = ['shipped', 'delivered', 'returned'];

export const ERASED_BUYER = 'Erased at the customer’s request';

/** The delivery address on one line, as the invoice prints it. */
export const addressLine = (address: ShippingAddress): string =>
  [address.houseName, address.street, address.city, `${address.state} ${address.zipCode}`.trim(), address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * What the invoice needs of an order (opened: OrderPersonalData.reveal): its lines at the prices
 * charged, shipping, the buyer and where the parcel goes. HSN codes come from the order's lines
 * (recorded when it was placed); `hsnOf` answers for lines of orders placed before they were.
 */
export function invoiceLinesOf(
  order: OrderState,
  hsnOf: (productId: string) => string,
): Pick<InvoiceInput, 'lines' | 'shippingPaise'> {
  return {
    lines: order.items.map((item) => ({
      hsn: item.hsn || hsnOf(item.productId),
      name: item.name,
      colorName: item.colorName,
      size: item.size,
      quantity: item.quantity,
      unitPricePaise: toPaise(item.price),
      // What a discount code took off the line (issue #44): the invoice prints it and taxes the rest.
      discountPaise: toPaise(item.discount ?? 0),
    })),
    shippingPaise: toPaise(order.shippingCost),
  };
}

/** The buyer as the invoice names them; the state falls back to the address's when the order was erased. */
export function buyerOf(order: OrderState): InvoiceInput['buyer'] {
  const address = order.shippingAddress;
  if (!address) return { name: ERASED_BUYER, address: ERASED_BUYER, state: '', gstin: order.buyerGstin ?? null };
  return {
    name: address.name || order.customer?.name || '',
    address: addressLine(address),
    state: gstStateByName(address.state)?.name ?? address.state,
    gstin: order.buyerGstin ?? null,
  };
}
