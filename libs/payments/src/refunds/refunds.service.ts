import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import { isRefundable, orderRefundsStream, OrderingCommands, refundedTotal, refundsDecider, unissued, type RefundLedger } from '@store/ordering';
import { CommandContext, EVENT_STORE, handleCommand, loadAggregate, LOGGER, Logger } from '@store/platform';
import { PAYMENT_GATEWAY, RefundRefusedError, type PaymentGateway } from '../gateway/payment-gateway';

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Refunds through the payment gateway. The amount is first held in the order's refund ledger
 * (RefundRequested, appended with the ledger's expected revision, so two admins or two clicks
 * can never hold more than was paid), then asked of the gateway, then recorded as issued, or
 * as failed (which frees the amount). A retry with the same refund id finishes a refund whose
 * gateway call never completed, and asks nothing twice of one that did.
 */
@Injectable()
export class RefundsService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly ordering: OrderingCommands,
  ) {}

  async ledger(orderId: string): Promise<RefundLedger> {
    return (await loadAggregate(this.store, refundsDecider, orderRefundsStream(orderId))).state;
  }

  async summary(orderId: string) {
    const [order, ledger] = await Promise.all([this.ordering.requireOrder(orderId), this.ledger(orderId)]);
    const paid = order.isPaid ? order.totalPrice : 0;
    const refunded = refundedTotal(ledger);
    const refundable = Math.max(0, (paise(paid) - paise(refunded)) / 100);
    return { orderId, paid, refunded, refundable, canRefund: isRefundable(order) && refundable > 0, refunds: ledger.refunds };
  }

  async refund(orderId: string, request: { refundId: string; amount: number; reason: string; restock: boolean }, context: CommandContext) {
    const order = await this.ordering.requireOrder(orderId);
    const stream = orderRefundsStream(orderId);
    const requested = await handleCommand(this.store, refundsDecider, stream, { type: 'RequestRefund', order, ...request }, context);
    // Only the request that held the amount asks the gateway: a concurrent repeat of the same
    // refund id (a double click racing itself) finds it held and asks nothing.
    const pending = requested.events.length ? unissued(requested.state, request.refundId) : null;
    if (pending) {
      try {
        const refund = await this.gateway.refund({ paymentId: order.paymentId!, amount: paise(pending.amount), receipt: pending.refundId, notes: { orderId, refundId: pending.refundId } });
        const command =
          refund.status === 'failed'
            ? ({ type: 'RecordFailed', orderId, refundId: pending.refundId, providerRefundId: refund.id, reason: 'Refused by the payment provider' } as const)
            : ({ type: 'RecordIssued', orderId, refundId: pending.refundId, providerRefundId: refund.id, status: refund.status } as const);
        await handleCommand(this.store, refundsDecider, stream, command, context);
      } catch (error) {
        const reason = error instanceof RefundRefusedError ? error.reason : 'The payment provider could not be reached';
        this.logger.warn({ orderId, refundId: pending.refundId, err: error }, 'refund refused by the gateway');
        await handleCommand(this.store, refundsDecider, stream, { type: 'RecordFailed', orderId, refundId: pending.refundId, providerRefundId: null, reason }, context);
      }
    }
    return this.summary(orderId);
  }

  /** Razorpay's refund.processed / refund.failed webhooks (applied once: a repeat changes nothing). */
  async applyWebhook(orderId: string, event: 'refund.processed' | 'refund.failed', providerRefundId: string, reason: string | null, context: CommandContext) {
    const command =
      event === 'refund.processed'
        ? ({ type: 'RecordProcessed', orderId, providerRefundId } as const)
        : ({ type: 'RecordFailed', orderId, providerRefundId, reason: reason ?? 'Refund failed' } as const);
    await handleCommand(this.store, refundsDecider, orderRefundsStream(orderId), command, context);
  }
}
