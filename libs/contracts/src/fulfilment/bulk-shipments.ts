import { SHORT_ORDER_ID_LENGTH } from '../format/order-id';
import type { ShipmentLine } from './shipments';

/**
 * Bulk shipping and bulk "delivered" from a CSV (issue #43): the columns, the limits and the
 * messages the API and the admin screen share. A row names its order by the full id or by the
 * number people read ('#06E1B0', see shortOrderId), when only one order ends with it.
 */
export const BULK_SHIP_COLUMNS = ['orderId', 'carrier', 'awb'] as const;
/** Optional: which units (`1:2|3:1`, line number as the admin sees it and units); empty: everything left. */
export const BULK_SHIP_LINES_COLUMN = 'lines';
export const BULK_DELIVERED_COLUMNS = ['orderId', 'awb'] as const;

export const BULK_SHIPMENT_LIMITS = {
  /** Data rows of one file: a day's dispatch of a small brand, all written in one transaction. */
  maxRows: 500,
  /** Characters of the CSV text (500 rows of a few cells each fit well within it). */
  maxCsvLength: 200_000,
  /** Characters of one cell before it is read at all. */
  maxCell: 200,
} as const;

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

export const BULK_SHIPMENT_MESSAGES = {
  csvMustBeText: 'csv must be the CSV text',
  csvTooLong: `The CSV file is too large: at most ${BULK_SHIPMENT_LIMITS.maxCsvLength.toLocaleString('en-IN')} characters`,
  csvEmpty: 'The CSV file is empty',
  csvColumns: (missing: readonly string[]) => `The CSV file misses the columns: ${missing.join(', ')}`,
  tooManyRows: `A CSV file may hold at most ${BULK_SHIPMENT_LIMITS.maxRows} rows`,
  cellTooLong: (column: string) => `${column} is too long`,
  orderRequired: 'orderId is required',
  orderInvalid: 'orderId must be the order id or its number like #06E1B0',
  orderNotFound: 'Order not found.',
  orderAmbiguous: (short: string, count: number) => `#${short} matches ${count} orders: use the full order id`,
  linesInvalid: 'lines must look like 1:2|3:1 (line number:units), or be empty for everything left',
  awbOnRow: (awb: string, row: number) => `AWB ${awb} is already on row ${row}`,
  noShipmentWithAwb: (awb: string) => `This order has no shipment with AWB ${awb}`,
  willShip: (count: number, completesOrder: boolean) =>
    `Ships ${units(count)}${completesOrder ? ' (the rest of the order)' : ' (part of the order)'}`,
  willDeliver: 'Marks the shipment delivered',
  refused: (count: number) =>
    `Nothing was written: ${count} ${count === 1 ? 'row needs' : 'rows need'} fixing (all or nothing)`,
  shipReady: (rows: number, orders: number) =>
    `${rows === 1 ? 'The row' : `All ${rows} rows`} can be shipped (${orders} ${orders === 1 ? 'order' : 'orders'}): apply to record ${rows === 1 ? 'it' : 'them'}`,
  shipApplied: (rows: number, orders: number) =>
    `${rows} ${rows === 1 ? 'shipment' : 'shipments'} recorded for ${orders} ${orders === 1 ? 'order' : 'orders'}`,
  deliverReady: (rows: number) =>
    `${rows === 1 ? 'The shipment' : `All ${rows} shipments`} can be marked delivered: apply to record ${rows === 1 ? 'it' : 'them'}`,
  deliverApplied: (rows: number) => `${rows} ${rows === 1 ? 'shipment' : 'shipments'} marked delivered`,
  busy: 'These orders kept changing while the file was applied: nothing was written, please try again',
} as const;

/** How a row names its order: the full id, or the short number ('#06E1B0', '06e1b0'); null when it is neither. */
export function orderReferenceOf(text: string): { orderId: string } | { short: string } | null {
  const value = text.trim();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return { orderId: value.toLowerCase() };
  const short = value.replace(/^#/, '');
  if (new RegExp(`^[0-9a-f]{${SHORT_ORDER_ID_LENGTH}}$`, 'i').test(short)) return { short: short.toUpperCase() };
  return null;
}

/** `1:2|3:1` as order lines (0-based indexes, as shipments keep them); '' is undefined (everything left); null when malformed. */
export function shipmentLinesOf(text: string): ShipmentLine[] | undefined | null {
  const value = text.trim();
  if (value === '') return undefined;
  const parts = value.split('|').map((part) => part.trim());
  if (parts.length > 200) return null;
  const lines: ShipmentLine[] = [];
  for (const part of parts) {
    const match = /^(\d{1,4})\s*:\s*(\d{1,6})$/.exec(part);
    if (!match || Number(match[1]) < 1) return null;
    lines.push({ line: Number(match[1]) - 1, quantity: Number(match[2]) });
  }
  return lines;
}
