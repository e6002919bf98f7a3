import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { openRazorpay } from './razorpay';
import { SimulatedPaymentDialog } from './SimulatedPaymentDialog';
import type { GatewayOptions, PaymentOutcome } from './types';

interface OpenDialog {
  options: GatewayOptions;
  resolve: (outcome: PaymentOutcome) => void;
}

/**
 * One small interface over both gateways: openPayment(options) resolves with how the payment
 * window ended, whether it was Razorpay's checkout or the simulated gateway's test dialog.
 * Render `gatewayUi` (the test dialog while it is open; nothing for Razorpay).
 */
export function usePaymentGateway(): {
  openPayment: (options: GatewayOptions) => Promise<PaymentOutcome>;
  gatewayUi: ReactNode;
  gatewayOpen: boolean;
} {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const openPayment = useCallback((options: GatewayOptions): Promise<PaymentOutcome> => {
    if (options.gateway !== 'simulated') return openRazorpay(options);
    return new Promise<PaymentOutcome>((resolve) => {
      setDialog({
        options,
        resolve: (outcome) => {
          if (mounted.current) setDialog(null);
          resolve(outcome);
        },
      });
    });
  }, []);

  const gatewayUi = dialog ? <SimulatedPaymentDialog options={dialog.options} onDone={dialog.resolve} /> : null;
  return { openPayment, gatewayUi, gatewayOpen: dialog !== null };
}
