import { formatRupees as rupees } from '@store/contracts';
import type { MailJob } from '@store/platform';
import type { CartLineView } from '../queries/cart.query';

export const CART_REMINDER_TEMPLATE = 'cart-reminder';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An image path of the catalogue (/uploads/..., /demo/...) as a URL a mail client can load. */
const absolute = (url: string, webOrigin: string) =>
  /^https?:\/\//i.test(url) ? url : `${webOrigin}${url.startsWith('/') ? '' : '/'}${url}`;

const label = (line: CartLineView) =>
  `${line.product.name} (Size ${line.size}${line.colorName ? ` - ${line.colorName}` : ''})`;

export interface CartReminderMailInput {
  to: string;
  name: string;
  lines: CartLineView[];
  /** CART_REMINDER_CODE, when set. */
  code: string | null;
  webOrigin: string;
  unsubscribeUrl: string;
}

/**
 * The cart reminder (issue #44): the cart's lines with their pictures, sizes and today's prices, a
 * link back to /cart, the configured code if any, and the unsubscribe link every marketing e-mail
 * carries (also as the List-Unsubscribe header, which mail clients show as their own button).
 */
export function cartReminderMail({ to, name, lines, code, webOrigin, unsubscribeUrl }: CartReminderMailInput): MailJob {
  const cartLink = `${webOrigin}/cart`;
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const text = [
    `Hi ${name},`,
    '',
    'You left these in your ThreadFit cart:',
    '',
    ...lines.map((line) => `${line.quantity} x ${label(line)}  ${rupees(line.price * line.quantity)}`),
    '',
    `Cart total: ${rupees(total)}`,
    ...(code ? ['', `Use code ${code} at checkout.`] : []),
    '',
    `Back to your cart: ${cartLink}`,
    '',
    `Don't want these e-mails? Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const rows = lines
    .map(
      (line) =>
        `<tr><td><img src="${escapeHtml(absolute(line.image, webOrigin))}" alt="${escapeHtml(line.product.name)}" width="64" height="80" style="object-fit:cover"></td>` +
        `<td>${line.quantity} x ${escapeHtml(label(line))}</td><td align="right">${rupees(line.price * line.quantity)}</td></tr>`,
    )
    .join('');
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>You left these in your ThreadFit cart:</p>` +
    `<table cellpadding="4">${rows}<tr><td></td><td><strong>Cart total</strong></td><td align="right"><strong>${rupees(total)}</strong></td></tr></table>` +
    (code ? `<p>Use code <strong>${escapeHtml(code)}</strong> at checkout.</p>` : '') +
    `<p><a href="${escapeHtml(cartLink)}">Back to your cart</a></p>` +
    `<p style="font-size:12px;color:#666">Don't want these e-mails? <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    template: CART_REMINDER_TEMPLATE,
    to,
    subject: 'You left something in your cart - ThreadFit',
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}
