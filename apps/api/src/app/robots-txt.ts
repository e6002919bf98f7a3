import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The storefront's pages no search engine should crawl (apps/web/src/app/router.tsx): the admin,
 * the API, the cart and checkout, the account and its sign-in pages, and links made for one
 * shopper (an order's confirmation, a notify-me confirmation, a marketing e-mail's unsubscribe link). A prefix, so /orders covers /orders/...
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api',
  '/cart',
  '/checkout',
  '/buy-now',
  '/guest-checkout',
  '/order-confirmation',
  '/login',
  '/register',
  '/reset-password',
  '/profile',
  '/orders',
  '/wishlist',
  '/notify-me',
  '/unsubscribe',
] as const;

/** robots.txt: every crawler kept off DISALLOWED_PATHS, and pointed at the sitemap under the public address. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt at the site's root (the same text for every request: PUBLIC_URL, never the Host header). */
export function serveRobotsTxt(app: NestFastifyApplication, publicUrl: string): void {
  const body = Buffer.from(robotsTxt(publicUrl));
  app
    .getHttpAdapter()
    .getInstance()
    .get('/robots.txt', (_request, reply) => {
      void reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(body);
    });
}
