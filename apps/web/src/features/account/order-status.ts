import { pluralise } from '@store/contracts';
import { formatStoreDate } from '../../shared/format-date';
import { ACCOUNT_TEXT, PAYMENT_RETRY_LIMIT, RETURNABLE_STATUSES } from './constants';
import type { Order } from '../../shared/orders/types';

export type PaymentState = 'completed' | 'failed' | 'pending';

/** completed (or isPaid), failed, or anything else: pending. */
export function paymentStateOf(order: Order): PaymentState {
  if (order.paymentStatus === 'completed' || order.isPaid) return 'completed';
  if (order.paymentStatus === 'failed') return 'failed';
  return 'pending';
}

/** 'Payment Successful', 'Payment Failed' or 'Pending Payment'. */
export function paymentText(order: Order): string {
  const state = paymentStateOf(order);
  return state === 'completed'
    ? ACCOUNT_TEXT.paymentSuccessful
    : state === 'failed'
      ? ACCOUNT_TEXT.paymentFailed
      : ACCOUNT_TEXT.paymentPending;
}

export const orderStatusOf = (order: Order): string | undefined => order.orderStatus ?? order.status;

/** The status as shown: a failed payment shows 'Payment Failed' in its place; unknown values as they are, or 'Unknown'. */
export function statusText(order: Order): string {
  if (paymentStateOf(order) === 'failed') return ACCOUNT_TEXT.paymentFailed;
  const status = orderStatusOf(order);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : ACCOUNT_TEXT.unknownStatus;
}

export const canReturn = (order: Order): boolean =>
  (RETURNABLE_STATUSES as readonly string[]).includes(orderStatusOf(order) ?? '');

/** The day the order was placed, in the store's time zone (the day the admin and the e-mail show). */
export const orderDate = (order: Order): string => formatStoreDate(order.createdAt);

/** Payment retries left: the server's count, or the full 3 when it does not say. */
export const retriesLeftOf = (order: Order): number => Math.max(0, order.paymentRetriesLeft ?? PAYMENT_RETRY_LIMIT);

/** A failed payment may be retried while the order can be paid and retries are left. */
export const canRetryPayment = (order: Order): boolean =>
  paymentStateOf(order) === 'failed' && order.canPay !== false && retriesLeftOf(order) > 0;

/** '2 retries left', '1 retry left', 'No retries left'. */
export const retriesLeftText = (left: number): string =>
  left <= 0 ? 'No retries left' : `${pluralise(left, 'retry', 'retries')} left`;

/** Pay through the guest endpoints: an order without a user (or, when the order does not say, no session). */
export const isGuestOrder = (order: Order, signedIn: boolean): boolean =>
  order.user === undefined ? !signedIn : order.user === null;
