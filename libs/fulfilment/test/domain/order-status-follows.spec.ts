import type { OrderShipmentEvent } from '@store/contracts';
import { evolveShipments, initialShipmentsState, orderStatusSteps, type ShipmentLine } from '../../src/domain';

const AT = '2026-11-29T10:00:00.000Z';
const QUANTITIES = [2, 1];
const dispatched = (shipmentId: string, lines: ShipmentLine[]): OrderShipmentEvent => ({
  type: 'ShipmentDispatched',
  data: {
    orderId: 'o1',
    shipmentId,
    carrier: 'DTDC',
    awb: `AWB-${shipmentId}00`,
    trackingUrl: 'https://x.in',
    lines,
    completesOrder: false,
    at: AT,
  },
});
const delivered = (shipmentId: string): OrderShipmentEvent => ({
  type: 'ShipmentDelivered',
  data: { orderId: 'o1', shipmentId, carrier: 'DTDC', awb: `AWB-${shipmentId}00`, at: AT },
});
const given = (...events: OrderShipmentEvent[]) => events.reduce(evolveShipments, initialShipmentsState());
const half = dispatched('s1', [{ line: 0, quantity: 1 }]);
const rest = dispatched('s2', [
  { line: 0, quantity: 1 },
  { line: 1, quantity: 1 },
]);

describe('the order’s status follows its shipments', () => {
  it('a first partial shipment moves a confirmed order to processing', () => {
    expect(orderStatusSteps('confirmed', given(half), QUANTITIES)).toEqual(['processing']);
  });

  it('all units shipped moves the order to shipped, from confirmed or processing', () => {
    expect(orderStatusSteps('processing', given(half, rest), QUANTITIES)).toEqual(['shipped']);
    expect(orderStatusSteps('confirmed', given(half, rest), QUANTITIES)).toEqual(['shipped']);
  });

  it('all shipments delivered moves the order to delivered, through shipped when it was not shipped yet', () => {
    const all = given(half, rest, delivered('s1'), delivered('s2'));
    expect(orderStatusSteps('shipped', all, QUANTITIES)).toEqual(['delivered']);
    expect(orderStatusSteps('processing', all, QUANTITIES)).toEqual(['shipped', 'delivered']);
  });

  it('one delivery of two shipments leaves the order shipped', () => {
    expect(orderStatusSteps('shipped', given(half, rest, delivered('s1')), QUANTITIES)).toEqual([]);
  });

  it('never moves an order back, and leaves a cancelled or returned order alone (applying again changes nothing)', () => {
    expect(orderStatusSteps('processing', given(half), QUANTITIES)).toEqual([]);
    expect(orderStatusSteps('shipped', given(half), QUANTITIES)).toEqual([]);
    expect(orderStatusSteps('delivered', given(half, rest), QUANTITIES)).toEqual([]);
    expect(orderStatusSteps('returned', given(half, rest), QUANTITIES)).toEqual([]);
    expect(orderStatusSteps('confirmed', given(), QUANTITIES)).toEqual([]);
  });
});
