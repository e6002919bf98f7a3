import { Type, type Static } from '@sinclair/typebox';
import { SuccessResponse } from './common';
import { OrderSchema } from './orders';

/** GET /payments/config: the public key and which gateway the server runs. */
export const PaymentConfigResponseSchema = SuccessResponse('PaymentConfigResponse', {
  key: Type.String(),
  gateway: Type.Union([Type.Literal('razorpay'), Type.Literal('simulated')]),
});
export type PaymentConfigResponse = Static<typeof PaymentConfigResponseSchema>;
export type PaymentConfig = Omit<PaymentConfigResponse, 'success'>;

/** POST /payments/create-order(-guest): the provider's order for one of ours (amount in paise). */
export const ProviderOrderResponseSchema = SuccessResponse('ProviderOrderResponse', {
  amount: Type.Integer({ minimum: 1 }),
  currency: Type.Literal('INR'),
  /** The provider's order id ('order_...'), not ours. */
  orderId: Type.String(),
  key: Type.String(),
  message: Type.String(),
});
export type ProviderOrderResponse = Static<typeof ProviderOrderResponseSchema>;

/** POST /payments/verify(-guest) and /payments/payment-failed. */
export const PaymentResultResponseSchema = SuccessResponse('PaymentResultResponse', {
  message: Type.String(),
  order: OrderSchema,
});
export type PaymentResultResponse = Static<typeof PaymentResultResponseSchema>;

/** What a successful checkout hands the browser (Razorpay's handler, the simulator's Pay). */
export const GatewayPaymentSchema = Type.Object(
  { razorpay_order_id: Type.String(), razorpay_payment_id: Type.String(), razorpay_signature: Type.String() },
  { $id: 'GatewayPayment' },
);
export type GatewayPayment = Static<typeof GatewayPaymentSchema>;

/** What a failed payment reports (Razorpay's payment.failed error, the simulator's Fail). */
export const GatewayFailureSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      description: Type.String(),
      source: Type.String(),
      step: Type.String(),
      reason: Type.String(),
      metadata: Type.Object({ order_id: Type.String(), payment_id: Type.String() }),
    }),
  },
  { $id: 'GatewayFailure' },
);
export type GatewayFailure = Static<typeof GatewayFailureSchema>;
