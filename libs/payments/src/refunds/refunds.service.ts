import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  isUnsettled,
  OrderingCommands,
  OrderRefunds,
  RefundIssuing,
  refundOf,
  type Refund,
  type RefundLedger,
  type RefundSummary,
  type RefundToRequest,
} from '@store/ordering';
import { CommandContext, LOGGER, Logger } from '@store/platform';
import {
  PAYMENT_GATEWAY,
  RefundRefusedError,
  type PaymentGateway,
  type ProviderRefund,
} from '../gateway/payment-gateway';

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Refunds through the payment gateway. The amount is first held in the order's refund ledger
 * (ordering's OrderRefunds.request: never more than was paid, whatever the race), then asked of
 * the gateway, then recorded as issued, or as failed (which frees the amount), each through
 * ordering's refund commands. A retry with the same refund id finishes a refund whose gateway
 * call never completed, and asks nothing twice of one that did.
 */
@Injectable()
export class RefundsService implements OnModuleInit {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly ordering: OrderingCommands,
    private readonly refunds: OrderRefunds,
    private readonly issuing: RefundIssuing,
  ) {}

  /** Other modules' refunds (a return's, issue #43) are asked of the gateway here, like the admin's. */
  onModuleInit() {
    this.issuing.register(this);
  }

  ledger(orderId: string): Promise<RefundLedger> {
    return this.refunds.ledger(orderId);
  }

  /** The order's refunds for the admin's screen (ordering's OrderRefunds.summary). */
  summary(orderId: string): Promise<RefundSummary> {
    return this.refunds.summary(orderId);
  }

  async refund(orderId: string, request: RefundToRequest, context: CommandContext) {
    // Only the request that held the amount asks the gateway: a concurrent repeat of the same
    // refund id (a double click racing itself) finds it held and asks nothing.
    const { order, toAsk } = await this.refunds.request(orderId, request, context);
    if (toAsk) await this.ask(orderId, order.paymentId!, toAsk, context);
    return this.summary(orderId);
  }

  /**
   * Asks the gateway for a requested refund and records its answer. A refusal is recorded as
   * failed (the amount is free again); no answer at all leaves it requested for the settle job,
   * which looks it up by its receipt before asking again.
   */
  private async ask(orderId: string, paymentId: string, refund: Refund, context: CommandContext) {
    let answer: ProviderRefund;
    try {
      answer = await this.gateway.refund({
        paymentId,
        amount: paise(refund.amount),
        receipt: refund.refundId,
        notes: { orderId, refundId: refund.refundId },
      });
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) {
        this.logger.warn(
          { orderId, refundId: refund.refundId, err: error },
          'refund: no answer from the gateway; the settle job will look it up',
        );
        return;
      }
      this.logger.warn({ orderId, refundId: refund.refundId, reason: error.reason }, 'refund refused by the gateway');
      await this.refunds.recordFailed(
        orderId,
        { refundId: refund.refundId, providerRefundId: null, reason: error.reason },
        context,
      );
      return;
    }
    await this.recordAnswer(orderId, refund.refundId, answer, context);
  }

  private async recordAnswer(orderId: string, refundId: string, answer: ProviderRefund, context: CommandContext) {
    if (answer.status === 'failed')
      await this.refunds.recordFailed(
        orderId,
        { refundId, providerRefundId: answer.id, reason: 'Refused by the payment provider' },
        context,
      );
    else
      await this.refunds.recordIssued(
        orderId,
        refundId,
        { providerRefundId: answer.id, status: answer.status },
        context,
      );
  }

  /**
   * The settle-refund job (one per refund id, retried with backoff): brings a refund to a final
   * state. Requested (the gateway's answer was lost, or the process died before asking): found
   * at the gateway by its receipt and recorded, else asked for now. Pending (no webhook yet): its
   * state is fetched; processed or failed is recorded. Answers whether it is settled; not yet
   * settled means the job tries again later.
   */
  async settle(orderId: string, refundId: string, context: CommandContext): Promise<boolean> {
    const refund = refundOf(await this.ledger(orderId), refundId);
    if (!refund || !isUnsettled(refund)) return true;
    const order = await this.ordering.requireOrder(orderId);
    const paymentId = order.paymentId!;
    if (refund.status === 'requested') {
      const found = await this.gateway.findRefund(paymentId, refund.refundId);
      if (found) await this.recordAnswer(orderId, refund.refundId, found, context);
      else await this.ask(orderId, paymentId, refund, context);
    } else if (refund.providerRefundId) {
      const now = await this.gateway.fetchRefund(paymentId, refund.providerRefundId);
      if (now.status !== 'pending')
        await this.applyWebhook(
          orderId,
          now.status === 'processed' ? 'refund.processed' : 'refund.failed',
          refund.providerRefundId,
          null,
          context,
        );
    }
    const after = refundOf(await this.ledger(orderId), refundId);
    return !after || !isUnsettled(after);
  }

  /** Razorpay's refund.processed / refund.failed webhooks (applied once: a repeat changes nothing). */
  async applyWebhook(
    orderId: string,
    event: 'refund.processed' | 'refund.failed',
    providerRefundId: string,
    reason: string | null,
    context: CommandContext,
    refundId?: string,
  ) {
    if (event === 'refund.processed')
      await this.refunds.recordProcessed(orderId, { providerRefundId, refundId }, context);
    else
      await this.refunds.recordFailed(
        orderId,
        { refundId, providerRefundId, reason: reason ?? 'Refund failed' },
        context,
      );
  }
}
