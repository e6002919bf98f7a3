import type { TaxDocument, TaxDocumentLine } from '@store/contracts';
import { amount, rateText, stateTaxLabel } from './tax-document-texts';

export interface TableColumn {
  header: string;
  /** Points; the description takes what the others leave. */
  width: number | 'rest';
  align: 'left' | 'right';
  cell(line: TaxDocumentLine, index: number): string;
}

/**
 * The lines' columns (Rule 46: HSN, description, quantity and unit, value, discount, taxable
 * value, rate, and each tax). Within a state CGST and SGST (or UTGST) each get a column, across
 * states IGST alone, so the description keeps room to be read.
 */
export function lineColumns(document: Pick<TaxDocument, 'taxKind'>): TableColumn[] {
  const money = (header: string, width: number, pick: (line: TaxDocumentLine) => number): TableColumn => ({
    header,
    width,
    align: 'right',
    cell: (line) => amount(pick(line)),
  });
  const taxes =
    document.taxKind === 'IGST'
      ? [money('IGST', 50, (line) => line.igstPaise)]
      : [money('CGST', 42, (line) => line.cgstPaise), money(stateTaxLabel(document), 42, (line) => line.sgstPaise)];
  return [
    { header: '#', width: 16, align: 'right', cell: (_line, index) => String(index + 1) },
    { header: 'HSN', width: 32, align: 'left', cell: (line) => line.hsn },
    { header: 'Description', width: 'rest', align: 'left', cell: (line) => line.description },
    { header: 'Qty', width: 34, align: 'right', cell: (line) => `${line.quantity} ${line.unit}` },
    money('Price', 46, (line) => line.unitPricePaise),
    money('Value', 48, (line) => line.valuePaise),
    money('Discount', 42, (line) => line.discountPaise),
    money('Taxable value', 48, (line) => line.taxablePaise),
    { header: 'GST rate', width: 28, align: 'right', cell: (line) => rateText(line.ratePercent) },
    ...taxes,
    money('Total', 50, (line) => line.totalPaise),
  ];
}

/** The columns with their x positions and widths over `width` points from `left`. */
export function placeColumns(columns: TableColumn[], left: number, width: number) {
  const fixed = columns.reduce((sum, column) => sum + (column.width === 'rest' ? 0 : column.width), 0);
  let x = left;
  return columns.map((column) => {
    const columnWidth = column.width === 'rest' ? width - fixed : column.width;
    const placed = { ...column, x, width: columnWidth };
    x += columnWidth;
    return placed;
  });
}

export type PlacedColumn = ReturnType<typeof placeColumns>[number];
