import {
  BULK_DELIVERED_COLUMNS,
  BULK_SHIP_COLUMNS,
  BULK_SHIP_LINES_COLUMN,
  BULK_SHIPMENT_LIMITS as L,
  BULK_SHIPMENT_MESSAGES as M,
  parseCsv,
  shipmentLinesOf,
  type BulkShipmentRow,
  type CarrierValues,
  type OrderShipmentEvent,
} from '@store/contracts';
import { DomainError, ValidationError } from '@store/platform/domain';
import { decideShipments, evolveShipments, type OrderToShip, type ShipmentsState } from './shipments';

/** One data row of a bulk file, its cells trimmed (and cut to a readable length), and its line in the file (the header is 1). */
export interface BulkFileRow {
  row: number;
  order: string;
  carrier: string;
  awb: string;
  lines: string;
  /** A cell longer than BULK_SHIPMENT_LIMITS.maxCell: its column (the row is refused). */
  tooLong: string | null;
}

const csvProblem = (message: string) => new ValidationError(message, 'csv');
const stripFormulaGuard = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

/**
 * The rows of a bulk shipping file (columns orderId, carrier, awb, optionally lines) or of a
 * bulk delivered file (orderId, awb), in any order and case. What is no such file (empty,
 * missing columns, more than BULK_SHIPMENT_LIMITS.maxRows rows) is refused whole (400) before a
 * row is read.
 */
export function readBulkFile(csv: string, kind: 'ship' | 'deliver'): BulkFileRow[] {
  if (csv.length > L.maxCsvLength) throw csvProblem(M.csvTooLong);
  const table = parseCsv(csv);
  if (table.length === 0) throw csvProblem(M.csvEmpty);
  const header = table[0].map((name) => name.trim().toLowerCase());
  const required: readonly string[] = kind === 'ship' ? BULK_SHIP_COLUMNS : BULK_DELIVERED_COLUMNS;
  const missing = required.filter((column) => !header.includes(column.toLowerCase()));
  if (missing.length) throw csvProblem(M.csvColumns(missing));
  if (table.length - 1 === 0) throw csvProblem(M.csvEmpty);
  if (table.length - 1 > L.maxRows) throw csvProblem(M.tooManyRows);
  const columns = ['orderId', 'carrier', 'awb', BULK_SHIP_LINES_COLUMN];
  return table.slice(1).map((cells, index) => {
    let tooLong: string | null = null;
    const cell = (column: string) => {
      const at = header.indexOf(column.toLowerCase());
      const value = at < 0 ? '' : stripFormulaGuard((cells[at] ?? '').trim());
      if (value.length > L.maxCell) tooLong ??= column;
      return value.slice(0, L.maxCell);
    };
    const [order, carrier, awb, lines] = columns.map(cell);
    return { row: index + 2, order, carrier, awb, lines: kind === 'ship' ? lines : '', tooLong };
  });
}

/** An order a file names, as the service read it; or why the row's order cannot be used. */
export type ResolvedOrder = { orderId: string; order: OrderToShip; shipments: ShipmentsState } | { refusal: string };

/** What a plan writes, per order: its new shipment events (in the rows' order). */
export interface BulkPlan {
  rows: BulkShipmentRow[];
  events: Map<string, OrderShipmentEvent[]>;
  /** The orders' shipments after the plan's events. */
  states: Map<string, ShipmentsState>;
  refused: number;
}

interface PlanInput {
  rows: readonly BulkFileRow[];
  /** Each row's order, by the text it named it with. */
  orders: ReadonlyMap<string, ResolvedOrder>;
}

const rowOf = (file: BulkFileRow, orderId: string | null, units: number, message: string, ok: boolean) => ({
  row: file.row,
  ok,
  order: file.order.slice(0, 100),
  orderId,
  carrier: file.carrier.slice(0, 100),
  awb: file.awb.slice(0, 100),
  units,
  message,
});

