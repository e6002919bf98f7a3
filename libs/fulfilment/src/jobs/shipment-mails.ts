import { shortOrderId } from '@store/contracts';
import type { MailExtras, OrderState } from '@store/ordering';
import type { MailJob } from '@store/platform';
import type { ShipmentRecord } from '../domain';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const lineLabel = (order: OrderState, line: number, quantity: number) => {
  const item = order.items[line];
  if (!item) return `${quantity} x line ${line + 1}`;
  return `${quantity} x ${item.name} (${item.size}${item.colorName ? ` - ${item.colorName}` : ''})`;
};

const trackingText = (shipment: ShipmentRecord) =>
  `${shipment.carrier}, AWB ${shipment.awb}: track it at ${shipment.trackingUrl}`;
const trackingHtml = (shipment: ShipmentRecord) =>
  `${escapeHtml(shipment.carrier)}, AWB <strong>${escapeHtml(shipment.awb)}</strong>: <a href="${escapeHtml(shipment.trackingUrl)}">Track your parcel</a>`;

/** The shipping e-mail's paragraph listing every shipment with its carrier, AWB and tracking link. */
export function trackingExtras(shipments: readonly ShipmentRecord[]): MailExtras | null {
  if (!shipments.length) return null;
  const heading = shipments.length === 1 ? 'Your parcel' : `Your ${shipments.length} parcels`;
  return {
    text: [`${heading}:`, ...shipments.map((shipment) => `- ${trackingText(shipment)}`)].join('\n'),
    html: `${heading}:<br>${shipments.map(trackingHtml).join('<br>')}`,
    attachments: [],
  };
}

/**
 * "Part of your order has shipped": a shipment that leaves units still to ship, with what it
 * carries and its tracking link. The shipment that completes the order is announced by the
 * order's own 'has shipped' e-mail instead (which lists every shipment).
 */
export function partShippedMail(
  order: OrderState,
  customer: { name: string; email: string },
  shipment: ShipmentRecord,
  ordersLink: string,
): MailJob {
  const short = shortOrderId(order.orderId);
  const lines = shipment.lines.map(({ line, quantity }) => lineLabel(order, line, quantity));
  const text = [
    `Hi ${customer.name},`,
    '',
    `Part of your ThreadFit order #${short} has shipped:`,
    ...lines.map((line) => `- ${line}`),
    '',
    trackingText(shipment),
    '',
    'We will write again when the rest of your order ships.',
    '',
    `Your orders: ${ordersLink}`,
    '',
  ].join('\n');
  const html =
    `<p>Hi ${escapeHtml(customer.name)},</p><p>Part of your ThreadFit order <strong>#${short}</strong> has shipped:</p>` +
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    `<p>${trackingHtml(shipment)}</p><p>We will write again when the rest of your order ships.</p>` +
    `<p><a href="${escapeHtml(ordersLink)}">Your orders</a></p>`;
  return {
    template: 'order-part-shipped',
    to: customer.email,
    subject: `Part of your order #${short} has shipped - ThreadFit`,
    text,
    html,
  };
}
