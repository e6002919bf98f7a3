import { DEFAULT_CARRIERS, type OrderShipmentEvent } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';
import {
  evolveShipments,
  initialShipmentsState,
  planBulkDelivered,
  planBulkShipping,
  readBulkFile,
  type OrderToShip,
  type ResolvedOrder,
} from '../../src/domain';

const NOW = '2026-11-29T10:00:00.000Z';
const A = 'b5d1b1a4-3c55-4f2e-9a51-00000000000a';
const B = 'b5d1b1a4-3c55-4f2e-9a51-00000000000b';

const order = (orderId: string, overrides: Partial<OrderToShip> = {}): OrderToShip => ({
  orderId,
  isPaid: true,
  status: 'confirmed',
  quantities: [2, 1],
  ...overrides,
});
const known = (orderId: string, overrides: Partial<OrderToShip> = {}, events: OrderShipmentEvent[] = []) =>
  ({
    orderId,
    order: order(orderId, overrides),
    shipments: events.reduce(evolveShipments, initialShipmentsState()),
  }) satisfies ResolvedOrder;

let ids = 0;
const shipping = (csv: string, orders: Record<string, ResolvedOrder>) =>
  planBulkShipping({
    rows: readBulkFile(csv, 'ship'),
    orders: new Map(Object.entries(orders)),
    carriers: DEFAULT_CARRIERS,
    newShipmentId: () => `s${++ids}`,
    now: NOW,
  });

describe('reading a bulk file', () => {
  it('reads the columns in any order and case, numbering rows from 2 (the header is row 1)', () => {
    expect(readBulkFile('AWB,orderid,Carrier\nDL1234567,#00000A,Delhivery\n', 'ship')).toEqual([
      { row: 2, order: '#00000A', carrier: 'Delhivery', awb: 'DL1234567', lines: '', tooLong: null },
    ]);
  });

  it.each([
    ['', 'The CSV file is empty'],
    ['orderId,carrier,awb\n', 'The CSV file is empty'],
    ['orderId,awb\nx,y\n', 'The CSV file misses the columns: carrier'],
    [`orderId,carrier,awb\n${'a,b,c\n'.repeat(501)}`, 'A CSV file may hold at most 500 rows'],
  ])('refuses a file that is not one (%#) whole: %s', (csv, message) => {
    expect(() => readBulkFile(csv, 'ship')).toThrow(new ValidationError(message, 'csv'));
  });

  it('refuses a row whose cell is over 200 characters, without reading it further', () => {
    const plan = shipping(`orderId,carrier,awb\n${A},Delhivery,${'X'.repeat(201)}\n`, { [A]: known(A) });
    expect(plan.rows[0]).toMatchObject({ ok: false, message: 'awb is too long' });
  });
});

