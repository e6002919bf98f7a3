/**
 * The identity e-mails in ThreadFit's voice (Indian gym wear: direct, warm, a little sporty),
 * each with a plain-text and an HTML part.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'ThreadFit';
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function layout(heading: string, paragraphs: string[], supportEmail: string): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222">${p}</p>`)
    .join('');
  return `<!doctype html><html><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="background:#111;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold;letter-spacing:1px">${BRAND}</td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px;color:#111">${escape(heading)}</h1>${body}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#777;border-top:1px solid #eee">${BRAND} &middot; Gym wear made for Indian athletes &middot; Questions? Write to <a href="mailto:${escape(supportEmail)}">${escape(supportEmail)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

const codeBlock = (code: string) =>
  `<span style="display:inline-block;font-size:28px;font-weight:bold;letter-spacing:6px;background:#f1f1f1;padding:10px 16px;border-radius:6px">${escape(code)}</span>`;

const signOff = `See you at the gym,\nTeam ${BRAND}`;

export function verificationCodeMail(name: string, code: string, supportEmail: string): RenderedMail {
  return {
    subject: `Your ${BRAND} verification code`, // never the code: subjects reach logs and notifications
    text: `Hi ${name},\n\nWelcome to the ${BRAND} squad! Your verification code is:\n\n${code}\n\nIt expires in 15 minutes. If you did not sign up, you can ignore this e-mail.\n\n${signOff}`,
    html: layout(
      'Verify your email',
      [
        `Hi ${escape(name)},`,
        `Welcome to the ${BRAND} squad! Enter this code to verify your email address:`,
        codeBlock(code),
        'It expires in 15 minutes. If you did not sign up, you can ignore this e-mail.',
      ],
      supportEmail,
    ),
  };
}

export function passwordResetMail(name: string, link: string, supportEmail: string): RenderedMail {
  return {
    subject: `Reset your ${BRAND} password`,
    text: `Hi ${name},\n\nWe got a request to reset your ${BRAND} password. Set a new one here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.\n\n${signOff}`,
    html: layout(
      'Reset your password',
      [
        `Hi ${escape(name)},`,
        `We got a request to reset your ${BRAND} password.`,
        `<a href="${escape(link)}" style="display:inline-block;background:#d32f2f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Set a new password</a>`,
        `Or paste this link into your browser: ${escape(link)}`,
        'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.',
      ],
      supportEmail,
    ),
  };
}

export function emailChangeCodeMail(name: string, code: string, supportEmail: string): RenderedMail {
  return {
    subject: `Confirm your new ${BRAND} email address`,
    text: `Hi ${name},\n\nYou asked to use this address for your ${BRAND} account. Your confirmation code is:\n\n${code}\n\nIt expires in 15 minutes. If this was not you, ignore this e-mail and nothing changes.\n\n${signOff}`,
    html: layout(
      'Confirm your new email',
      [
        `Hi ${escape(name)},`,
        `You asked to use this address for your ${BRAND} account. Your confirmation code is:`,
        codeBlock(code),
        'It expires in 15 minutes. If this was not you, ignore this e-mail and nothing changes.',
      ],
      supportEmail,
    ),
  };
}

export function phoneCodeMail(name: string, code: string, phoneEnding: string, supportEmail: string): RenderedMail {
  return {
    subject: `Confirm your ${BRAND} phone number`,
    text: `Hi ${name},\n\nTo confirm the phone number ending in ${phoneEnding} on your ${BRAND} account, enter this code:\n\n${code}\n\nIt expires in 15 minutes. If this was not you, ignore this e-mail and nothing changes.\n\n${signOff}`,
    html: layout(
      'Confirm your phone number',
      [
        `Hi ${escape(name)},`,
        `To confirm the phone number ending in ${escape(phoneEnding)} on your ${BRAND} account, enter this code:`,
        codeBlock(code),
        'It expires in 15 minutes. If this was not you, ignore this e-mail and nothing changes.',
      ],
      supportEmail,
    ),
  };
}

export function welcomeMail(name: string, shopUrl: string, supportEmail: string): RenderedMail {
  return {
    subject: `Welcome to ${BRAND}, ${name}!`,
    text: `Hi ${name},\n\nYour email is verified and your ${BRAND} account is ready. Fresh drops in topwear and bottomwear are waiting, built to train hard in Indian weather.\n\nShop now: ${shopUrl}\n\nFree shipping on orders of ₹699 and above.\n\n${signOff}`,
    html: layout(
      `Welcome to ${BRAND}!`,
      [
        `Hi ${escape(name)},`,
        `Your email is verified and your ${BRAND} account is ready. Fresh drops in topwear and bottomwear are waiting, built to train hard in Indian weather.`,
        `<a href="${escape(shopUrl)}" style="display:inline-block;background:#d32f2f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Shop the collection</a>`,
        'Free shipping on orders of ₹699 and above.',
      ],
      supportEmail,
    ),
  };
}
