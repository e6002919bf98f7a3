/**
 * The fulfilment module's integration events on an order (issue #43): its shipments, in the
 * order's own stream of shipments. The ordering module shows them in the order's timeline.
 */
export const orderShipmentsStream = (orderId: string) => `order-shipments-${orderId}`;

/** An air waybill number: 6-30 letters, digits or '-'. */
export const AWB_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

/** Units of one order line (its index in the order) in a shipment. */
export interface ShipmentLine {
  line: number;
  quantity: number;
}

export type OrderShipmentEvent =
  | {
      type: 'ShipmentDispatched';
      data: {
        orderId: string;
        shipmentId: string;
        carrier: string;
        awb: string;
        /** The tracking page as the carrier's template made it when shipped (a later template change keeps sent links). */
        trackingUrl: string;
        lines: ShipmentLine[];
        /** True when this shipment carries the order's last units. */
        completesOrder: boolean;
        at: string;
      };
    }
  | {
      type: 'ShipmentDelivered';
      data: { orderId: string; shipmentId: string; carrier: string; awb: string; at: string };
    };

export const ORDER_SHIPMENT_EVENT_TYPES = ['ShipmentDispatched', 'ShipmentDelivered'] as const;

const units = (lines: readonly ShipmentLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The timeline's line for one of them. */
export function shipmentEventSummary(event: OrderShipmentEvent): string {
  if (event.type === 'ShipmentDelivered') return `Shipment ${event.data.carrier} ${event.data.awb} delivered`;
  const count = units(event.data.lines);
  return `Shipped ${count} ${count === 1 ? 'unit' : 'units'} with ${event.data.carrier}, AWB ${event.data.awb}${
    event.data.completesOrder ? ' (the whole order is now shipped)' : ' (part of the order)'
  }`;
}

export const isOrderShipmentEvent = (event: { type: string }): event is OrderShipmentEvent =>
  (ORDER_SHIPMENT_EVENT_TYPES as readonly string[]).includes(event.type);

export const SHIPMENT_MESSAGES = {
  unpaid: 'This order is not paid yet: it cannot be shipped',
  closed: (status: string) => `This order is ${status}: it cannot be shipped`,
  nothingLeft: 'Every unit of this order has already been shipped',
  unknownCarrier: (name: string) => `Unknown carrier ${name}: add it under Carriers first`,
  carrierRequired: 'Please choose a carrier',
  awbInvalid: 'AWB must be 6-30 letters, digits or -',
  duplicateAwb: (awb: string) => `AWB ${awb} is already used by a shipment of this order`,
  unknownLine: (line: number) => `This order has no line ${line + 1}`,
  lineTwice: (line: number) => `Line ${line + 1} is listed twice`,
  lineInvalid: 'Line must be the index of one of the order’s lines',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  lineAlreadyShipped: (line: number) => `Line ${line + 1} has already been shipped`,
  tooMany: (line: number, left: number) =>
    `Line ${line + 1} has only ${left} ${left === 1 ? 'unit' : 'units'} left to ship`,
  linesRequired: 'Choose at least one line to ship',
  shipmentNotFound: 'Shipment not found',
  alreadyDelivered: 'This shipment is already marked delivered',
  shipped: 'Shipment recorded',
  delivered: 'Shipment marked delivered',
  /** The status dropdown (PUT /orders/:id/status, /deliver) never contradicts the order's shipments. */
  statusNeedsShipping: (left: number) =>
    `${left} ${left === 1 ? 'unit of this order is' : 'units of this order are'} not shipped yet: ship ${left === 1 ? 'it' : 'them'} from the Shipments panel (carrier and AWB)`,
  statusNeedsDelivery: (count: number) =>
    `${count === 1 ? 'A shipment' : `${count} shipments`} of this order ${count === 1 ? 'is' : 'are'} not delivered yet: mark ${count === 1 ? 'it' : 'them'} delivered in the Shipments panel`,
} as const;
