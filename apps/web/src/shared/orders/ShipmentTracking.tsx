import type { Shipment } from '@store/contracts';
import { mayHaveShipments, useOrderShipmentsQuery } from './shipments-api';

const units = (shipment: Shipment) => shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** The shopper's view of an order's parcels: carrier, AWB, what it carries, and "Track" (the carrier's page). */
export function ShipmentTracking({ orderId, status }: { orderId: string; status: string | null | undefined }) {
  const { data } = useOrderShipmentsQuery(orderId, { skip: !mayHaveShipments(status) });
  const shipments = data?.shipments ?? [];
  if (!shipments.length) return null;
  return (
    <section aria-label="Shipments" className="space-y-2 py-3 text-sm">
      <h3 className="text-xs font-black tracking-wide uppercase">
        {shipments.length === 1 ? 'Shipment' : `Shipments (${shipments.length})`}
      </h3>
      <ul className="space-y-2">
        {shipments.map((shipment) => (
          <li
            key={shipment.shipmentId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 px-3 py-2"
          >
            <span>
              <strong>{shipment.carrier}</strong> · AWB <span className="font-mono">{shipment.awb}</span> ·{' '}
              {units(shipment)} {units(shipment) === 1 ? 'item' : 'items'} ·{' '}
              {shipment.deliveredAt ? `Delivered ${day(shipment.deliveredAt)}` : `Shipped ${day(shipment.shippedAt)}`}
            </span>
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={`Track ${shipment.carrier} ${shipment.awb}`}
              className="rounded-md border border-neutral-900 px-3 py-1.5 text-xs font-bold uppercase hover:bg-neutral-900 hover:text-white"
            >
              Track
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
