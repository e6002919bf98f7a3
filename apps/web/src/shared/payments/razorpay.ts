import {
  PAYMENT_BRAND_NAME,
  PAYMENT_THEME_COLOR,
  PROVIDER_RETRY_COUNT,
  RAZORPAY_SCRIPT_TIMEOUT_MS,
  RAZORPAY_SCRIPT_URL,
} from './constants';
import type { GatewayError, GatewayOptions, GatewayResponse, PaymentOutcome } from './types';

/** The part of Razorpay's checkout.js the store uses. */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  retry: { enabled: boolean; max_count: number };
  handler: (response: GatewayResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  on(event: 'payment.failed', listener: (response: { error: GatewayError }) => void): void;
  open(): void;
  close?(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The script could not be loaded: 'Failed to load payment gateway'. */
export class GatewayLoadError extends Error {
  constructor() {
    super('Failed to load payment gateway');
    this.name = 'GatewayLoadError';
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once, on demand; a failed load is forgotten so a later attempt tries again. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      reject(new GatewayLoadError());
    };
    const timer = setTimeout(fail, RAZORPAY_SCRIPT_TIMEOUT_MS);
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    };
    script.onerror = fail;
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Test seam: forget a load in progress. */
export function resetRazorpayLoader(): void {
  loading = null;
}

/**
 * Opens Razorpay's checkout and settles on the first of: the handler (success), payment.failed
 * (failed; the window is closed so the shopper returns to the store's order step) or dismissal
 * (cancelled). Rejects with GatewayLoadError when the script cannot be loaded.
 */
export async function openRazorpay(options: GatewayOptions): Promise<PaymentOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<PaymentOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: options.key,
      amount: options.amount,
      currency: options.currency,
      order_id: options.providerOrderId,
      name: PAYMENT_BRAND_NAME,
      description: options.description,
      prefill: options.prefill,
      theme: { color: PAYMENT_THEME_COLOR },
      retry: { enabled: true, max_count: PROVIDER_RETRY_COUNT },
      handler: (response) => settle({ kind: 'success', response }),
      modal: { ondismiss: () => settle({ kind: 'cancelled' }) },
    });
    checkout.on('payment.failed', (response) => {
      settle({ kind: 'failed', error: response?.error ?? {} });
      try {
        checkout.close?.();
      } catch {
        /* already closed */
      }
    });
    checkout.open();
  });
}
