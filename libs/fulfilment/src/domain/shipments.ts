import {
  AWB_PATTERN,
  SHIPMENT_MESSAGES as M,
  trackingUrlOf,
  type CarrierValues,
  type OrderShipmentEvent,
  type OrderStatus,
  type ShipmentLine,
} from '@store/contracts';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@store/platform/domain';
import { findCarrier } from './carriers';

export type { OrderShipmentEvent, ShipmentLine } from '@store/contracts';

export interface ShipmentRecord {
  shipmentId: string;
  carrier: string;
  awb: string;
  trackingUrl: string;
  lines: ShipmentLine[];
  shippedAt: string;
  deliveredAt: string | null;
}

/** An order's shipments (stream `order-shipments-{orderId}`), in the order they left. */
export interface ShipmentsState {
  orderId: string;
  shipments: ShipmentRecord[];
}

/** What shipping needs to know of the order, read from the ordering module when the command is given. */
export interface OrderToShip {
  orderId: string;
  isPaid: boolean;
  status: OrderStatus;
  /** Units ordered, per line (the order's items in order). */
  quantities: number[];
}

export type ShipmentCommand =
  | {
      type: 'Ship';
      shipmentId: string;
      order: OrderToShip;
      /** The carriers in force. */
      carriers: readonly CarrierValues[];
      carrier: string;
      awb: string;
      /** Which units; undefined: everything left to ship. */
      lines?: ShipmentLine[];
      now: string;
    }
  | { type: 'MarkDelivered'; shipmentId: string; now: string };

export const initialShipmentsState = (): ShipmentsState => ({ orderId: '', shipments: [] });

export function evolveShipments(state: ShipmentsState, event: OrderShipmentEvent): ShipmentsState {
  switch (event.type) {
    case 'ShipmentDispatched': {
      const { shipmentId, carrier, awb, trackingUrl, lines, at } = event.data;
      const shipment = { shipmentId, carrier, awb, trackingUrl, lines, shippedAt: at, deliveredAt: null };
      return { orderId: event.data.orderId, shipments: [...state.shipments, shipment] };
    }
    case 'ShipmentDelivered':
      return {
        ...state,
        shipments: state.shipments.map((shipment) =>
          shipment.shipmentId === event.data.shipmentId ? { ...shipment, deliveredAt: event.data.at } : shipment,
        ),
      };
  }
}

/** Units shipped so far, per line of an order of `lineCount` lines. */
export function shippedUnits(state: ShipmentsState, lineCount: number): number[] {
  const shipped = Array.from({ length: lineCount }, () => 0);
  for (const shipment of state.shipments)
    for (const { line, quantity } of shipment.lines) if (line < lineCount) shipped[line] += quantity;
  return shipped;
}

/** Units left to ship, per line. */
export const remainingUnits = (state: ShipmentsState, quantities: readonly number[]): number[] => {
  const shipped = shippedUnits(state, quantities.length);
  return quantities.map((quantity, line) => Math.max(0, quantity - shipped[line]));
};

const SHIPPING_CLOSED: readonly OrderStatus[] = ['cancelled', 'returned'];

function refuseUnshippableOrder(order: OrderToShip): void {
  if (SHIPPING_CLOSED.includes(order.status)) throw new ConflictError(M.closed(order.status));
  if (!order.isPaid || order.status === 'pending') throw new ConflictError(M.unpaid);
}

/** The units this shipment carries: the lines asked for, each checked against what is left; none asked: all that is left. */
function linesToShip(requested: ShipmentLine[] | undefined, left: number[]): ShipmentLine[] {
  if (!requested) {
    const all = left.flatMap((quantity, line) => (quantity > 0 ? [{ line, quantity }] : []));
    if (!all.length) throw new ConflictError(M.nothingLeft);
    return all;
  }
  if (!requested.length) throw new ValidationError(M.linesRequired, 'lines');
  const seen = new Set<number>();
  for (const { line, quantity } of requested) {
    if (!Number.isInteger(line) || line < 0 || line >= left.length)
      throw new ValidationError(M.unknownLine(line), 'lines');
    if (seen.has(line)) throw new ValidationError(M.lineTwice(line), 'lines');
    seen.add(line);
    if (!Number.isInteger(quantity) || quantity < 1) throw new ValidationError(M.quantityInvalid, 'lines');
    if (left[line] === 0) throw new ConflictError(M.lineAlreadyShipped(line), 'lines');
    if (quantity > left[line]) throw new ConflictError(M.tooMany(line, left[line]), 'lines');
  }
  return [...requested].sort((a, b) => a.line - b.line).map(({ line, quantity }) => ({ line, quantity }));
}

export function decideShipments(command: ShipmentCommand, state: ShipmentsState): OrderShipmentEvent[] {
  switch (command.type) {
    case 'Ship': {
      const { order } = command;
      refuseUnshippableOrder(order);
      if (!command.carrier.trim()) throw new ValidationError(M.carrierRequired, 'carrier');
      const carrier = findCarrier(command.carriers, command.carrier);
      if (!carrier) throw new ValidationError(M.unknownCarrier(command.carrier.trim()), 'carrier');
      const awb = command.awb.trim();
      if (!AWB_PATTERN.test(awb)) throw new ValidationError(M.awbInvalid, 'awb');
      if (state.shipments.some((shipment) => shipment.awb.toLowerCase() === awb.toLowerCase()))
        throw new ConflictError(M.duplicateAwb(awb), 'awb');
      const left = remainingUnits(state, order.quantities);
      const lines = linesToShip(command.lines, left);
      const shipping = new Map(lines.map(({ line, quantity }) => [line, quantity]));
      const completesOrder = left.every((quantity, line) => quantity === (shipping.get(line) ?? 0));
      return [
        {
          type: 'ShipmentDispatched',
          data: {
            orderId: order.orderId,
            shipmentId: command.shipmentId,
            carrier: carrier.name,
            awb,
            trackingUrl: trackingUrlOf(carrier.trackingUrlTemplate, awb),
            lines,
            completesOrder,
            at: command.now,
          },
        },
      ];
    }
    case 'MarkDelivered': {
      const shipment = state.shipments.find((candidate) => candidate.shipmentId === command.shipmentId);
      if (!shipment) throw new NotFoundError(M.shipmentNotFound);
      if (shipment.deliveredAt) throw new ConflictError(M.alreadyDelivered);
      return [
        {
          type: 'ShipmentDelivered',
          data: {
            orderId: state.orderId,
            shipmentId: shipment.shipmentId,
            carrier: shipment.carrier,
            awb: shipment.awb,
            at: command.now,
          },
        },
      ];
    }
  }
}

export const shipmentsDecider: Decider<ShipmentsState, ShipmentCommand, OrderShipmentEvent> = {
  initialState: initialShipmentsState,
  evolve: evolveShipments,
  decide: decideShipments,
};
