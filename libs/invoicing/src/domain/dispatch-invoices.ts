import type { InvoicedUnits } from '@store/contracts';
import type { InvoiceGoodsLine } from './invoice';
import type { InvoiceRef } from './order-tax-documents';

/** A shipment that left (ShipmentDispatched), as its invoice needs it. */
export interface DispatchToInvoice {
  shipmentId: string;
  carrier: string;
  awb: string;
  lines: InvoicedUnits[];
}

/** The next invoice an order is due: for a shipment (its units not invoiced yet), or for the goods that left without one. */
export interface InvoiceDue {
  shipment: DispatchToInvoice | null;
  units: InvoicedUnits[];
}

/** Units of each order line (of `quantities`) that the order's invoices cover; an invoice without lines covers the whole order. */
export function coveredUnits(invoices: readonly Pick<InvoiceRef, 'lines'>[], quantities: readonly number[]): number[] {
  const covered = quantities.map(() => 0);
  for (const invoice of invoices) {
    if (invoice.lines === null) return [...quantities];
    for (const { line, quantity } of invoice.lines) if (line < covered.length) covered[line] += quantity;
  }
  return covered.map((units, line) => Math.min(units, quantities[line]!));
}

/**
 * The order's next invoice (issue #43), or null when none is due:
 * 1. each shipment, in the order they left, is invoiced for those of its units no invoice covers
 *    yet (none: a shipment of goods already invoiced, e.g. recorded after the status was set to
 *    shipped, gets no invoice);
 * 2. then, once the order's goods have all left (`goodsLeft`: marked shipped, delivered or
 *    returned), one invoice for every unit still not covered: the whole order for an order shipped
 *    through the status alone (as before shipments), nothing when the shipments covered it all.
 * Called again after each issue, it gives the next, so an order's invoices follow its shipments.
 */
export function nextInvoiceDue(input: {
  invoices: readonly InvoiceRef[];
  shipments: readonly DispatchToInvoice[];
  quantities: readonly number[];
  goodsLeft: boolean;
}): InvoiceDue | null {
  const covered = coveredUnits(input.invoices, input.quantities);
  const invoiced = new Set(input.invoices.map((invoice) => invoice.shipmentId));
  const uncovered = (line: number) => Math.max(0, (input.quantities[line] ?? 0) - covered[line]!);
  for (const shipment of input.shipments) {
    if (invoiced.has(shipment.shipmentId)) continue;
    const units = shipment.lines
      .map(({ line, quantity }) => ({ line, quantity: Math.min(quantity, uncovered(line)) }))
      .filter((units) => units.quantity > 0);
    if (units.length) return { shipment, units };
  }
  if (!input.goodsLeft) return null;
  const rest = input.quantities
    .map((_, line) => ({ line, quantity: uncovered(line) }))
    .filter((units) => units.quantity > 0);
  return rest.length ? { shipment: null, units: rest } : null;
}

/** The part of `total` that falls on the first `count` of `of` units: rounded down, so the parts of all units add up to it. */
const shareOf = (total: number, count: number, of: number) => Number((BigInt(total) * BigInt(count)) / BigInt(of));

/**
 * The lines of an invoice for `units` of an order whose lines (as charged: price per piece and the
 * line's whole discount) are `orderLines`, when `coveredBefore` units of each line are invoiced
 * already. Each piece is invoiced at the line's price; a line's discount is shared over its pieces
 * in the order they are invoiced, the first k pieces carrying floor(discount x k / quantity), so
 * the invoices of all of a line's pieces carry its discount to the paisa. Shipping goes on the
 * order's first invoice (`firstInvoice`), the dispatch that starts the delivery.
 */
export function invoiceSlice(
  order: { lines: readonly InvoiceGoodsLine[]; shippingPaise: number },
  coveredBefore: readonly number[],
  units: readonly InvoicedUnits[],
  firstInvoice: boolean,
): { lines: InvoiceGoodsLine[]; shippingPaise: number } {
  const lines = [...units]
    .sort((a, b) => a.line - b.line)
    .map(({ line, quantity }): InvoiceGoodsLine => {
      const whole = order.lines[line];
      if (!whole) throw new Error(`The order has no line ${line}`);
      const before = coveredBefore[line] ?? 0;
      if (!Number.isSafeInteger(quantity) || quantity < 1 || before + quantity > whole.quantity)
        throw new Error(`Line ${line} has ${whole.quantity - before} units left to invoice, not ${quantity}`);
      const discountPaise =
        shareOf(whole.discountPaise, before + quantity, whole.quantity) -
        shareOf(whole.discountPaise, before, whole.quantity);
      return { ...whole, quantity, discountPaise, orderLine: line };
    });
  return { lines, shippingPaise: firstInvoice ? order.shippingPaise : 0 };
}
