import { formatRupees, type TaxDocument } from '@store/contracts';
import { ConflictError } from '@store/platform/domain';
import { allocate, remainingPerLine } from './credit-note';

/** A line of a refund (issue #43, a return's refund): units of an order line and what they give back, in paise. */
export interface RefundLine {
  line: number;
  quantity: number;
  amountPaise: number;
}

/** What a refund credits against one invoice: a part per invoice line (adding up to the note's amount) and the pieces. */
export interface InvoiceCredit {
  invoice: TaxDocument;
  amountPaise: number;
  parts: number[];
  units: number[];
}

/** The order line a goods line of an invoice is for: recorded since issue #43; before, goods lines followed the order's lines. */
export const orderLineOf = (invoice: TaxDocument, index: number): number | null => {
  const line = invoice.lines[index];
  if (!line || line.kind !== 'goods') return null;
  return line.orderLine ?? index;
};

interface Room {
  invoice: TaxDocument;
  /** What remains of each line (total paise and pieces) after earlier notes and the parts given so far. */
  totals: number[];
  pieces: number[];
  parts: number[];
  units: number[];
}

/**
 * How a refund is credited over the order's invoices (issue #43), one credit note per invoice it
 * touches:
 * - **A refund with lines** (a return's): each line's units are found on the invoices that carried
 *   that order line, oldest invoice first, as far as their pieces are not credited yet, and its
 *   amount shared over those invoices in proportion to the value of the pieces each gives back
 *   (largest remainder; a discount's odd paise differ between dispatches); a line whose pieces are all credited already takes the amount alone from what
 *   remains of it. What one invoice's line cannot take goes to the same line on the others; what
 *   they all cannot take (units never invoiced, an amount above what remains of the line) joins
 *   the pool below.
 * - **A refund without lines**, and that pool: first `uninvoicedPaise`, the part of what was paid
 *   for goods never invoiced (a partly shipped order cancelled: the units that never left need no
 *   credit note), then the rest in proportion to what remains of each invoice, and within an
 *   invoice of each line, as a single-invoice order always was (so notes that refund everything
 *   reverse every invoice exactly).
 * More than remains of the invoices is refused, as for one invoice.
 */
export function allocateRefund(input: {
  /** The order's invoices in the order they were issued. */
  invoices: readonly TaxDocument[];
  /** Every credit note of the order so far. */
  creditNotes: readonly TaxDocument[];
  amountPaise: number;
  lines?: readonly RefundLine[] | null;
  uninvoicedPaise?: number;
}): InvoiceCredit[] {
  const rooms: Room[] = input.invoices.map((invoice) => {
    const remaining = remainingPerLine(
      invoice,
      input.creditNotes.filter((note) => note.correctsInvoice?.number === invoice.number),
    );
    return {
      invoice,
      totals: remaining.map((line) => line.totalPaise),
      pieces: remaining.map((line) => line.quantity),
      parts: remaining.map(() => 0),
      units: remaining.map(() => 0),
    };
  });
  const give = (room: Room, index: number, part: number, units: number) => {
    room.parts[index]! += part;
    room.totals[index]! -= part;
    room.units[index]! += units;
    room.pieces[index]! -= units;
  };
  let pool = input.lines ? 0 : input.amountPaise;
  for (const refundLine of input.lines ?? []) pool += creditLine(rooms, refundLine, give);

  pool -= Math.min(pool, Math.max(0, input.uninvoicedPaise ?? 0));
  const left = rooms.map((room) => room.totals.reduce((sum, total) => sum + total, 0));
  const leftTotal = left.reduce((sum, total) => sum + total, 0);
  if (pool > leftTotal) {
    const numbers = input.invoices.map((invoice) => invoice.number).join(', ') || 'none';
    throw new ConflictError(
      `Cannot credit ${formatRupees(pool / 100)} against the order's invoices (${numbers}): only ${formatRupees(leftTotal / 100)} remains`,
    );
  }
  if (pool > 0)
    allocate(pool, left).forEach((share, at) => {
      const room = rooms[at]!;
      if (share > 0) allocate(share, [...room.totals]).forEach((part, index) => give(room, index, part, 0));
    });
  return rooms
    .map((room) => ({
      invoice: room.invoice,
      amountPaise: room.parts.reduce((sum, part) => sum + part, 0),
      parts: room.parts,
      units: room.units,
    }))
    .filter((credit) => credit.amountPaise > 0);
}

/** One refund line credited on the invoices that carried it (see allocateRefund); answers what they could not take. */
function creditLine(
  rooms: Room[],
  { line, quantity, amountPaise }: RefundLine,
  give: (room: Room, index: number, part: number, units: number) => void,
): number {
  const carriers = rooms.flatMap((room) =>
    room.invoice.lines.flatMap((_, index) => (orderLineOf(room.invoice, index) === line ? [{ room, index }] : [])),
  );
  let unitsLeft = quantity;
  const taken = carriers.map(({ room, index }) => {
    const units = Math.max(0, Math.min(unitsLeft, room.pieces[index]!));
    unitsLeft -= units;
    return units;
  });
  const unitsFound = quantity - unitsLeft;
  // Each invoice's share in proportion to the value of the pieces it gives back (all that remains
  // of its line when they are its last), so a return of every piece credits each line exactly;
  // pieces all credited before (an earlier refund of this line): the amount alone, from what remains.
  const values = carriers.map(({ room, index }, at) =>
    taken[at]! > 0 && taken[at] === room.pieces[index]
      ? room.totals[index]!
      : Math.floor((room.totals[index]! * taken[at]!) / Math.max(1, room.pieces[index]!)),
  );
  const byValue = values.some((value) => value > 0) ? values : taken;
  const weights = unitsFound > 0 ? byValue : carriers.map(({ room, index }) => room.totals[index]!);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightTotal === 0) return amountPaise;
  const onInvoices =
    unitsFound > 0 && unitsFound < quantity ? Math.floor((amountPaise * unitsFound) / quantity) : amountPaise;
  let overflow = amountPaise - onInvoices;
  allocate(onInvoices, weights).forEach((share, at) => {
    const { room, index } = carriers[at]!;
    const part = Math.min(share, room.totals[index]!);
    overflow += share - part;
    give(room, index, part, taken[at]!);
  });
  // What one invoice's line could not take goes to what remains of the same line on the others first.
  const roomLeft = carriers.map(({ room, index }) => room.totals[index]!);
  const onLine = Math.min(
    overflow,
    roomLeft.reduce((sum, total) => sum + total, 0),
  );
  if (onLine > 0)
    allocate(onLine, roomLeft).forEach((part, at) => give(carriers[at]!.room, carriers[at]!.index, part, 0));
  return overflow - onLine;
}

/**
 * The part of a refund without lines that is for goods never invoiced: what was paid beyond the
 * invoices, less what earlier refunds without lines (not failed, in the ledger's order) took of it.
 */
export function uninvoicedShare(input: {
  paidPaise: number;
  invoicedPaise: number;
  /** The amounts of the refunds without lines requested before this one. */
  earlierRefundsPaise: readonly number[];
}): number {
  const earlier = input.earlierRefundsPaise.reduce((sum, amount) => sum + amount, 0);
  return Math.max(0, input.paidPaise - input.invoicedPaise - earlier);
}
