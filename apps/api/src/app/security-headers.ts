import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The store's Content-Security-Policy and the rest of helmet's defaults. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
      frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectSrc: ["'self'", 'https://api.razorpay.com', 'https://api.cloudinary.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      // Off so plain-http local runs (npm start on localhost) load their own assets.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet builds helmet (and
 * parses the CSP directives) again on every request; the options hold no per-request values (no
 * nonces), so the answer is the same every time.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}
