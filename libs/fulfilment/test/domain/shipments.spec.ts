import { DEFAULT_CARRIERS, SHIPMENT_MESSAGES as M, type OrderShipmentEvent } from '@store/contracts';
import {
  decideShipments,
  evolveShipments,
  initialShipmentsState,
  remainingUnits,
  type OrderToShip,
  type ShipmentCommand,
  type ShipmentLine,
} from '../../src/domain';

const NOW = '2026-11-29T10:00:00.000Z';
const ORDER = 'b5d1b1a4-3c55-4f2e-9a51-000000000001';

/** A paid, confirmed order of 2 units on line 0 and 1 on line 1. */
const paidOrder = (overrides: Partial<OrderToShip> = {}): OrderToShip => ({
  orderId: ORDER,
  isPaid: true,
  status: 'confirmed',
  quantities: [2, 1],
  ...overrides,
});

const ship = (
  fields: { shipmentId?: string; carrier?: string; awb?: string; lines?: ShipmentLine[]; order?: OrderToShip } = {},
): ShipmentCommand => ({
  type: 'Ship',
  shipmentId: fields.shipmentId ?? 's1',
  order: fields.order ?? paidOrder(),
  carriers: DEFAULT_CARRIERS,
  carrier: fields.carrier ?? 'Delhivery',
  awb: fields.awb ?? 'DL123456',
  lines: fields.lines,
  now: NOW,
});

const given = (...events: OrderShipmentEvent[]) => events.reduce(evolveShipments, initialShipmentsState());
const dispatched = (
  shipmentId: string,
  awb: string,
  lines: ShipmentLine[],
  completesOrder = false,
): OrderShipmentEvent => ({
  type: 'ShipmentDispatched',
  data: {
    orderId: ORDER,
    shipmentId,
    carrier: 'Delhivery',
    awb,
    trackingUrl: `https://www.delhivery.com/track/package/${awb}`,
    lines,
    completesOrder,
    at: NOW,
  },
});

describe('shipping an order', () => {
  it('given no shipment, when shipping with no lines, then everything left goes, with the carrier’s tracking link, completing the order', () => {
    expect(decideShipments(ship({ carrier: 'blue dart', awb: 'BD-778899' }), given())).toEqual([
      {
        type: 'ShipmentDispatched',
        data: {
          orderId: ORDER,
          shipmentId: 's1',
          carrier: 'Blue Dart',
          awb: 'BD-778899',
          trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD-778899',
          lines: [
            { line: 0, quantity: 2 },
            { line: 1, quantity: 1 },
          ],
          completesOrder: true,
          at: NOW,
        },
      },
    ]);
  });

  it('ships some units of a line, leaving the rest to ship, and does not complete the order', () => {
    const [event] = decideShipments(ship({ lines: [{ line: 0, quantity: 1 }] }), given());
    expect(event.data).toMatchObject({ lines: [{ line: 0, quantity: 1 }], completesOrder: false });
    expect(remainingUnits(given(event), [2, 1])).toEqual([1, 1]);
  });

  it('given a partial shipment, when shipping the rest with no lines, then only what is left goes and completes the order', () => {
    const state = given(dispatched('s1', 'DL123456', [{ line: 0, quantity: 1 }]));
    const [event] = decideShipments(ship({ shipmentId: 's2', awb: 'DL654321' }), state);
    expect(event.data).toMatchObject({
      lines: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      completesOrder: true,
    });
  });

  it.each([
    ['unpaid', paidOrder({ isPaid: false, status: 'pending' }), M.unpaid],
    ['cancelled', paidOrder({ status: 'cancelled' }), M.closed('cancelled')],
    ['returned', paidOrder({ status: 'returned' }), M.closed('returned')],
  ])('refuses to ship an order that is %s', (_kind, order, message) => {
    expect(() => decideShipments(ship({ order }), given())).toThrow(message);
  });

  it('refuses an unknown carrier with "Unknown carrier Speedy: add it under Carriers first"', () => {
    expect(() => decideShipments(ship({ carrier: 'Speedy' }), given())).toThrow(M.unknownCarrier('Speedy'));
  });

  it.each(['12345', 'AB 12345', 'A'.repeat(31)])(
    'refuses the AWB %s with "AWB must be 6-30 letters, digits or -"',
    (awb) => {
      expect(() => decideShipments(ship({ awb }), given())).toThrow(M.awbInvalid);
    },
  );

  it('refuses an AWB already used by a shipment of the order', () => {
    const state = given(dispatched('s1', 'DL123456', [{ line: 0, quantity: 1 }]));
    expect(() => decideShipments(ship({ shipmentId: 's2', awb: 'dl123456' }), state)).toThrow(
      M.duplicateAwb('dl123456'),
    );
  });

  it('refuses a line already shipped and more units than are left', () => {
    const state = given(
      dispatched('s1', 'DL123456', [
        { line: 1, quantity: 1 },
        { line: 0, quantity: 1 },
      ]),
    );
    expect(() => decideShipments(ship({ awb: 'DL000001', lines: [{ line: 1, quantity: 1 }] }), state)).toThrow(
      M.lineAlreadyShipped(1),
    );
    expect(() => decideShipments(ship({ awb: 'DL000001', lines: [{ line: 0, quantity: 2 }] }), state)).toThrow(
      M.tooMany(0, 1),
    );
  });

  it('refuses more units than were ordered, a line the order does not have, and a line listed twice', () => {
    expect(() => decideShipments(ship({ lines: [{ line: 0, quantity: 3 }] }), given())).toThrow(M.tooMany(0, 2));
    expect(() => decideShipments(ship({ lines: [{ line: 2, quantity: 1 }] }), given())).toThrow(M.unknownLine(2));
    expect(() =>
      decideShipments(
        ship({
          lines: [
            { line: 0, quantity: 1 },
            { line: 0, quantity: 1 },
          ],
        }),
        given(),
      ),
    ).toThrow(M.lineTwice(0));
  });

  it('given everything shipped, refuses another shipment with "Every unit of this order has already been shipped"', () => {
    const state = given(
      dispatched(
        's1',
        'DL123456',
        [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
        ],
        true,
      ),
    );
    expect(() => decideShipments(ship({ awb: 'DL000002' }), state)).toThrow(M.nothingLeft);
  });
});

describe('marking a shipment delivered', () => {
  it('records the delivery of a shipment', () => {
    const state = given(dispatched('s1', 'DL123456', [{ line: 0, quantity: 1 }]));
    expect(decideShipments({ type: 'MarkDelivered', shipmentId: 's1', now: NOW }, state)).toEqual([
      {
        type: 'ShipmentDelivered',
        data: { orderId: ORDER, shipmentId: 's1', carrier: 'Delhivery', awb: 'DL123456', at: NOW },
      },
    ]);
  });

  it('refuses an unknown shipment and one already delivered', () => {
    const delivered: OrderShipmentEvent = {
      type: 'ShipmentDelivered',
      data: { orderId: ORDER, shipmentId: 's1', carrier: 'Delhivery', awb: 'DL123456', at: NOW },
    };
    const state = given(dispatched('s1', 'DL123456', [{ line: 0, quantity: 1 }]), delivered);
    expect(() => decideShipments({ type: 'MarkDelivered', shipmentId: 's9', now: NOW }, state)).toThrow(
      M.shipmentNotFound,
    );
    expect(() => decideShipments({ type: 'MarkDelivered', shipmentId: 's1', now: NOW }, state)).toThrow(
      M.alreadyDelivered,
    );
  });
});
