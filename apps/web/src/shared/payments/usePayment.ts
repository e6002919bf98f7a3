import { useCallback, type ReactNode } from 'react';
import { messageOr } from '../api-error';
import { toast } from '../toast/toast';
import type { Order } from '../orders/types';
import { PAYMENT_CURRENCY, PAYMENT_TEXT } from './constants';
import {
  useCreatePaymentOrderMutation,
  useLazyGetPaymentConfigQuery,
  useReportPaymentFailedMutation,
  useVerifyPaymentMutation,
} from './payments-api';
import type { GatewayOptions, PaymentConfig, PaymentOutcome, PaymentPrefill, ProviderOrder } from './types';
import { usePaymentGateway } from './usePaymentGateway';

export interface PayArgs {
  /** Our order id. */
  orderId: string;
  /** The order's total in rupees. */
  totalPrice: number;
  /** Pay through the -guest endpoints (an order without a user). */
  guest: boolean;
  description: string;
  prefill: PaymentPrefill;
}

export type PayResult =
  { kind: 'paid'; order?: Order } | { kind: 'failed' } | { kind: 'cancelled' } | { kind: 'error'; message: string };

/**
 * Pays one existing order (spec section 4, steps 4 to 6): GET /payments/config, create the
 * provider's order, open the gateway, then verify a success, report a failure, or note a cancel.
 * Every outcome is told to the shopper with the spec's messages; the caller decides what next.
 */
export function usePayment(): {
  pay: (args: PayArgs) => Promise<PayResult>;
  gatewayUi: ReactNode;
  gatewayOpen: boolean;
} {
  const { openPayment, gatewayUi, gatewayOpen } = usePaymentGateway();
  const [loadConfig] = useLazyGetPaymentConfigQuery();
  const [createPaymentOrder] = useCreatePaymentOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [reportPaymentFailed] = useReportPaymentFailedMutation();

  const pay = useCallback(
    async ({ orderId, totalPrice, guest, description, prefill }: PayArgs): Promise<PayResult> => {
      const problem = (message: string): PayResult => {
        toast.error(message);
        return { kind: 'error', message };
      };
      if (!orderId || !totalPrice) return problem(PAYMENT_TEXT.invalidOrderData);

      let config: PaymentConfig;
      try {
        config = await loadConfig(undefined, true).unwrap();
      } catch {
        return problem(PAYMENT_TEXT.configError);
      }
      if (config.gateway === 'razorpay' && !config.key) return problem(PAYMENT_TEXT.configError);

      let providerOrder: ProviderOrder;
      try {
        providerOrder = await createPaymentOrder({
          guest,
          orderId,
          amount: totalPrice,
          currency: PAYMENT_CURRENCY,
        }).unwrap();
      } catch (error) {
        return problem(messageOr(error, PAYMENT_TEXT.initiateFailed));
      }
      if (!providerOrder?.orderId) return problem(PAYMENT_TEXT.initiateFailed);

      const options: GatewayOptions = {
        gateway: config.gateway,
        key: config.key,
        amount:
          Number.isFinite(providerOrder.amount) && providerOrder.amount > 0
            ? providerOrder.amount
            : Math.round(totalPrice * 100),
        currency: PAYMENT_CURRENCY,
        providerOrderId: providerOrder.orderId,
        description,
        prefill,
      };
      let outcome: PaymentOutcome;
      try {
        outcome = await openPayment(options);
      } catch {
        return problem(PAYMENT_TEXT.gatewayLoadFailed);
      }

      if (outcome.kind === 'success') {
        try {
          const order = await verifyPayment({ guest, orderId, ...outcome.response }).unwrap();
          toast.success(PAYMENT_TEXT.successful);
          return { kind: 'paid', order };
        } catch (error) {
          return problem(messageOr(error, PAYMENT_TEXT.verificationFailed));
        }
      }
      if (outcome.kind === 'failed') {
        // Reported so the order shows 'Payment Failed' and may be retried; a failed report changes nothing here.
        await reportPaymentFailed({ orderId, error: outcome.error })
          .unwrap()
          .catch(() => undefined);
        toast.error(PAYMENT_TEXT.failed(outcome.error.description?.trim() || PAYMENT_TEXT.unknownFailure));
        return { kind: 'failed' };
      }
      toast.error(PAYMENT_TEXT.cancelled);
      return { kind: 'cancelled' };
    },
    [loadConfig, createPaymentOrder, openPayment, verifyPayment, reportPaymentFailed],
  );

  return { pay, gatewayUi, gatewayOpen };
}
