import { formatDate, formatRupees, returnNumber, shortOrderId, type OrderReturnEvent } from '@store/contracts';
import type { MailJob } from '@store/platform';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const sequenceOf = (returnId: string) => Number(returnId.slice(returnId.lastIndexOf('-') + 1));

/** What a return's e-mail needs beside the event. */
export interface ReturnMailContext {
  customer: { name: string; email: string };
  /** Where the shopper follows the order (a guest's link carries the order's token). */
  orderLink: string;
  timeZone: string;
  /** The units of the return as the shopper reads them ('1 x Tee (M)'), from the request. */
  lines: string[];
}

const TEMPLATES: Record<OrderReturnEvent['type'], string> = {
  ReturnRequested: 'return-requested',
  ReturnApproved: 'return-approved',
  ReturnRejected: 'return-rejected',
  ReturnReceived: 'return-received',
  ReturnRefunded: 'return-refunded',
  ReturnExchangeShipped: 'return-exchange-shipped',
  ReturnCancelled: 'return-cancelled',
  ReturnRefundFailed: 'return-refund-failed',
};

function paragraphs(event: OrderReturnEvent, context: ReturnMailContext): { subject: string; body: string[] } {
  const number = returnNumber(event.data.orderId, sequenceOf(event.data.returnId));
  const order = `#${shortOrderId(event.data.orderId)}`;
  switch (event.type) {
    case 'ReturnRequested':
      return {
        subject: `We received your return request ${number}`,
        body: [
          `We received your return request ${number} for order ${order} on ${formatDate(event.data.at, 'dayTime', context.timeZone)}:`,
          ...context.lines.map((line) => `- ${line}`),
          'We will look at it and write to you again soon.',
        ],
      };
    case 'ReturnApproved':
      return {
        subject: `Your return ${number} is approved`,
        body: event.data.pickup
          ? [
              `Your return ${number} for order ${order} is approved. ${event.data.pickup.carrier} will pick the parcel up (AWB ${event.data.pickup.awb}).`,
              `Track the pickup: ${event.data.pickup.trackingUrl}`,
              'Please pack the items with their tags.',
            ]
          : [
              `Your return ${number} for order ${order} is approved. Please send the items back to us with their tags, writing ${number} on the parcel.`,
            ],
      };
    case 'ReturnRejected':
      return {
        subject: `Your return ${number} could not be accepted`,
        body: [`We could not accept your return ${number} for order ${order}:`, event.data.reason],
      };
    case 'ReturnReceived':
      return {
        subject: `We received your returned parcel ${number}`,
        body: [
          `Your returned items for ${number} (order ${order}) reached us. We will write again once it is settled.`,
        ],
      };
    case 'ReturnRefunded':
      return {
        subject: `Your return ${number} is refunded`,
        body: [
          `We refunded ${formatRupees(event.data.amount)} for your return ${number} (order ${order}). It reaches your account in 5-7 working days, by the way you paid.`,
        ],
      };
    case 'ReturnExchangeShipped':
      return {
        subject: `Your exchange ${number} has shipped`,
        body: [
          `Your replacement for ${number} (order ${order}) has shipped with ${event.data.carrier}, AWB ${event.data.awb}, at no charge:`,
          ...event.data.lines.map(
            (line) => `- ${line.quantity} x size ${line.size}${line.colorName ? ` - ${line.colorName}` : ''}`,
          ),
          `Track it: ${event.data.trackingUrl}`,
        ],
      };
    case 'ReturnCancelled':
      return {
        subject: `Your return ${number} was closed`,
        body: [
          `Your return ${number} for order ${order} was closed because the parcel did not reach us in time. Reply to this e-mail or write to us on WhatsApp if you still want to return it.`,
        ],
      };
    case 'ReturnRefundFailed':
      return {
        subject: `The refund of your return ${number} did not go through`,
        body: [
          `The payment provider could not complete the refund of ${formatRupees(event.data.amount)} for your return ${number} (order ${order}). Nothing was taken from you; we will refund it again and write to you when it is done.`,
        ],
      };
  }
}

/** The shopper's e-mail for one step of a return. */
export function returnMail(event: OrderReturnEvent, context: ReturnMailContext): MailJob {
  const { subject, body } = paragraphs(event, context);
  const text = [`Hi ${context.customer.name},`, '', ...body, '', `Your order: ${context.orderLink}`, ''].join('\n');
  const html =
    `<p>Hi ${escapeHtml(context.customer.name)},</p>` +
    body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<p><a href="${escapeHtml(context.orderLink)}">Your order</a></p>`;
  return { template: TEMPLATES[event.type], to: context.customer.email, subject: `${subject} - ThreadFit`, text, html };
}
