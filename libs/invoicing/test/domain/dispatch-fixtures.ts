import type { InvoicedUnits, TaxDocument } from '@store/contracts';
import { buildInvoice, coveredUnits, invoiceSlice, type InvoiceInput } from '../../src/domain';
import { seededRandom } from './invoice-fixtures';

/**
 * The invoices of an order shipped in `dispatches` (each the units it carries), issued in turn as
 * the issuer does: each slice from the units the earlier invoices cover, shipping on the first.
 */
export function dispatchInvoices(order: InvoiceInput, dispatches: readonly InvoicedUnits[][]): TaxDocument[] {
  const covered: { lines: InvoicedUnits[] }[] = [];
  return dispatches.map((units, index) => {
    const before = coveredUnits(
      covered,
      order.lines.map((line) => line.quantity),
    );
    covered.push({ lines: units });
    return buildInvoice({
      ...order,
      number: `INV/2627/${String(index + 1).padStart(6, '0')}`,
      ...invoiceSlice(order, before, units, index === 0),
      shipment: { shipmentId: `shipment-${index + 1}`, carrier: 'Delhivery', awb: `AWB${100000 + index}` },
    });
  });
}

/** Every unit of the order's lines dealt at random into 1 to 4 dispatches (each carrying at least one unit). */
export function randomDispatches(random: ReturnType<typeof seededRandom>, quantities: readonly number[]) {
  const count = random.between(
    1,
    Math.min(
      4,
      quantities.reduce((sum, quantity) => sum + quantity, 0),
    ),
  );
  const dispatches: Map<number, number>[] = Array.from({ length: count }, () => new Map());
  const units = quantities.flatMap((quantity, line) => Array.from({ length: quantity }, () => line));
  units.forEach((line, index) => {
    // The first `count` units open one dispatch each, so none is empty.
    const target = index < count ? dispatches[index]! : random.pick(dispatches);
    target.set(line, (target.get(line) ?? 0) + 1);
  });
  return dispatches.map((lines) =>
    [...lines].map(([line, quantity]) => ({ line, quantity })).sort((a, b) => a.line - b.line),
  );
}
