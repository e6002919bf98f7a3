import { Injectable } from '@nestjs/common';
import { CommandContext, CommandHandling } from '@store/platform';
import type { OrderState } from '../domain/order';
import {
  isRefundable,
  refundedTotal,
  refundsDecider,
  unissued,
  type Refund,
  type RefundCommand,
  type RefundLedger,
  type RefundLine,
} from '../domain/refunds';
import { orderRefundsStream } from '../streams';
import { OrderWrites } from './order-writes';

/** A refund request as the admin made it: its id (chosen by the client, so a retry is one refund) and amount. */
export interface RefundToRequest {
  refundId: string;
  amount: number;
  reason: string;
  restock: boolean;
  /** A return's refund (issue #43): the return and the amount per order line (their sum is `amount`). */
  returnId?: string;
  lines?: RefundLine[];
}

/** What a refund request held: the order, and the refund the gateway is to be asked for (null: nothing held now). */
export interface RequestedRefund {
  order: OrderState;
  toAsk: Refund | null;
}

/** An order's refunds as the admin's refund screen shows them (rupees). */
export interface RefundSummary {
  orderId: string;
  paid: number;
  refunded: number;
  refundable: number;
  canRefund: boolean;
  refunds: Refund[];
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** An outcome the payment gateway reported for a refund; `refundId` names ours when it is known. */
export interface RefundOutcome {
  providerRefundId: string | null;
  refundId?: string;
}

/**
 * The order's refunds: ordering's commands on its refund ledger (`refund-{orderId}`, see
 * domain/refunds.ts). The payments module asks the gateway and records each answer here; it never
 * writes the ledger itself.
 */
@Injectable()
export class OrderRefunds {
  constructor(
    private readonly commands: CommandHandling,
    private readonly orders: OrderWrites,
  ) {}

  async ledger(orderId: string): Promise<RefundLedger> {
    return (await this.commands.load(refundsDecider, orderRefundsStream(orderId))).state;
  }

  /** The ledgers of many orders, read together. */
  async ledgers(orderIds: readonly string[]): Promise<Map<string, RefundLedger>> {
    const ledgers = await this.commands.loadMany(refundsDecider, orderIds.map(orderRefundsStream));
    return new Map(orderIds.map((orderId, i) => [orderId, ledgers[i]]));
  }

  /** Rupees the order's refund ledger holds or paid back (only a paid order has one). */
  async refunded(order: OrderState): Promise<number> {
    if (!order.isPaid) return 0;
    return refundedTotal(await this.ledger(order.orderId));
  }

  /** What was paid, what is held or paid back, what may still be refunded, and every refund. */
  async summary(orderId: string): Promise<RefundSummary> {
    const [order, ledger] = await Promise.all([this.orders.require(orderId), this.ledger(orderId)]);
    const paid = order.isPaid ? order.totalPrice : 0;
    const refunded = refundedTotal(ledger);
    const refundable = Math.max(0, (paise(paid) - paise(refunded)) / 100);
    return {
      orderId,
      paid,
      refunded,
      refundable,
      canRefund: isRefundable(order) && refundable > 0,
      refunds: ledger.refunds,
    };
  }

  /**
   * Holds the amount in the order's ledger (appended with the ledger's expected revision, so two
   * admins or two clicks can never hold more than was paid). Only the request that held it is
   * given the refund to ask the gateway for: a concurrent repeat of the same refund id (a double
   * click racing itself) finds it held and is given none.
   */
  async request(orderId: string, request: RefundToRequest, context: CommandContext): Promise<RequestedRefund> {
    const order = await this.orders.require(orderId);
    const requested = await this.decide(orderId, { type: 'RequestRefund', order, ...request }, context);
    return { order, toAsk: requested.events.length ? unissued(requested.state, request.refundId) : null };
  }

  /** The gateway took the refund: pending until its outcome is reported, or processed at once. */
  recordIssued(
    orderId: string,
    refundId: string,
    issued: { providerRefundId: string; status: 'pending' | 'processed' },
    context: CommandContext,
  ) {
    return this.decide(orderId, { type: 'RecordIssued', orderId, refundId, ...issued }, context);
  }

  /** Paid back (recorded once: a repeat changes nothing). */
  recordProcessed(orderId: string, outcome: RefundOutcome & { providerRefundId: string }, context: CommandContext) {
    return this.decide(orderId, { type: 'RecordProcessed', orderId, ...outcome }, context);
  }

  /** Refused or failed: the amount is free again (recorded once). */
  recordFailed(orderId: string, outcome: RefundOutcome & { reason: string }, context: CommandContext) {
    return this.decide(orderId, { type: 'RecordFailed', orderId, ...outcome }, context);
  }

  private decide(orderId: string, command: RefundCommand, context: CommandContext) {
    return this.commands.decide(refundsDecider, orderRefundsStream(orderId), command, context);
  }
}
