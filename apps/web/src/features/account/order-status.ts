import { ACCOUNT_TEXT, RETURNABLE_STATUSES } from './constants';
import type { Order } from './types';

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
  return state === 'completed' ? ACCOUNT_TEXT.paymentSuccessful : state === 'failed' ? ACCOUNT_TEXT.paymentFailed : ACCOUNT_TEXT.paymentPending;
}

export const orderStatusOf = (order: Order): string | undefined => order.orderStatus ?? order.status;

/** The status as shown: a failed payment shows 'Payment Failed' in its place; unknown values as they are, or 'Unknown'. */
export function statusText(order: Order): string {
  if (paymentStateOf(order) === 'failed') return ACCOUNT_TEXT.paymentFailed;
  const status = orderStatusOf(order);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : ACCOUNT_TEXT.unknownStatus;
}

export const canReturn = (order: Order): boolean => (RETURNABLE_STATUSES as readonly string[]).includes(orderStatusOf(order) ?? '');

export const shortOrderId = (id: string): string => id.slice(-6).toUpperCase();

export const orderDate = (order: Order): string =>
  order.createdAt ? new Date(order.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) : '';
