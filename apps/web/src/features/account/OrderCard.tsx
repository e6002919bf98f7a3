import { shortOrderId } from '@store/contracts';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../shared/format-price';
import { returnChatLink } from '../../shared/contact';
import { ChatIcon } from '../../shared/ui/icons/ChatIcon';
import {
  canRetryPayment,
  canReturn,
  orderDate,
  paymentStateOf,
  paymentText,
  retriesLeftOf,
  retriesLeftText,
  statusText,
} from './order-status';
import { OrderItems } from './OrderItems';
import { TaxDocumentLinks } from './TaxDocumentLinks';
import type { Order } from '../../shared/orders/types';
import { DeliveryPromise } from '../../shared/delivery/DeliveryPromise';
import { OrderJourney } from '../../shared/orders/OrderJourney';

const PAYMENT_TONE = {
  completed: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  pending: 'bg-amber-100 text-amber-900',
} as const;

interface OrderCardProps {
  order: Order;
  /** Opens the retry-payment modal; the button shows for a failed payment, disabled once it cannot be retried. */
  onRetryPayment?: () => void;
}

/** One of My Orders: status, payment, items, its shipments with their tracking links, total, its invoice and credit notes, and Return or Retry Payment when they apply. */
export function OrderCard({ order, onRetryPayment }: OrderCardProps) {
  const payment = paymentStateOf(order);
  const retryable = canRetryPayment(order);
  const retriesLeft = retriesLeftOf(order);
  return (
    <article aria-labelledby={`order-${order._id}`} className="rounded-lg border border-neutral-200">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 bg-neutral-50 px-4 py-3 sm:px-5">
        <div>
          <h2 id={`order-${order._id}`} className="text-sm font-black tracking-wide uppercase">
            Order #{shortOrderId(order._id)}
          </h2>
          <p className="text-xs text-neutral-600">{orderDate(order)}</p>
        </div>
        <div className="flex flex-wrap gap-2 text-xs font-bold">
          <span
            className={`rounded-full px-2.5 py-1 ${payment === 'failed' ? PAYMENT_TONE.failed : 'bg-neutral-900 text-white'}`}
          >
            {statusText(order)}
          </span>
          {payment !== 'failed' && (
            <span className={`rounded-full px-2.5 py-1 ${PAYMENT_TONE[payment]}`}>{paymentText(order)}</span>
          )}
        </div>
      </header>
      <div className="px-4 sm:px-5">
        <OrderItems items={order.orderItems ?? []} />
        <DeliveryPromise order={order} className="pb-3" />
        <OrderJourney order={order} />
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 px-4 py-3 sm:px-5">
        <p className="text-sm">
          Total <strong className="text-base">{formatPrice(order.totalPrice)}</strong>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/order-confirmation/${order._id}`}
            className="rounded-md border border-neutral-300 px-3 py-2 text-xs font-bold uppercase hover:border-neutral-900"
          >
            Details
          </Link>
          <TaxDocumentLinks
            order={order}
            className="rounded-md border border-neutral-300 px-3 py-2 text-xs font-bold uppercase hover:border-neutral-900 disabled:opacity-50"
          />
          {canReturn(order) && (
            <a
              href={returnChatLink(order._id)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md border border-neutral-900 px-3 py-2 text-xs font-bold uppercase hover:bg-neutral-900 hover:text-white"
            >
              <ChatIcon className="size-4" />
              Return
            </a>
          )}
          {payment === 'failed' && onRetryPayment && (
            <>
              <span id={`retries-${order._id}`} className="self-center text-xs text-neutral-600">
                {retryable || retriesLeft === 0 ? retriesLeftText(retriesLeft) : 'This order can no longer be paid'}
              </span>
              <button
                type="button"
                onClick={onRetryPayment}
                disabled={!retryable}
                aria-describedby={`retries-${order._id}`}
                className="rounded-md bg-brand px-3 py-2 text-xs font-bold text-white uppercase hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
              >
                Retry Payment
              </button>
            </>
          )}
        </div>
      </footer>
    </article>
  );
}
