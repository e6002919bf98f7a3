import { DynamicModule, Module } from '@nestjs/common';
import { OrderingModule } from '@store/ordering';
import { AppConfig, CONFIG, durationMs, REDIS } from '@store/platform';
import type { Redis } from 'ioredis';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway';
import { RazorpayGateway } from './gateway/razorpay-gateway';
import { SimulatedGateway } from './gateway/simulated-gateway';
import { PaymentsController } from './http/payments.controller';
import { SimulatorController } from './http/simulator.controller';
import { RefundsController } from './http/refunds.controller';
import { WebhookController } from './http/webhook.controller';
import { RefundsService } from './refunds/refunds.service';
import { PaymentsJobs } from './webhooks/payments-jobs.service';

/**
 * PAYMENT_GATEWAY chooses, here and nowhere else: Razorpay (its key id is required by the
 * configuration), or the simulated gateway, which loadConfig refuses when NODE_ENV=production.
 */
export const gatewayFor = (config: AppConfig, redis: Redis): PaymentGateway =>
  config.PAYMENT_GATEWAY === 'razorpay' && config.RAZORPAY_KEY_ID
    ? new RazorpayGateway(
        config.RAZORPAY_KEY_ID,
        config.RAZORPAY_KEY_SECRET,
        config.RAZORPAY_API_URL,
        durationMs(config.PAYMENT_GATEWAY_TIMEOUT),
      )
    : new SimulatedGateway(redis, config.RAZORPAY_KEY_SECRET, config.QUEUE_PREFIX || 'store');

/**
 * Payments: provider orders for the order's own total, checkout signature verification,
 * failures, Razorpay's webhooks, and the simulated gateway's checkout. It changes orders only
 * through the ordering module's commands.
 */
@Module({
  imports: [OrderingModule],
  controllers: [PaymentsController, WebhookController, RefundsController],
  providers: [
    { provide: PAYMENT_GATEWAY, inject: [CONFIG, REDIS], useFactory: gatewayFor },
    PaymentsJobs,
    RefundsService,
  ],
})
export class PaymentsModule {
  /** The module, with the simulator's checkout routes mounted only when the simulated gateway runs. */
  static forConfig(config: Pick<AppConfig, 'PAYMENT_GATEWAY'>): DynamicModule {
    return { module: PaymentsModule, controllers: config.PAYMENT_GATEWAY === 'simulated' ? [SimulatorController] : [] };
  }
}
