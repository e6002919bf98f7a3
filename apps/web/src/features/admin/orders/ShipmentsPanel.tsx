import type { Order, OrderShipmentsResponse, Shipment } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { messageOr } from '../../../shared/api-error';
import { useOrderShipmentsQuery } from '../../../shared/orders/shipments-api';
import { toast } from '../../../shared/toast/toast';
import { FULFILMENT_TEXT } from '../fulfilment/constants';
import { useCarriersQuery, useMarkShipmentDeliveredMutation, useShipOrderMutation } from '../fulfilment/fulfilment-api';
import { adminButton } from '../ui/states';

const T = FULFILMENT_TEXT.shipments;
const SHIPPABLE = ['confirmed', 'processing', 'shipped', 'delivered'];
/** Statuses an order without shipments reached through the dropdown (before tracking, or handed over): said so, not 'Not shipped yet'. */
const UNTRACKED = ['shipped', 'delivered', 'returned'];
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
const lineLabel = (line: { name: string; size: string; colorName: string | null }) =>
  `${line.name} (${line.colorName ? `${line.colorName}, ` : ''}${line.size})`;

/** The order's shipments (carrier, AWB with its tracking link, what each carries, shipped and delivered), "Mark delivered", and the form shipping what is left. */
export function ShipmentsPanel({ order }: { order: Order }) {
  const shipments = useOrderShipmentsQuery(order._id, { skip: !order.isPaid, refetchOnMountOrArgChange: true });
  const [markDelivered, delivering] = useMarkShipmentDeliveredMutation();
  if (!order.isPaid) return null;

  const deliver = async (shipment: Shipment) => {
    const result = await markDelivered({ orderId: order._id, shipmentId: shipment.shipmentId });
    if ('error' in result) toast.error(messageOr(result.error, T.deliverFailed));
    else toast.success(result.data.message ?? T.markDelivered);
  };

  const data = shipments.data;
  return (
    <section aria-labelledby="shipments-title">
      <h3 id="shipments-title" className="mb-2 text-sm font-bold uppercase">
        {T.title}
      </h3>
      {shipments.isError && <p className="text-sm text-red-800">{messageOr(shipments.error, T.loadFailed)}</p>}
      {data && data.shipments.length === 0 && (
        <p className="text-sm text-neutral-700">{UNTRACKED.includes(order.status) ? T.untracked : T.none}</p>
      )}
      {data && data.shipments.length > 0 && (
        <ul className="divide-y divide-neutral-100 rounded-md border border-neutral-200">
          {data.shipments.map((shipment) => (
            <li key={shipment.shipmentId} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
              <span>
                <strong>{shipment.carrier}</strong> ·{' '}
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer" className="font-mono underline">
                  {shipment.awb}
                </a>{' '}
                · {shipment.lines.map((line) => `${line.quantity} × ${lineLabel(line)}`).join(', ')} ·{' '}
                {T.shippedOn(day(shipment.shippedAt))}
                {shipment.deliveredAt && ` · ${T.delivered(day(shipment.deliveredAt))}`}
              </span>
              {!shipment.deliveredAt && (
                <button
                  type="button"
                  className={adminButton.small}
                  disabled={delivering.isLoading}
                  aria-label={`${T.markDelivered}: ${shipment.carrier} ${shipment.awb}`}
                  onClick={() => void deliver(shipment)}
                >
                  {T.markDelivered}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && SHIPPABLE.includes(order.status) && <ShipForm order={order} data={data} />}
    </section>
  );
}

/** Carrier, AWB and the units of each line to ship, defaulting to all that is left. */
function ShipForm({ order, data }: { order: Order; data: OrderShipmentsResponse }) {
  const carriers = useCarriersQuery();
  const [ship, { isLoading }] = useShipOrderMutation();
  const left = data.remaining.filter((line) => line.quantity > 0);
  const [carrier, setCarrier] = useState('');
  const [awb, setAwb] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(left.map((line) => [line.line, line.quantity])),
  );
  const [error, setError] = useState<string | null>(null);
  if (!left.length) return <p className="mt-2 text-sm text-neutral-700">{T.allShipped}</p>;
  const choices = carriers.data?.carriers ?? [];
  const chosen = carrier || choices[0]?.name || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = left
      .map((line) => ({ line: line.line, quantity: quantities[line.line] ?? line.quantity }))
      .filter((line) => line.quantity > 0);
    if (!lines.length) {
      setError(T.nothingChosen);
      return;
    }
    setError(null);
    const result = await ship({ orderId: order._id, body: { carrier: chosen, awb: awb.trim(), lines } });
    if ('error' in result) {
      const message = messageOr(result.error, T.shipFailed);
      setError(message);
      toast.error(message);
      return;
    }
    toast.success(result.data.message ?? T.ship);
    setAwb('');
    const remaining = result.data.remaining.filter((line) => line.quantity > 0);
    setQuantities(Object.fromEntries(remaining.map((line) => [line.line, line.quantity])));
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Ship" noValidate className="mt-3 space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs font-semibold">
          {T.carrier}
          <select
            value={chosen}
            onChange={(event) => setCarrier(event.target.value)}
            className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
          >
            {choices.map((choice) => (
              <option key={choice.name} value={choice.name}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold">
          {T.awb}
          <input
            type="text"
            maxLength={30}
            value={awb}
            onChange={(event) => setAwb(event.target.value)}
            className="w-48 rounded-md border border-neutral-300 px-3 py-2 font-mono text-sm"
          />
        </label>
      </div>
      <ul className="space-y-1">
        {left.map(({ line, quantity }) => {
          const item = order.orderItems[line];
          const name = item
            ? lineLabel({ name: item.name, size: item.size, colorName: item.colorName ?? null })
            : `Line ${line + 1}`;
          return (
            <li key={line}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="number"
                  min={0}
                  max={quantity}
                  step={1}
                  aria-label={T.toShip(name)}
                  value={quantities[line] ?? quantity}
                  onChange={(event) =>
                    setQuantities({
                      ...quantities,
                      [line]: Math.max(0, Math.min(quantity, Math.floor(Number(event.target.value) || 0))),
                    })
                  }
                  className="w-16 rounded-md border border-neutral-300 px-2 py-1 text-sm"
                />
                <span>
                  of {quantity} × {name}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className={adminButton.primary} disabled={isLoading || !chosen}>
        {isLoading ? T.shipping : T.ship}
      </button>
    </form>
  );
}