/**
 * Every row decided in turn by the order's own decider (decideShipments, so a row is refused
 * with exactly what shipping that one order would say), each on the order's shipments as the
 * rows above it left them; plus what only a file can get wrong: an unreadable row, an order
 * named ambiguously or not at all, an AWB given twice.
 */
function plan(
  { rows, orders }: PlanInput,
  decideRow: (file: BulkFileRow, state: ShipmentsState, order: OrderToShip) => OrderShipmentEvent[],
  unitsOf: (events: OrderShipmentEvent[]) => number,
  describe: (events: OrderShipmentEvent[]) => string,
): BulkPlan {
  const states = new Map<string, ShipmentsState>();
  const events = new Map<string, OrderShipmentEvent[]>();
  const awbRows = new Map<string, number>();
  const result: BulkShipmentRow[] = [];
  for (const file of rows) {
    const refuse = (message: string, orderId: string | null = null) =>
      result.push(rowOf(file, orderId, 0, message, false));
    if (file.tooLong) {
      refuse(M.cellTooLong(file.tooLong));
      continue;
    }
    if (!file.order) {
      refuse(M.orderRequired);
      continue;
    }
    const resolved = orders.get(file.order);
    if (!resolved || 'refusal' in resolved) {
      refuse(resolved?.refusal ?? M.orderNotFound);
      continue;
    }
    const { orderId } = resolved;
    const awbKey = file.awb.toLowerCase();
    const earlier = awbKey ? awbRows.get(awbKey) : undefined;
    if (earlier !== undefined) {
      refuse(M.awbOnRow(file.awb, earlier), orderId);
      continue;
    }
    if (awbKey) awbRows.set(awbKey, file.row);
    const state = states.get(orderId) ?? resolved.shipments;
    try {
      const decided = decideRow(file, state, resolved.order);
      states.set(orderId, decided.reduce(evolveShipments, state));
      events.set(orderId, [...(events.get(orderId) ?? []), ...decided]);
      result.push(rowOf(file, orderId, unitsOf(decided), describe(decided), true));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refuse(error.message, orderId);
    }
  }
  return { rows: result, events, states, refused: result.filter((row) => !row.ok).length };
}

const unitsShipped = (events: OrderShipmentEvent[]) =>
  events.reduce(
    (sum, event) =>
      sum + (event.type === 'ShipmentDispatched' ? event.data.lines.reduce((n, line) => n + line.quantity, 0) : 0),
    0,
  );

/** Bulk shipping: each row a Ship command (the carriers in force, a new shipment id per row). */
export function planBulkShipping(
  input: PlanInput & { carriers: readonly CarrierValues[]; newShipmentId: () => string; now: string },
): BulkPlan {
  return plan(
    input,
    (file, state, order) => {
      const lines = shipmentLinesOf(file.lines);
      if (lines === null) throw new ValidationError(M.linesInvalid, 'lines');
      return decideShipments(
        {
          type: 'Ship',
          shipmentId: input.newShipmentId(),
          order,
          carriers: input.carriers,
          carrier: file.carrier,
          awb: file.awb,
          lines,
          now: input.now,
        },
        state,
      );
    },
    unitsShipped,
    (events) => {
      const dispatched = events.find((event) => event.type === 'ShipmentDispatched');
      return M.willShip(
        unitsShipped(events),
        dispatched?.type === 'ShipmentDispatched' && dispatched.data.completesOrder,
      );
    },
  );
}

/** Bulk delivered: each row names a shipment by its order and AWB; a MarkDelivered command. */
export function planBulkDelivered(input: PlanInput & { now: string }): BulkPlan {
  return plan(
    input,
    (file, state) => {
      const shipment = state.shipments.find((candidate) => candidate.awb.toLowerCase() === file.awb.toLowerCase());
      if (!shipment) throw new ValidationError(M.noShipmentWithAwb(file.awb), 'awb');
      return decideShipments({ type: 'MarkDelivered', shipmentId: shipment.shipmentId, now: input.now }, state);
    },
    () => 0,
    () => M.willDeliver,
  );
}
