import { deliveryRangeText, formatDate, formatRupees as rupees, shortOrderId as shortId } from '@store/contracts';
import type { MailJob } from '@store/platform';
import type { OrderState } from '../domain/order';
import type { Customer } from '../domain/order-events';
import type { OrderStatus } from '../domain/order-status';
import type { MailExtras } from './shipped-mail-extras';

/** An order whose customer can be written to: opened (not erased) and with an e-mail address. */
export type MailableOrder = OrderState & { customer: Customer & { email: string } };
export const isMailable = (order: OrderState): order is MailableOrder => order.exists && !!order.customer?.email;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const lineLabel = (item: OrderState['items'][number]) =>
  `${item.name} (${item.size}${item.colorName ? ` - ${item.colorName}` : ''})`;

/**
 * The delivery the order was promised when placed (issue #43): 'Delivery by Tue 2 Dec – Thu 4 Dec'.
 * Its days are the store's calendar days (STORE_TIME_ZONE, worked out at checkout), so no zone
 * moves them; null for an order placed without a pincode (Buy Now) or before promises were kept.
 */
const promiseOf = (order: OrderState): string | null =>
  order.deliveryEstimate ? deliveryRangeText(order.deliveryEstimate.from, order.deliveryEstimate.to) : null;

/** Where an e-mail's links point and the zone its dates are written in (WEB_ORIGIN, STORE_TIME_ZONE). */
export interface MailSettings {
  webOrigin: string;
  timeZone: string;
}

/**
 * The order-confirmation e-mail: when it was placed, items and totals in rupees (the site's
 * formatter: ₹1,399.00), and where to follow the order. A guest order's link carries its access
 * token (the order id alone opens nothing).
 */
export function confirmationMail(
  order: MailableOrder,
  { webOrigin, timeZone }: MailSettings,
  accessToken?: string,
): MailJob {
  const placed = formatDate(order.placedAt, 'dayTime', timeZone);
  const promise = promiseOf(order);
  const link = `${webOrigin}/order-confirmation/${order.orderId}${accessToken ? `?token=${encodeURIComponent(accessToken)}` : ''}`;
  const lines = order.items.map(
    (item) => `${item.quantity} x ${lineLabel(item)}  ${rupees(item.price * item.quantity)}`,
  );
  const text = [
    `Hi ${order.customer.name},`,
    '',
    `Thank you for shopping with ThreadFit. Your payment was received and order #${shortId(order.orderId)} is confirmed.`,
    ...(placed ? [`Placed on ${placed}`] : []),
    ...(promise ? [promise] : []),
    '',
    ...lines,
    '',
    `Items: ${rupees(order.itemsPrice)}`,
    ...(order.discount ? [`Discount (${order.discount.code}): -${rupees(order.discount.total)}`] : []),
    `Shipping: ${order.shippingCost === 0 ? 'Free' : rupees(order.shippingCost)}`,
    `Total paid: ${rupees(order.totalPrice)}`,
    '',
    `Your order: ${link}`,
  ].join('\n');
  const rows = order.items
    .map(
      (item) =>
        `<tr><td>${item.quantity} x ${escapeHtml(lineLabel(item))}</td><td align="right">${rupees(item.price * item.quantity)}</td></tr>`,
    )
    .join('');
  const html =
    `<p>Hi ${escapeHtml(order.customer.name)},</p><p>Your payment was received and order <strong>#${shortId(order.orderId)}</strong> is confirmed.</p>` +
    (placed ? `<p>Placed on ${placed}</p>` : '') +
    (promise ? `<p><strong>${escapeHtml(promise)}</strong></p>` : '') +
    `<table cellpadding="4">${rows}<tr><td>Items</td><td align="right">${rupees(order.itemsPrice)}</td></tr>` +
    (order.discount
      ? `<tr><td>Discount (${escapeHtml(order.discount.code)})</td><td align="right">-${rupees(order.discount.total)}</td></tr>`
      : '') +
    `<tr><td>Shipping</td><td align="right">${order.shippingCost === 0 ? 'Free' : rupees(order.shippingCost)}</td></tr>` +
    `<tr><td><strong>Total paid</strong></td><td align="right"><strong>${rupees(order.totalPrice)}</strong></td></tr></table>` +
    `<p><a href="${link}">View your order</a></p>`;
  return {
    template: 'order-confirmation',
    to: order.customer.email,
    subject: `Order #${shortId(order.orderId)} confirmed - ThreadFit`,
    text,
    html,
  };
}

const STATUS_TEXT: Partial<Record<OrderStatus, { subject: string; body: string }>> = {
  shipped: { subject: 'has shipped', body: 'is on its way to you.' },
  delivered: {
    subject: 'was delivered',
    body: 'has been delivered. We hope you love it! Returns are handled over WhatsApp chat with your order details and photos.',
  },
  cancelled: { subject: 'was cancelled', body: 'has been cancelled.' },
};

export const statusMailFor = (status: OrderStatus) => STATUS_TEXT[status] !== undefined;

/** Shipped, delivered and cancelled notices; `extras` (the shipping e-mail's tax invoice) are added as given. */
export function statusMail(
  order: MailableOrder,
  status: OrderStatus,
  webOrigin: string,
  extras?: MailExtras | null,
): MailJob {
  const copy = STATUS_TEXT[status]!;
  const link = `${webOrigin}/orders`;
  // The shipping e-mail repeats the promise the order was given; other notices have no use for it.
  const promise = status === 'shipped' ? promiseOf(order) : null;
  const refund =
    status === 'cancelled' && order.refundDue ? ' Your payment will be refunded to the original payment method.' : '';
  const text = `Hi ${order.customer.name},\n\nYour ThreadFit order #${shortId(order.orderId)} (${rupees(order.totalPrice)}) ${copy.body}${refund}\n${promise ? `${promise}\n` : ''}${extras ? `\n${extras.text}\n` : ''}\nYour orders: ${link}\n`;
  const html = `<p>Hi ${escapeHtml(order.customer.name)},</p><p>Your ThreadFit order <strong>#${shortId(order.orderId)}</strong> (${rupees(order.totalPrice)}) ${copy.body}${refund}</p>${promise ? `<p><strong>${escapeHtml(promise)}</strong></p>` : ''}${extras ? `<p>${extras.html}</p>` : ''}<p><a href="${link}">Your orders</a></p>`;
  return {
    template: `order-${status}`,
    to: order.customer.email,
    subject: `Order #${shortId(order.orderId)} ${copy.subject} - ThreadFit`,
    text,
    html,
    ...(extras?.attachments.length ? { attachments: extras.attachments } : {}),
  };
}

/** A refund the payment gateway accepted (spec section 9: refunds reach the customer in 5-7 business days). */
export function refundMail(order: MailableOrder, amount: number, webOrigin: string): MailJob {
  const link = `${webOrigin}/orders`;
  const body = `we have refunded ${rupees(amount)} for your ThreadFit order #${shortId(order.orderId)} to the original payment method. It usually reaches you within 5-7 business days.`;
  const text = `Hi ${order.customer.name},\n\nWe ${body.slice(3)}\n\nYour orders: ${link}\n`;
  const html = `<p>Hi ${escapeHtml(order.customer.name)},</p><p>We ${body.slice(3)}</p><p><a href="${link}">Your orders</a></p>`;
  return {
    template: 'order-refund',
    to: order.customer.email,
    subject: `Order #${shortId(order.orderId)} refund of ${rupees(amount)} - ThreadFit`,
    text,
    html,
  };
}
