import type { Order, Shipment } from '@store/contracts';
import type { ReactNode } from 'react';
import { formatStoreDate, storeTimeZone } from '../format-date';
import { mayHaveShipments, useOrderShipmentsQuery } from './shipments-api';

const units = (shipment: Shipment) => shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
const shortDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: storeTimeZone() });

interface Step {
  key: string;
  at: string;
  label: string;
  detail?: ReactNode;
}

/** The order's steps the shopper may see, oldest first: only what the order and its shipments say (never an admin's notes). */
function stepsOf(order: Order, shipments: readonly Shipment[]): Step[] {
  const steps: Step[] = [{ key: 'placed', at: order.createdAt, label: 'Order placed' }];
  if (order.isPaid && order.paidAt) steps.push({ key: 'paid', at: order.paidAt, label: 'Payment received' });
  for (const shipment of shipments)
    steps.push({
      key: `shipment-${shipment.shipmentId}`,
      at: shipment.shippedAt,
      label: shipments.length === 1 ? 'Shipped' : 'Parcel shipped',
      detail: <ParcelLine shipment={shipment} />,
    });
  if ((order.orderStatus ?? order.status) === 'delivered' && order.deliveredAt)
    steps.push({ key: 'delivered', at: order.deliveredAt, label: 'Delivered' });
  if ((order.orderStatus ?? order.status) === 'cancelled' && order.cancelledAt)
    steps.push({ key: 'cancelled', at: order.cancelledAt, label: 'Cancelled' });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** One parcel: carrier, AWB, what it carries, shipped or delivered, and "Track" (the carrier's page). */
function ParcelLine({ shipment }: { shipment: Shipment }) {
  return (
    <span className="mt-1 flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 px-3 py-2">
      <span>
        <strong>{shipment.carrier}</strong> · AWB <span className="font-mono">{shipment.awb}</span> · {units(shipment)}{' '}
        {units(shipment) === 1 ? 'item' : 'items'} ·{' '}
        {shipment.deliveredAt
          ? `Delivered ${shortDay(shipment.deliveredAt)}`
          : `Shipped ${shortDay(shipment.shippedAt)}`}
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
    </span>
  );
}

/**
 * The shopper's timeline of an order (My Orders and the guest's order page, issue #43): placed,
 * paid, each parcel dispatched with its carrier, AWB and tracking link (delivered once it is),
 * delivered or cancelled. From the order and its shipments as the shopper's endpoints answer them.
 */
export function OrderJourney({ order }: { order: Order }) {
  const status = order.orderStatus ?? order.status;
  const { data } = useOrderShipmentsQuery(order._id, { skip: !mayHaveShipments(status) });
  const shipments = data?.shipments ?? [];
  const steps = stepsOf(order, shipments);
  return (
    <section aria-label="Order progress" className="space-y-2 py-3 text-sm">
      <h3 className="text-xs font-black tracking-wide uppercase">
        {shipments.length > 1 ? `Order progress · ${shipments.length} parcels` : 'Order progress'}
      </h3>
      <ol className="space-y-2 border-l-2 border-neutral-200 pl-4">
        {steps.map((step) => (
          <li key={step.key} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-neutral-900" />
            <span className="font-semibold">{step.label}</span>{' '}
            <time dateTime={step.at} className="text-neutral-600">
              {formatStoreDate(step.at, 'dayTime')}
            </time>
            {step.detail}
          </li>
        ))}
      </ol>
    </section>
  );
}
