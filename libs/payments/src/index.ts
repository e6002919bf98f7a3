/** What other modules (and tests) may use from the payments module. */
export { PaymentsModule, gatewayFor } from './payments.module';
export { paymentsManifest } from './payments-manifest';
export { PAYMENT_GATEWAY, RefundRefusedError } from './gateway/payment-gateway';
export type { PaymentGateway, ProviderOrder } from './gateway/payment-gateway';
export { SimulatedGateway, SIMULATED_KEY_ID } from './gateway/simulated-gateway';
export {
  paymentSignature,
  webhookSignature,
  isValidPaymentSignature,
  isValidWebhookSignature,
} from './gateway/signatures';
export { PAYMENTS_REACTOR } from './webhooks/payments-jobs.service';
export { PAYMENT_MESSAGES } from './payments.messages';
