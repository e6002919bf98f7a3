import { Module } from '@nestjs/common';
import { OrderingModule } from '@store/ordering';
import { AppConfig, CONFIG, REDIS } from '@store/platform';
import type { Redis } from 'ioredis';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway';
import { RazorpayGateway } from './gateway/razorpay-gateway';
import { SimulatedGateway } from './gateway/simulated-gateway';
import { PaymentsController } from './http/payments.controller';
import { SimulatorController } from './http/simulator.controller';
import { WebhookController } from './http/webhook.controller';
import { PaymentsJobs } from './webhooks/payments-jobs.service';

/** Razorpay with keys configured, else the simulated gateway: chosen here and nowhere else. */
export const gatewayFor = (config: AppConfig, redis: Redis): PaymentGateway =>
  config.RAZORPAY_KEY_ID
    ? new RazorpayGateway(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_API_URL)
    : new SimulatedGateway(redis, config.RAZORPAY_KEY_SECRET, config.QUEUE_PREFIX || 'store');

/**
 * Payments: provider orders for the order's own total, checkout signature verification,
 * failures, Razorpay's webhooks, and the simulated gateway's checkout. It changes orders only
 * through the ordering module's commands.
 */
@Module({
  imports: [OrderingModule],
  controllers: [PaymentsController, WebhookController, SimulatorController],
  providers: [{ provide: PAYMENT_GATEWAY, inject: [CONFIG, REDIS], useFactory: gatewayFor }, PaymentsJobs],
})
export class PaymentsModule {}
