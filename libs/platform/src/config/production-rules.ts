/**
 * Settings whose default depends on others, and what production refuses. Kept apart from the
 * list of settings so the rules that protect a live store read in one place.
 */
type Values = Record<string, unknown>;

const withoutTrailingSlash = (url: unknown) => String(url).replace(/\/+$/, '');

/**
 * Fills PAYMENT_GATEWAY and MAIL_TRANSPORT when unset, WEB_ORIGIN from PORT (a store on port
 * 3100 mails links to http://localhost:3100, not 3000) and PUBLIC_URL from WEB_ORIGIN; neither
 * address ever comes from a request's Host header, which a client chooses.
 */
export function resolveChoices(values: Values): void {
  values.WEB_ORIGIN = withoutTrailingSlash(values.WEB_ORIGIN ?? `http://localhost:${values.PORT}`);
  values.PUBLIC_URL = withoutTrailingSlash(values.PUBLIC_URL ?? values.WEB_ORIGIN);
  if (!values.PAYMENT_GATEWAY) {
    values.PAYMENT_GATEWAY = values.RAZORPAY_KEY_ID || values.NODE_ENV === 'production' ? 'razorpay' : 'simulated';
  }
  if (!values.MAIL_TRANSPORT)
    values.MAIL_TRANSPORT = values.SMTP_URL || values.NODE_ENV === 'production' ? 'smtp' : 'file';
}

/**
 * WEB_ORIGIN and PUBLIC_URL start the URLs of e-mail links, canonical pages and the sitemap
 * (`${PUBLIC_URL}/products/{id}`): a query, a #fragment or a user name in one would end up in the
 * middle of each. Checked as set, before the defaults fill them.
 */
export function addressProblems(values: Values): string[] {
  return (['WEB_ORIGIN', 'PUBLIC_URL'] as const).flatMap((name) => {
    const value = values[name];
    if (typeof value !== 'string') return [];
    const url = new URL(value);
    if (!/[?#]/.test(value) && !url.username && !url.password) return [];
    return [
      `${name}: must be an address without a query, a #fragment or a user name, such as https://threadfit.in (got "${value}")`,
    ];
  });
}

const refuse = (name: string) =>
  `${name}: the development default cannot be used when NODE_ENV=production; set a secret of your own`;

/**
 * Problems of a configuration: everywhere, Razorpay needs its key id and SMTP its URL; with
 * NODE_ENV=production, no development secret, no simulated gateway (it signs any payment), real
 * Razorpay secrets, and mail that leaves the machine unless the file outbox is chosen explicitly.
 */
export function productionProblems(values: Values, developmentDefaults: Record<string, string>): string[] {
  const problems: string[] = [];
  if (values.PAYMENT_GATEWAY === 'razorpay' && !values.RAZORPAY_KEY_ID) {
    problems.push('RAZORPAY_KEY_ID: is required with PAYMENT_GATEWAY=razorpay (the default when NODE_ENV=production)');
  }
  if (values.MAIL_TRANSPORT === 'smtp' && !values.SMTP_URL) {
    problems.push(
      'SMTP_URL: is required to send e-mail (set MAIL_TRANSPORT=file to write .eml files to MAIL_OUTBOX_DIR instead)',
    );
  }
  if (values.NODE_ENV !== 'production') return problems;
  if (values.PAYMENT_GATEWAY === 'simulated') {
    problems.push(
      'PAYMENT_GATEWAY: the simulated gateway cannot run when NODE_ENV=production (it signs any payment); configure Razorpay',
    );
  }
  for (const [name, devValue] of Object.entries(developmentDefaults)) {
    if (values[name] === devValue) problems.push(refuse(name));
  }
  return problems;
}