describe('planning bulk shipping (issue #43)', () => {
  it('ships two orders, one whole and one in part, each row saying what it does', () => {
    const plan = shipping(`orderId,carrier,awb,lines\n${A},Delhivery,DL1000001,\n#00000B,blue dart,BD2000002,1:1\n`, {
      [A]: known(A),
      '#00000B': known(B),
    });
    expect(plan.refused).toBe(0);
    expect(plan.rows.map(({ row, ok, orderId, units, message }) => ({ row, ok, orderId, units, message }))).toEqual([
      { row: 2, ok: true, orderId: A, units: 3, message: 'Ships 3 units (the rest of the order)' },
      { row: 3, ok: true, orderId: B, units: 1, message: 'Ships 1 unit (part of the order)' },
    ]);
    expect(plan.events.get(B)?.[0]).toMatchObject({
      type: 'ShipmentDispatched',
      data: { carrier: 'Blue Dart', awb: 'BD2000002', lines: [{ line: 0, quantity: 1 }], completesOrder: false },
    });
  });

  it('decides two rows of one order in turn: the second ships what the first left', () => {
    const plan = shipping(`orderId,carrier,awb,lines\n${A},Delhivery,DL1000001,1:2\n${A},Delhivery,DL1000002,\n`, {
      [A]: known(A),
    });
    expect(plan.rows.map((row) => row.message)).toEqual([
      'Ships 2 units (part of the order)',
      'Ships 1 unit (the rest of the order)',
    ]);
    expect(plan.events.get(A)).toHaveLength(2);
  });

  it("refuses each faulty row with the message shipping that one order would give, and the file's own problems", () => {
    const C = 'b5d1b1a4-3c55-4f2e-9a51-00000000000c';
    const D = 'b5d1b1a4-3c55-4f2e-9a51-00000000000d';
    const plan = shipping(
      [
        'orderId,carrier,awb,lines',
        `${A},Delhivery,DL1000001,`,
        `${B},Delhivery,DL1000001,`,
        `${C},Delhivery,DL3000003,`,
        `${D},Delhivery,DL4000004,`,
        `#ABCDEF,Delhivery,DL5000005,`,
        `${A},Pigeon Post,DL6000006,`,
        `${B},Delhivery,DL7000007,1-2`,
        `,Delhivery,DL8000008,`,
        `${B},Delhivery,DL9000009,3:1`,
        `${B},,DL9000010,`,
      ].join('\n'),
      {
        [A]: known(A),
        [B]: known(B),
        [C]: known(C, { status: 'cancelled' }),
        [D]: known(D, { isPaid: false, status: 'pending' }),
        '#ABCDEF': { refusal: '#ABCDEF matches 2 orders: use the full order id' },
      },
    );
    expect(plan.rows.map((row) => [row.row, row.ok, row.message])).toEqual([
      [2, true, 'Ships 3 units (the rest of the order)'],
      [3, false, 'AWB DL1000001 is already on row 2'],
      [4, false, 'This order is cancelled: it cannot be shipped'],
      [5, false, 'This order is not paid yet: it cannot be shipped'],
      [6, false, '#ABCDEF matches 2 orders: use the full order id'],
      [7, false, 'Unknown carrier Pigeon Post: add it under Carriers first'],
      [8, false, 'lines must look like 1:2|3:1 (line number:units), or be empty for everything left'],
      [9, false, 'orderId is required'],
      [10, false, 'This order has no line 3'],
      [11, false, 'Please choose a carrier'],
    ]);
    expect(plan.refused).toBe(9);
  });

  it('refuses a line already shipped and an AWB the order already has, as the single shipment would', () => {
    const earlier: OrderShipmentEvent = {
      type: 'ShipmentDispatched',
      data: {
        orderId: A,
        shipmentId: 'old',
        carrier: 'Delhivery',
        awb: 'DL0000001',
        trackingUrl: 'https://www.delhivery.com/track/package/DL0000001',
        lines: [{ line: 0, quantity: 2 }],
        completesOrder: false,
        at: NOW,
      },
    };
    const plan = shipping(`orderId,carrier,awb,lines\n${A},Delhivery,dl0000001,2:1\n${A},Delhivery,DL0000002,1:1\n`, {
      [A]: known(A, { status: 'processing' }, [earlier]),
    });
    expect(plan.rows.map((row) => row.message)).toEqual([
      'AWB dl0000001 is already used by a shipment of this order',
      'Line 1 has already been shipped',
    ]);
  });
});

describe('planning bulk delivered (issue #43)', () => {
  const shipped = (orderId: string, shipmentId: string, awb: string): OrderShipmentEvent => ({
    type: 'ShipmentDispatched',
    data: {
      orderId,
      shipmentId,
      carrier: 'Delhivery',
      awb,
      trackingUrl: `https://www.delhivery.com/track/package/${awb}`,
      lines: [{ line: 0, quantity: 2 }],
      completesOrder: false,
      at: NOW,
    },
  });

  it('marks each named shipment delivered; an unknown AWB, one already delivered or given twice is refused', () => {
    const delivered: OrderShipmentEvent = {
      type: 'ShipmentDelivered',
      data: { orderId: B, shipmentId: 'b1', carrier: 'Delhivery', awb: 'DL2000001', at: NOW },
    };
    const plan = planBulkDelivered({
      rows: readBulkFile(`orderId,awb\n${A},dl1000001\n${A},DL1000001\n${A},DL9999999\n${B},DL2000001\n`, 'deliver'),
      orders: new Map([
        [A, known(A, {}, [shipped(A, 'a1', 'DL1000001')])],
        [B, known(B, {}, [shipped(B, 'b1', 'DL2000001'), delivered])],
      ]),
      now: NOW,
    });
    expect(plan.rows.map((row) => [row.row, row.ok, row.message])).toEqual([
      [2, true, 'Marks the shipment delivered'],
      [3, false, 'AWB DL1000001 is already on row 2'],
      [4, false, 'This order has no shipment with AWB DL9999999'],
      [5, false, 'This shipment is already marked delivered'],
    ]);
    expect(plan.events.get(A)).toEqual([
      {
        type: 'ShipmentDelivered',
        data: { orderId: A, shipmentId: 'a1', carrier: 'Delhivery', awb: 'DL1000001', at: NOW },
      },
    ]);
  });
});
