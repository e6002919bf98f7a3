import type { GstSummaries, TaxDocument, TaxDocumentLine } from '@store/contracts';
import type { IssuedDocument } from '../domain/tax-document-events';

/**
 * What the summaries read of a document: an issued one as its event carries it (no buyer name or
 * address, those are sealed) or a whole TaxDocument. Only a B2B row shows the buyer's name.
 */
export type GstSummaryDocument = IssuedDocument & { buyer: { name?: string } };

type TaxAmounts = Pick<TaxDocumentLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;
type B2csRow = GstSummaries['b2cs'][number];
type B2bRow = GstSummaries['b2b'][number];
type CreditNoteRow = GstSummaries['creditNotes'][number];
type HsnRow = GstSummaries['hsn'][number];

/**
 * The monthly return's summaries as a fold, so a replay of the same events gives the same
 * figures and a report over millions of events keeps only the rows, never the documents.
 *
 * Rules (india-commerce.md, "Monthly returns"):
 * - Only documents whose issue date (the printed day, in the store's time zone) lies in the month.
 * - B2CS: consumer invoices (b2b false) grouped by place of supply ('27-Maharashtra') and rate,
 *   net of the consumer credit notes issued in the month: a credit note's lines subtract from
 *   the group of its own place of supply and rate, whichever month its invoice was in.
 * - B2B: one row per business invoice and rate; the invoice value is the invoice's whole total
 *   (repeated on each of its rates' rows, as the return's B2B table has it).
 * - Credit notes: one row per credit note (consumer and business) and rate, with the invoice it
 *   corrects; the note value is the credit note's whole total.
 * - HSN: grouped by HSN and rate (the shipping line's value under the HSN it was printed with,
 *   its quantity not counted: it is no piece): quantity,
 *   taxable value, each tax and total, net of the month's credit notes (their quantities subtract).
 * - Totals: the invoices' totals, the credit notes' totals, net = invoices - credit notes, and
 *   how many of each. So B2CS + B2B - business credit notes = net = HSN total.
 */
export interface GstSummaryFold {
  month: string;
  b2cs: Map<string, B2csRow>;
  b2b: B2bRow[];
  creditNotes: CreditNoteRow[];
  hsn: Map<string, HsnRow>;
  totals: GstSummaries['totals'];
}

export const emptyGstSummaryFold = (month: string): GstSummaryFold => ({
  month,
  b2cs: new Map(),
  b2b: [],
  creditNotes: [],
  hsn: new Map(),
  totals: { invoicesPaise: 0, creditNotesPaise: 0, netPaise: 0, invoiceCount: 0, creditNoteCount: 0 },
});

/** '27-Maharashtra', as the return names a place of supply. */
export const placeOfSupplyLabel = (place: TaxDocument['placeOfSupply']) => `${place.stateCode}-${place.state}`;

const noTax = (): TaxAmounts => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });

function addTax(target: TaxAmounts, amounts: TaxAmounts, sign: 1 | -1) {
  target.taxablePaise += sign * amounts.taxablePaise;
  target.cgstPaise += sign * amounts.cgstPaise;
  target.sgstPaise += sign * amounts.sgstPaise;
  target.igstPaise += sign * amounts.igstPaise;
}

/** A document's tax amounts per rate, rates in ascending order. */
function amountsByRate(lines: readonly TaxDocumentLine[]): [number, TaxAmounts][] {
  const byRate = new Map<number, TaxAmounts>();
  for (const line of lines) {
    const amounts = byRate.get(line.ratePercent) ?? noTax();
    addTax(amounts, line, 1);
    byRate.set(line.ratePercent, amounts);
  }
  return [...byRate.entries()].sort(([a], [b]) => a - b);
}

