import type { OrderShipmentsResponse, Shipment } from '@store/contracts';
import { DEFAULT_CARRIERS } from '@store/contracts';

/** A Delhivery parcel of one tee (line 0), shipped 3 Nov 2026, not delivered yet. */
export function aShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    shipmentId: 's1',
    carrier: 'Delhivery',
    awb: 'DL10001',
    trackingUrl: 'https://www.delhivery.com/track/package/DL10001',
    lines: [{ line: 0, quantity: 1, name: 'Aero Dry-Fit Tee', size: 'M', colorName: null }],
    shippedAt: '2026-11-03T06:00:00.000Z',
    deliveredAt: null,
    ...overrides,
  };
}

export const shipmentsReply = (
  shipments: Shipment[],
  remaining: OrderShipmentsResponse['remaining'],
  orderStatus: OrderShipmentsResponse['orderStatus'] = 'processing',
) => ({ body: { success: true as const, shipments, remaining, orderStatus } });

export const carriersReply = () => ({
  body: { success: true as const, carriers: [...DEFAULT_CARRIERS], updatedAt: null, updatedBy: null },
});
