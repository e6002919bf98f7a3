import { csvLine, type GstSummaries, type GstSummaryKind } from '@store/contracts';

/** Paise as rupees with two decimals and no grouping ('1234.56', '-0.50'), exactly, without floating point. */
export function rupeesCsv(paise: number): string {
  const whole = Math.abs(paise);
  const sign = paise < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

type Column<Row> = [header: string, cell: (row: Row) => string | number];

const taxColumns = <
  Row extends { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
>(): Column<Row>[] => [
  ['Taxable Value', (row) => rupeesCsv(row.taxablePaise)],
  ['CGST Amount', (row) => rupeesCsv(row.cgstPaise)],
  ['SGST/UTGST Amount', (row) => rupeesCsv(row.sgstPaise)],
  ['IGST Amount', (row) => rupeesCsv(row.igstPaise)],
];

type Rows = {
  b2cs: GstSummaries['b2cs'][number];
  b2b: GstSummaries['b2b'][number];
  'credit-notes': GstSummaries['creditNotes'][number];
  hsn: GstSummaries['hsn'][number];
};

/**
 * The columns of each CSV, named after the monthly return's own (GSTR-1) tables, amounts in
 * rupees, dates as YYYY-MM-DD.
 */
const COLUMNS: { [Kind in GstSummaryKind]: Column<Rows[Kind]>[] } = {
  b2cs: [
    ['Place Of Supply', (row) => row.placeOfSupply],
    ['Rate (%)', (row) => row.ratePercent],
    ...taxColumns<Rows['b2cs']>(),
  ],
  b2b: [
    ['GSTIN of Recipient', (row) => row.buyerGstin],
    ['Receiver Name', (row) => row.buyerName],
    ['Invoice Number', (row) => row.invoiceNumber],
    ['Invoice Date', (row) => row.invoiceDate],
    ['Invoice Value', (row) => rupeesCsv(row.invoiceValuePaise)],
    ['Place Of Supply', (row) => row.placeOfSupply],
    ['Reverse Charge', () => 'N'],
    ['Rate (%)', (row) => row.ratePercent],
    ...taxColumns<Rows['b2b']>(),
  ],
  'credit-notes': [
    ['Note Number', (row) => row.number],
    ['Note Date', (row) => row.issueDate],
    ['Invoice Number', (row) => row.invoiceNumber],
    ['Invoice Date', (row) => row.invoiceDate],
    ['GSTIN of Recipient', (row) => row.buyerGstin ?? ''],
    ['Place Of Supply', (row) => row.placeOfSupply],
    ['Note Value', (row) => rupeesCsv(row.valuePaise)],
    ['Rate (%)', (row) => row.ratePercent],
    ...taxColumns<Rows['credit-notes']>(),
  ],
  hsn: [
    ['HSN', (row) => row.hsn],
    ['Rate (%)', (row) => row.ratePercent],
    ['Total Quantity', (row) => row.quantity],
    ['Total Value', (row) => rupeesCsv(row.totalPaise)],
    ...taxColumns<Rows['hsn']>(),
  ],
};

const rowsOf = (summaries: GstSummaries, kind: GstSummaryKind) =>
  kind === 'credit-notes' ? summaries.creditNotes : summaries[kind];

/**
 * One summary as CSV (RFC 4180, CRLF): a header row, then its rows. Cells go through the shared
 * csvCell, so a buyer's name such as '=HYPERLINK(...)' is written as text, never as a formula.
 */
export function gstSummaryCsv(summaries: GstSummaries, kind: GstSummaryKind): string {
  const columns = COLUMNS[kind] as Column<unknown>[];
  const lines = [
    csvLine(columns.map(([header]) => header)),
    ...(rowsOf(summaries, kind) as unknown[]).map((row) => csvLine(columns.map(([, cell]) => cell(row)))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