/** Adds one issued invoice or credit note to the fold (one outside the month is left out). */
export function addToGstSummaries(fold: GstSummaryFold, document: GstSummaryDocument): GstSummaryFold {
  if (!document.issueDate.startsWith(`${fold.month}-`)) return fold;
  const creditNote = document.kind === 'credit-note';
  const sign = creditNote ? -1 : 1;
  const placeOfSupply = placeOfSupplyLabel(document.placeOfSupply);
  const rates = amountsByRate(document.lines);

  if (!document.b2b) {
    for (const [ratePercent, amounts] of rates) {
      const key = `${placeOfSupply}|${ratePercent}`;
      const row = fold.b2cs.get(key) ?? { placeOfSupply, ratePercent, ...noTax() };
      addTax(row, amounts, sign);
      fold.b2cs.set(key, row);
    }
  } else if (!creditNote) {
    for (const [ratePercent, amounts] of rates)
      fold.b2b.push({
        buyerGstin: document.buyer.gstin ?? '',
        buyerName: document.buyer.name ?? '',
        invoiceNumber: document.number,
        invoiceDate: document.issueDate,
        invoiceValuePaise: document.totals.totalPaise,
        placeOfSupply,
        ratePercent,
        ...amounts,
      });
  }

  if (creditNote)
    for (const [ratePercent, amounts] of rates)
      fold.creditNotes.push({
        number: document.number,
        issueDate: document.issueDate,
        invoiceNumber: document.correctsInvoice?.number ?? '',
        invoiceDate: document.correctsInvoice?.issueDate ?? '',
        buyerGstin: document.buyer.gstin,
        placeOfSupply,
        ratePercent,
        valuePaise: document.totals.totalPaise,
        ...amounts,
      });

  for (const line of document.lines) {
    const key = `${line.hsn}|${line.ratePercent}`;
    const row = fold.hsn.get(key) ?? {
      hsn: line.hsn,
      ratePercent: line.ratePercent,
      quantity: 0,
      ...noTax(),
      totalPaise: 0,
    };
    // Pieces only: the shipping line's one 'service' is no garment (its value still counts).
    if (line.kind === 'goods') row.quantity += sign * line.quantity;
    addTax(row, line, sign);
    row.totalPaise += sign * line.totalPaise;
    fold.hsn.set(key, row);
  }

  const totals = fold.totals;
  if (creditNote) {
    totals.creditNotesPaise += document.totals.totalPaise;
    totals.creditNoteCount += 1;
  } else {
    totals.invoicesPaise += document.totals.totalPaise;
    totals.invoiceCount += 1;
  }
  totals.netPaise = totals.invoicesPaise - totals.creditNotesPaise;
  return fold;
}

const byKeys =
  <T>(...keys: ((row: T) => string | number)[]) =>
  (a: T, b: T): number => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

/** A group a credit note cancelled out entirely is left out of the return. */
const hasAmounts = (row: TaxAmounts) =>
  row.taxablePaise !== 0 || row.cgstPaise !== 0 || row.sgstPaise !== 0 || row.igstPaise !== 0;

/**
 * The fold's rows (copies: the fold may go on) in a stable order: by place or HSN, by date and
 * number, then by rate; a B2CS or HSN group that credit notes cancelled out entirely is left out.
 */
export function gstSummariesOf(fold: GstSummaryFold): GstSummaries {
  return {
    month: fold.month,
    b2cs: [...fold.b2cs.values()]
      .filter(hasAmounts)
      .map((row) => ({ ...row }))
      .sort(
        byKeys<B2csRow>(
          (row) => row.placeOfSupply,
          (row) => row.ratePercent,
        ),
      ),
    b2b: [...fold.b2b]
      .map((row) => ({ ...row }))
      .sort(
        byKeys<B2bRow>(
          (row) => row.invoiceDate,
          (row) => row.invoiceNumber,
          (row) => row.ratePercent,
        ),
      ),
    creditNotes: [...fold.creditNotes]
      .map((row) => ({ ...row }))
      .sort(
        byKeys<CreditNoteRow>(
          (row) => row.issueDate,
          (row) => row.number,
          (row) => row.ratePercent,
        ),
      ),
    hsn: [...fold.hsn.values()]
      .filter((row) => row.quantity !== 0 || row.totalPaise !== 0 || hasAmounts(row))
      .map((row) => ({ ...row }))
      .sort(
        byKeys<HsnRow>(
          (row) => row.hsn,
          (row) => row.ratePercent,
        ),
      ),
    totals: { ...fold.totals },
  };
}

/** The summaries of one month ('YYYY-MM') of issued invoices and credit notes. */
export function foldGstSummaries(month: string, documents: Iterable<GstSummaryDocument>): GstSummaries {
  const fold = emptyGstSummaryFold(month);
  for (const document of documents) addToGstSummaries(fold, document);
  return gstSummariesOf(fold);
}
