import type { OrderShipmentEvent } from '@store/contracts';
import { statusRefusedByShipments } from '../../src/domain/status-and-shipments';

const dispatched = (shipmentId: string, lines: { line: number; quantity: number }[]): OrderShipmentEvent => ({
  type: 'ShipmentDispatched',
  data: {
    orderId: 'o1',
    shipmentId,
    carrier: 'Delhivery',
    awb: `AWB-${shipmentId}`,
    trackingUrl: 'https://example.in/AWB',
    lines,
    completesOrder: false,
    at: '2026-11-20T10:00:00.000Z',
  },
});
const delivered = (shipmentId: string): OrderShipmentEvent => ({
  type: 'ShipmentDelivered',
  data: { orderId: 'o1', shipmentId, carrier: 'Delhivery', awb: `AWB-${shipmentId}`, at: '2026-11-22T10:00:00.000Z' },
});

/** An order of 2 + 1 units. */
const quantities = [2, 1];

describe('the status dropdown against the shipments (issue #43)', () => {
  it('leaves an order with no shipment recorded to the dropdown (shipped before tracking, or handed over)', () => {
    expect(statusRefusedByShipments('shipped', quantities, [])).toBeNull();
    expect(statusRefusedByShipments('delivered', quantities, [])).toBeNull();
  });

  it("refuses 'shipped' while units are not shipped, pointing to the Shipments panel", () => {
    expect(statusRefusedByShipments('shipped', quantities, [dispatched('s1', [{ line: 0, quantity: 1 }])])).toBe(
      '2 units of this order are not shipped yet: ship them from the Shipments panel (carrier and AWB)',
    );
  });

  it("refuses 'delivered' while a unit is not shipped, then while a shipment is not delivered", () => {
    const half = [dispatched('s1', [{ line: 0, quantity: 2 }])];
    expect(statusRefusedByShipments('delivered', quantities, half)).toBe(
      '1 unit of this order is not shipped yet: ship it from the Shipments panel (carrier and AWB)',
    );
    const all = [...half, dispatched('s2', [{ line: 1, quantity: 1 }])];
    expect(statusRefusedByShipments('shipped', quantities, all)).toBeNull();
    expect(statusRefusedByShipments('delivered', quantities, all)).toBe(
      '2 shipments of this order are not delivered yet: mark them delivered in the Shipments panel',
    );
    expect(statusRefusedByShipments('delivered', quantities, [...all, delivered('s1')])).toBe(
      'A shipment of this order is not delivered yet: mark it delivered in the Shipments panel',
    );
    expect(statusRefusedByShipments('delivered', quantities, [...all, delivered('s1'), delivered('s2')])).toBeNull();
  });

  it('has nothing to say of the other statuses', () => {
    const half = [dispatched('s1', [{ line: 0, quantity: 1 }])];
    for (const status of ['processing', 'returned', 'confirmed'] as const)
      expect(statusRefusedByShipments(status, quantities, half)).toBeNull();
  });
});
