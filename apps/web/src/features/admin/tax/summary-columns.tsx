import type { GstSummaries, GstSummaryKind } from '@store/contracts';
import type { ReactNode } from 'react';
import { formatPaise, formatRate, formatTaxDay } from './tax-format';

export interface SummaryColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

type Rows = {
  b2cs: GstSummaries['b2cs'][number];
  b2b: GstSummaries['b2b'][number];
  'credit-notes': GstSummaries['creditNotes'][number];
  hsn: GstSummaries['hsn'][number];
};

type Taxed = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

const rupees = <Row,>(header: string, paise: (row: Row) => number): SummaryColumn<Row> => ({
  header,
  cell: (row) => formatPaise(paise(row)),
  numeric: true,
});

const rate = <Row extends { ratePercent: number }>(): SummaryColumn<Row> => ({
  header: 'Rate',
  cell: (row) => formatRate(row.ratePercent),
  numeric: true,
});

/** Taxable value and each tax: the columns every summary ends with. */
const taxes = <Row extends Taxed>(): SummaryColumn<Row>[] => [
  rupees('Taxable value', (row) => row.taxablePaise),
  rupees('CGST', (row) => row.cgstPaise),
  rupees('SGST/UTGST', (row) => row.sgstPaise),
  rupees('IGST', (row) => row.igstPaise),
];

/** Each summary's columns, as the return's tables name them. */
export const SUMMARY_COLUMNS: { [Kind in GstSummaryKind]: SummaryColumn<Rows[Kind]>[] } = {
  b2cs: [{ header: 'Place of supply', cell: (row) => row.placeOfSupply }, rate(), ...taxes()],
  b2b: [
    { header: 'Buyer GSTIN', cell: (row) => <span className="font-mono">{row.buyerGstin}</span> },
    { header: 'Buyer', cell: (row) => row.buyerName },
    { header: 'Invoice', cell: (row) => row.invoiceNumber },
    { header: 'Date', cell: (row) => formatTaxDay(row.invoiceDate) },
    rupees('Invoice value', (row) => row.invoiceValuePaise),
    { header: 'Place of supply', cell: (row) => row.placeOfSupply },
    rate(),
    ...taxes(),
  ],
  'credit-notes': [
    { header: 'Credit note', cell: (row) => row.number },
    { header: 'Date', cell: (row) => formatTaxDay(row.issueDate) },
    { header: 'Invoice', cell: (row) => `${row.invoiceNumber} (${formatTaxDay(row.invoiceDate)})` },
    { header: 'Buyer GSTIN', cell: (row) => row.buyerGstin ?? '-' },
    { header: 'Place of supply', cell: (row) => row.placeOfSupply },
    rate(),
    rupees('Value', (row) => row.valuePaise),
    ...taxes(),
  ],
  hsn: [
    { header: 'HSN', cell: (row) => row.hsn },
    rate(),
    { header: 'Quantity', cell: (row) => row.quantity, numeric: true },
    ...taxes(),
    rupees('Total', (row) => row.totalPaise),
  ],
};

/** Each summary's rows in the answer. */
export const summaryRows = <Kind extends GstSummaryKind>(summaries: GstSummaries, kind: Kind): Rows[Kind][] =>
  (kind === 'credit-notes'
    ? summaries.creditNotes
    : summaries[kind as Exclude<GstSummaryKind, 'credit-notes'>]) as Rows[Kind][];
