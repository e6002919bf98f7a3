import { formatRupees, type TaxDocument, type TaxDocumentLine } from '@store/contracts';
import { ConflictError, ValidationError } from '@store/platform/domain';
import { amountInWords } from './amount-in-words';
import { documentTotals } from './document-totals';
import { financialYearOf } from './financial-year';
import { splitTax, type TaxSplit } from './tax-line';

export interface CreditNoteInput {
  /** The invoice the credit note corrects. */
  invoice: TaxDocument;
  number: string;
  issuedAt: string;
  /** YYYY-MM-DD, the store's time zone. */
  issueDate: string;
  refundId: string;
  reason: string | null;
  /** What the refund gives back against this invoice, tax included. */
  amountPaise: number;
  /** The credit notes already issued against this invoice. */
  creditedBefore: readonly TaxDocument[];
  /**
   * Issue #43: the amount already shared over the invoice's lines (one part per invoice line, adding
   * up to amountPaise; see allocateRefund), and the pieces each part gives back. Absent: shared in
   * proportion to what remains of each line, no pieces but those of a line credited whole.
   */
  parts?: readonly number[];
  units?: readonly number[];
}

export type Amounts = Pick<
  TaxDocumentLine,
  'quantity' | 'valuePaise' | 'discountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'
>;
const AMOUNT_FIELDS = [
  'quantity',
  'valuePaise',
  'discountPaise',
  'taxablePaise',
  'cgstPaise',
  'sgstPaise',
  'igstPaise',
  'totalPaise',
] as const satisfies readonly (keyof Amounts)[];

const amountsOf = (line: Amounts | undefined): Amounts =>
  Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, line?.[field] ?? 0])) as unknown as Amounts;

const minus = (a: Amounts, b: Amounts): Amounts =>
  Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, a[field] - b[field]])) as unknown as Amounts;

/** What remains of each line of the invoice after earlier credit notes (their lines match the invoice's by index). */
export function remainingPerLine(invoice: TaxDocument, creditedBefore: readonly TaxDocument[]): Amounts[] {
  return invoice.lines.map((line, index) =>
    creditedBefore.reduce((rest, note) => minus(rest, amountsOf(note.lines[index])), amountsOf(line)),
  );
}

/**
 * `amount` shared out in proportion to `weights` (whole numbers, not all 0), the parts rounded down
 * and the paise left over given one each to the largest remainders (the first line on a tie), so
 * the parts add up to `amount` exactly. BigInt: amount x weight can pass 2^53.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) {
    if (amount !== 0) throw new Error(`Cannot share ${amount} over nothing`);
    return weights.map(() => 0);
  }
  const whole = BigInt(total);
  const shares = weights.map((weight, index) => {
    const exact = BigInt(amount) * BigInt(weight);
    return { index, part: Number(exact / whole), remainder: exact % whole };
  });
  let leftover = amount - shares.reduce((sum, share) => sum + share.part, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftover === 0) break;
    share.part += 1;
    leftover -= 1;
  }
  return shares.map((share) => share.part);
}

/**
 * The taxes of crediting `part` more of a line of which `creditedPaise` is credited already: the
 * split of the credited amount after, less the split before. Each split is the invoice's own
 * (splitTax at the line's rate), so the notes that credit a whole line add up to its taxes
 * exactly, and as the split only grows with the amount, no note's tax is ever below 0.
 */
function taxesOfPart(
  line: TaxDocumentLine,
  creditedPaise: number,
  part: number,
  taxKind: TaxDocument['taxKind'],
): TaxSplit {
  const after = splitTax(creditedPaise + part, line.ratePercent, taxKind);
  const before = splitTax(creditedPaise, line.ratePercent, taxKind);
  return {
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
  };
}

/**
 * A credit note for a refund of `amountPaise` against an invoice (CGST Act s.34): the same seller,
 * buyer, place of supply and taxes, and one line per invoice line (in the same order, so later
 * notes can see what is left of each), crediting the refund pro rata to what remains of each line
 * (or by the `parts` given: a return's lines, issue #43) and reversing its tax at the line's rate
 * (see taxesOfPart), so credit notes that together refund an invoice reverse it to the paisa. The
 * part that closes a line (all that remains of it) counts its pieces and what remains of its value
 * and discount; a part that does not counts the pieces given back (`units`; none for a refund
 * without lines) and its value is the part itself, without discount.
 */
export function buildCreditNote(input: CreditNoteInput): TaxDocument {
  const { invoice, amountPaise, creditedBefore } = input;
  if (invoice.kind !== 'invoice') throw new Error(`${invoice.number} is a credit note, not an invoice`);
  const stranger = creditedBefore.find((note) => note.correctsInvoice?.number !== invoice.number);
  if (stranger) throw new Error(`Credit note ${stranger.number} does not correct invoice ${invoice.number}`);
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 1) {
    throw new ValidationError(`A credit note must credit a whole number of paise, at least 1, not ${amountPaise}`);
  }
  const remaining = remainingPerLine(invoice, creditedBefore);
  const remainingTotal = remaining.reduce((sum, line) => sum + line.totalPaise, 0);
  if (amountPaise > remainingTotal) {
    throw new ConflictError(
      `Cannot credit ${formatRupees(amountPaise / 100)} against invoice ${invoice.number}: only ${formatRupees(remainingTotal / 100)} remains`,
    );
  }
  if (input.parts) {
    const sum = input.parts.reduce((total, part) => total + part, 0);
    const outside = input.parts.findIndex((part, index) => part < 0 || part > (remaining[index]?.totalPaise ?? 0));
    if (input.parts.length !== invoice.lines.length || sum !== amountPaise || outside >= 0)
      throw new Error(`The parts of a credit note of ${amountPaise} paise do not fit invoice ${invoice.number}`);
  }
  const parts =
    input.parts ??
    allocate(
      amountPaise,
      remaining.map((line) => line.totalPaise),
    );
  const lines = invoice.lines.map((line, index): TaxDocumentLine => {
    const part = parts[index]!;
    const rest = remaining[index]!;
    const closesLine = part > 0 && part === rest.totalPaise;
    const pieces = closesLine
      ? { quantity: rest.quantity, valuePaise: rest.valuePaise, discountPaise: rest.discountPaise }
      : { quantity: Math.min(input.units?.[index] ?? 0, rest.quantity), valuePaise: part, discountPaise: 0 };
    const amounts: Amounts = {
      ...pieces,
      ...taxesOfPart(line, line.totalPaise - rest.totalPaise, part, invoice.taxKind),
      totalPaise: part,
    };
    return {
      kind: line.kind,
      hsn: line.hsn,
      description: line.description,
      unit: line.unit,
      unitPricePaise: line.unitPricePaise,
      ratePercent: line.ratePercent,
      ...amounts,
      ...(line.orderLine !== undefined && { orderLine: line.orderLine }),
    };
  });
  const totals = documentTotals(lines);
  return {
    ...invoice,
    kind: 'credit-note',
    number: input.number,
    issuedAt: input.issuedAt,
    issueDate: input.issueDate,
    financialYear: financialYearOf(input.issueDate).label,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    correctsInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    refundId: input.refundId,
    reason: input.reason,
  };
}
