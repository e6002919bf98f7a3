import { pluralise } from '@store/contracts';
import type { MailJob } from '@store/platform';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How long a link works, in the words of the e-mail ("48 hours", "30 minutes"). */
export function inWords(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours >= 1 && Number.isInteger(hours)) return pluralise(hours, 'hour');
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return pluralise(minutes, 'minute');
}

/** To a guest's address: follow the link to be told when the product is available. */
export function notifyMeConfirmationMail(to: string, productName: string, link: string, validFor: string): MailJob {
  return {
    template: 'notify-me-confirmation',
    to,
    subject: `Confirm your email to hear about ${productName}`,
    text:
      `Someone (we hope you) asked ThreadFit to email this address when ${productName} is available.\n\n` +
      `Confirm here: ${link}\n\nThe link works for ${validFor}. If this was not you, ignore this e-mail: nothing is sent to you without a click.\n`,
    html:
      `<p>Someone (we hope you) asked ThreadFit to email this address when <strong>${escapeHtml(productName)}</strong> is available.</p>` +
      `<p><a href="${escapeHtml(link)}">Confirm my email</a></p>` +
      `<p>Or paste this link into your browser: ${escapeHtml(link)}</p>` +
      `<p>The link works for ${validFor}. If this was not you, ignore this e-mail: nothing is sent to you without a click.</p>`,
  };
}

/** To a confirmed subscriber, once, when the product became available. */
export function notifyMeAlertMail(to: string, productName: string, link: string): MailJob {
  return {
    template: 'notify-me',
    to,
    subject: `${productName} is now available`,
    text: `Good news! ${productName} is now available at ThreadFit.\n\nShop it here: ${link}\n`,
    html: `<p>Good news! <strong>${escapeHtml(productName)}</strong> is now available at ThreadFit.</p><p><a href="${link}">Shop it now</a></p>`,
  };
}
