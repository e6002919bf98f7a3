import {
  addToGstSummaries,
  emptyGstSummaryFold,
  gstSummariesOf,
  TAX_DOCUMENT_EVENT_TYPES,
  type GstSummaryFold,
  type TaxDocumentEvent,
} from '@store/invoicing';
import { defineReport, rupees, type ReportRow } from '../report';

const COLUMNS = [
  'section',
  'place_of_supply',
  'hsn',
  'document',
  'document_date',
  'invoice',
  'invoice_date',
  'buyer_gstin',
  'rate',
  'quantity',
  'value',
  'taxable',
  'cgst',
  'sgst_utgst',
  'igst',
  'total',
] as const;

type Row = Partial<Record<(typeof COLUMNS)[number], string | number | null>>;

const taxes = (amounts: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }): Row => ({
  taxable: rupees(amounts.taxablePaise),
  cgst: rupees(amounts.cgstPaise),
  sgst_utgst: rupees(amounts.sgstPaise),
  igst: rupees(amounts.igstPaise),
  total: rupees(amounts.taxablePaise + amounts.cgstPaise + amounts.sgstPaise + amounts.igstPaise),
});

/** Every row has every column (null where a section has none), so csv and json read alike. */
const full = (row: Row): ReportRow => Object.fromEntries(COLUMNS.map((column) => [column, row[column] ?? null]));

/**
 * The monthly return's summaries (the invoicing module's fold, `foldGstSummaries`, and its
 * rules) over TaxInvoiceIssued and CreditNoteIssued, in one table: a `section` per summary
 * (b2cs, b2b, credit-note, hsn) and the totals (invoices, credit notes, net) last. The events
 * carry no buyer name (sealed personal data), so B2B rows name the buyer by GSTIN only; the
 * admin screen's CSVs are the same figures. Needs --month: a return is for one month.
 */
export const gst = defineReport<GstSummaryFold>({
  name: 'gst',
  description: 'GST summaries for the monthly return: B2CS, B2B, credit notes, HSN and totals (--month YYYY-MM)',
  eventTypes: TAX_DOCUMENT_EVENT_TYPES,
  columns: COLUMNS,
  needsMonth: true,
  initial(context) {
    if (!context.month) throw new Error('The gst report runs over one month: give --month YYYY-MM');
    return emptyGstSummaryFold(context.month);
  },
  apply: (state, event) => addToGstSummaries(state, (event.data as TaxDocumentEvent['data']).document),
  rows(state) {
    const summaries = gstSummariesOf(state);
    const { totals } = summaries;
    return [
      ...summaries.b2cs.map((row) =>
        full({ section: 'b2cs', place_of_supply: row.placeOfSupply, rate: row.ratePercent, ...taxes(row) }),
      ),
      ...summaries.b2b.map((row) =>
        full({
          section: 'b2b',
          place_of_supply: row.placeOfSupply,
          document: row.invoiceNumber,
          document_date: row.invoiceDate,
          buyer_gstin: row.buyerGstin,
          rate: row.ratePercent,
          value: rupees(row.invoiceValuePaise),
          ...taxes(row),
        }),
      ),
      ...summaries.creditNotes.map((row) =>
        full({
          section: 'credit-note',
          place_of_supply: row.placeOfSupply,
          document: row.number,
          document_date: row.issueDate,
          invoice: row.invoiceNumber,
          invoice_date: row.invoiceDate,
          buyer_gstin: row.buyerGstin,
          rate: row.ratePercent,
          value: rupees(row.valuePaise),
          ...taxes(row),
        }),
      ),
      ...summaries.hsn.map((row) =>
        full({ section: 'hsn', hsn: row.hsn, rate: row.ratePercent, quantity: row.quantity, ...taxes(row) }),
      ),
      full({ section: 'invoices', quantity: totals.invoiceCount, total: rupees(totals.invoicesPaise) }),
      full({ section: 'credit notes', quantity: totals.creditNoteCount, total: rupees(totals.creditNotesPaise) }),
      full({ section: 'net', total: rupees(totals.netPaise) }),
    ];
  },
});
