import {
  ADMIN_TRANSITIONS,
  ORDER_STATUSES,
  type Order,
  type OrderShipmentsResponse,
  type OrderStatus,
} from '@store/contracts';
import { useEffect, useId, useState } from 'react';
import { messageOr } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/format-price';
import { Modal } from '../../../shared/ui/Modal';
import { PriceTag } from '../../../shared/ui/PriceTag';
import { toast } from '../../../shared/toast/toast';
import { ConfirmAction } from '../ui/ConfirmDialog';
import { statusChangeConfirmation } from '../ui/confirmations';
import { adminButton } from '../ui/states';
import { ORDERS_TEXT as T, formatDay, statusLabel } from './constants';
import { OrderNoteForm } from './OrderNoteForm';
import { OrderTimeline } from './OrderTimeline';
import { RefundPanel } from './RefundPanel';
import { StatusBadge } from './StatusBadge';
import { TaxDocumentsPanel } from './TaxDocumentsPanel';
import { ShipmentsPanel } from './ShipmentsPanel';
import { useAdminOrderQuery, useUpdateOrderStatusMutation } from './orders-api';
import { useOrderShipmentsQuery } from '../../../shared/orders/shipments-api';

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The statuses the dropdown offers: the current one and the changes the server allows from it.
 * Once the order has shipments, 'shipped' and 'delivered' follow them (issue #43): offered only
 * when every unit is shipped (and, for delivered, every shipment delivered), as the server rules.
 */
export function statusChoices(current: string, shipments?: OrderShipmentsResponse): string[] {
  const choices = isStatus(current) ? [current, ...ADMIN_TRANSITIONS[current]] : [current];
  if (!shipments?.shipments.length) return choices;
  const unitsLeft = shipments.remaining.some((line) => line.quantity > 0);
  const undelivered = shipments.shipments.some((shipment) => !shipment.deliveredAt);
  return choices.filter(
    (status) =>
      status === current ||
      (status !== 'shipped' && status !== 'delivered') ||
      (!unitsLeft && (status === 'shipped' || !undelivered)),
  );
}

/** Spec section 2: the payment banner of the details modal. */
function PaymentBanner({ order }: { order: Order }) {
  if (order.isPaid || order.paymentStatus === 'completed') {
    return (
      <div role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        <p className="font-bold">{T.paymentConfirmed}</p>
        <p>Paid on {order.paidAt ? formatDay(order.paidAt) : 'N/A'}</p>
        {order.refundDue && (
          <p className="mt-1 font-semibold text-red-800">
            Refund due: {formatPrice(order.refundOutstanding ?? order.totalPrice)} still to refund (the order will not
            be fulfilled).
          </p>
        )}
        {!order.refundDue && (order.refunded ?? 0) > 0 && (
          <p className="mt-1">Refunded {formatPrice(order.refunded ?? 0)}.</p>
        )}
      </div>
    );
  }
  if (order.paymentStatus === 'failed') {
    return (
      <div role="status" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p className="font-bold">{T.paymentFailed}</p>
        <p>{T.paymentFailedHint}</p>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-bold">{T.paymentPending}</p>
      <p>{T.paymentPendingHint}</p>
    </div>
  );
}

/** The account's name (and e-mail), else the guest's name; 'Erased' once their personal data was erased. */
function customerLabel(order: Order): string {
  if (order.user)
    return order.personalDataErased
      ? `${T.erased} (${order.user._id})`
      : `${order.user.name || order.user._id}${order.user.email ? ` (${order.user.email})` : ''}`;
  if (order.personalDataErased) return `Guest: ${T.erased}`;
  return order.customerName ? `Guest: ${order.customerName}` : '-';
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-neutral-600 uppercase">{label}</dt>
      <dd className="text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

/** View on the admin orders table: the order, its payment, items, status change and timeline. */
export function OrderDetailsModal({ order: initial, onClose }: { order: Order; onClose: () => void }) {
  const [order, setOrder] = useState(initial);
  const current = useAdminOrderQuery(initial._id);
  // The row came from the list's read model; the order's own answer (its events) replaces it.
  useEffect(() => {
    if (current.data?.order) setOrder(current.data.order);
  }, [current.data]);
  const [error, setError] = useState<string | null>(null);
  /** The status chosen in the dropdown, waiting for the admin's confirmation (the dropdown keeps showing the current one). */
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  // The same answer the Shipments panel shows (one cache entry): the dropdown never contradicts it.
  const shipments = useOrderShipmentsQuery(order._id, { skip: !order.isPaid });
  const choices = statusChoices(order.status, shipments.data);
  const followsShipments = choices.length < statusChoices(order.status).length;
  const selectId = useId();
  const errorId = useId();
  const address = order.shippingAddress;

  const ask = (value: string) => {
    if (!isStatus(value) || value === order.status) return;
    setError(null);
    setAsked(value);
  };

  const change = async (value: OrderStatus) => {
    const result = await updateStatus({ orderId: order._id, status: value });
    setAsked(null);
    if ('error' in result && result.error) {
      const message = messageOr(result.error, T.updateFailed);
      setError(message);
      toast.error(message);
      return;
    }
    setOrder(result.data.order);
    toast.success(result.data.message || T.updated);
  };

  return (
    <Modal title="Order Details" onClose={onClose} size="lg" closeLabel="Close order details">
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Order ID">
            <span className="font-mono break-all">{order._id}</span>
          </Fact>
          <Fact label="User">{customerLabel(order)}</Fact>
          <Fact label="Date">{formatDay(order.createdAt)}</Fact>
          <Fact label="Total">{formatPrice(order.totalPrice)}</Fact>
          <Fact label="Status">
            <StatusBadge status={order.status} />
          </Fact>
          <Fact label="Payment status">
            <StatusBadge
              status={order.isPaid ? 'completed' : order.paymentStatus}
              kind="payment"
              refundDue={order.refundDue}
            />
          </Fact>
        </dl>
        <PaymentBanner order={order} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-1 text-sm font-bold uppercase">Shipping address</h3>
            {order.personalDataErased ? (
              <p className="text-sm">{T.erased}</p>
            ) : address ? (
              <address className="text-sm not-italic text-neutral-800">
                {address.name}
                <br />
                {address.phone}
                <br />
                {[address.houseName, address.street].filter(Boolean).join(', ')}
                <br />
                {address.city}, {address.state} {address.zipCode}
                <br />
                {address.country}
              </address>
            ) : (
              <p className="text-sm">N/A</p>
            )}
          </div>
          <div>
            <h3 className="mb-1 text-sm font-bold uppercase">Payment method</h3>
            <p className="text-sm capitalize">{order.paymentMethod || 'N/A'}</p>
            <h3 className="mt-3 mb-1 text-sm font-bold uppercase">Contact</h3>
            <p className="text-sm break-all">
              {order.personalDataErased
                ? T.erased
                : [order.customerEmail, order.customerPhone].filter(Boolean).join(' · ') || 'N/A'}
            </p>
            {order.buyerGstin && (
              <>
                <h3 className="mt-3 mb-1 text-sm font-bold uppercase">Buyer GSTIN</h3>
                <p className="font-mono text-sm">{order.buyerGstin}</p>
              </>
            )}
          </div>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-bold uppercase">Items</h3>
          <ul className="divide-y divide-neutral-100 rounded-md border border-neutral-200">
            {order.orderItems.map((item, index) => (
              <li
                key={`${item.product}-${item.size}-${item.colorVariantId ?? ''}-${index}`}
                className="flex items-center gap-3 p-2 text-sm"
              >
                {item.image ? (
                  <img src={item.image} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                ) : (
                  <span className="size-12 rounded bg-neutral-200" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-xs text-neutral-700">
                    Qty: {item.quantity} · Size: {item.size}
                    {item.colorName ? ` · Colour: ${item.colorName}` : ''}
                    {item.hsn ? ` · HSN: ${item.hsn}` : ''}
                  </span>
                </span>
                <span className="whitespace-nowrap">
                  <PriceTag price={item.price} originalPrice={item.originalPrice} />
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-right text-sm text-neutral-700">
            Items {formatPrice(order.itemsPrice)} ·{' '}
            {order.discountCode && (
              <>
                Code {order.discountCode} −{formatPrice(order.discountTotal ?? 0)} ·{' '}
              </>
            )}
            Shipping {formatPrice(order.shippingCost)} ·{' '}
            <span className="font-bold text-neutral-900">Total {formatPrice(order.totalPrice)}</span>
          </p>
        </div>
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-bold">
            Update Status
          </label>
          <select
            id={selectId}
            value={order.status}
            disabled={isLoading || choices.length === 1}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => ask(event.target.value)}
            className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm sm:w-64"
          >
            {choices.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
          {statusChoices(order.status).length === 1 && (
            <p className="mt-1 text-xs text-neutral-600">
              A {statusLabel(order.status).toLowerCase()} order cannot change status.
            </p>
          )}
          {followsShipments && <p className="mt-1 text-xs text-neutral-600">{T.followsShipments}</p>}
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
        </div>
        {asked && (
          <ConfirmAction
            confirmation={statusChangeConfirmation(order, asked)}
            busy={isLoading}
            onCancel={() => setAsked(null)}
            onConfirm={() => void change(asked)}
          />
        )}
        <ShipmentsPanel order={order} />
        <RefundPanel order={order} />
        <TaxDocumentsPanel order={order} />
        <OrderTimeline orderId={order._id} />
        <OrderNoteForm orderId={order._id} />
        <div className="flex justify-end border-t border-neutral-200 pt-4">
          <button type="button" className={adminButton.secondary} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
