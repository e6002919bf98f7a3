import { Inject, Injectable } from '@nestjs/common';
import {
  CLOCK,
  CommandContext,
  ConflictError,
  type Clock,
  type CommandResult,
  type LoadedAggregate,
} from '@store/platform';
import { ORDER_MESSAGES } from '../domain/messages';
import type { OrderCommand, OrderState } from '../domain/order';
import type { Customer, OrderEvent, PaymentSource } from '../domain/order-events';
import { statusRefusedByShipments } from '../domain/status-and-shipments';
import { Checkout, type PlacedOrder, type UnpaidLimits } from './checkout.process';
import type { OrderRequest } from './order-input';
import { OrderRefunds } from './order-refunds';
import { OrderStock } from './order-stock';
import { OrderWrites } from './order-writes';

export { isOrderId, mergeLines } from './order-lines';
export { RETURNED_TO_STOCK } from './order-stock';
export type { PlacedOrder, UnpaidLimits } from './checkout.process';

/**
 * The ordering module's write side for an order's life: placing it (the checkout process),
 * payments, cancellations, expiry and admin status changes, each a few lines through the order's
 * decider (OrderWrites, over CommandHandling). Stock moves after payment or cancellation are made
 * by the order-stock job (OrderStock.reconcileStock), triggered by the events.
 */
@Injectable()
export class OrderingCommands {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orders: OrderWrites,
    private readonly checkout: Checkout,
    private readonly stock: OrderStock,
    private readonly refunds: OrderRefunds,
  ) {}

  async order(orderId: string): Promise<OrderState> {
    return (await this.loadOrder(orderId)).state;
  }

  /** See OrderWrites.load: `recent` may answer the order as this process last wrote it, without a read. */
  loadOrder(orderId: string, options: { recent?: boolean } = {}): Promise<LoadedAggregate<OrderState>> {
    return this.orders.load(orderId, options);
  }

  requireOrder(orderId: string): Promise<OrderState> {
    return this.orders.require(orderId);
  }

  /** Rupees the order's refund ledger holds or paid back (only a paid order has one). */
  refunded(order: OrderState): Promise<number> {
    return this.refunds.refunded(order);
  }

  /**
   * `limits`: the order is counted against its sources (429 when one already has its cap waiting
   * for payment) before any stock is reserved, and the count is given back if it is not placed.
   */
  /** A sold-out size refused from the inventory this process holds, before the costly parts of a placement (#45). */
  refuseSoldOut(request: OrderRequest, context: CommandContext): Promise<void> {
    return this.checkout.refuseSoldOut(request.lines, context);
  }

  placeOrder(
    request: OrderRequest,
    buyer: { userId: string | null; customer: Customer },
    context: CommandContext,
    limits?: UnpaidLimits,
  ): Promise<PlacedOrder> {
    return this.checkout.placeOrder(request, buyer, context, limits);
  }

  async startPayment(
    orderId: string,
    providerOrderId: string,
    amountPaise: number,
    context: CommandContext,
    loaded?: LoadedAggregate<OrderState>,
  ) {
    const command: OrderCommand = { type: 'StartPayment', providerOrderId, amount: amountPaise, now: this.now() };
    return this.orders.decide(orderId, command, context, loaded);
  }

  async recordPaymentFailure(
    orderId: string,
    failure: { providerOrderId: string; paymentId: string | null; reason: string; source: PaymentSource },
    context: CommandContext,
  ) {
    return this.orders.decide(orderId, { type: 'RecordPaymentFailure', ...failure, now: this.now() }, context);
  }

  /**
   * A verified payment. An order that expired meanwhile is reinstated when its stock can be
   * reserved again; otherwise it is recorded as paid but unfulfillable, for a refund.
   */
  async recordPayment(
    orderId: string,
    payment: { providerOrderId: string; paymentId: string; source: PaymentSource },
    context: CommandContext,
    loaded?: LoadedAggregate<OrderState>,
  ): Promise<CommandResult<OrderState, OrderEvent>> {
    const order = loaded?.state.exists ? loaded.state : await this.requireOrder(orderId);
    let stockHeld = order.status === 'pending';
    // Only an order that expired unpaid can come back, so only its stock is reserved again; an
    // order cancelled by the admin or the shopper stays cancelled and its stock is never touched.
    if (!order.isPaid && order.status === 'cancelled' && order.expired)
      stockHeld = await this.stock.reserveAgain(order, context);
    const command: OrderCommand = { type: 'RecordPayment', ...payment, stockHeld, now: this.now() };
    if (!loaded?.state.exists) return this.orders.decideAfresh(orderId, command, context);
    // stockHeld was worked out from the loaded state: if that is no longer current, start over on the current one.
    return (
      (await this.orders.decideOnLoaded(orderId, loaded, command, context)) ??
      this.recordPayment(orderId, payment, context)
    );
  }

  async cancel(orderId: string, by: 'owner' | 'admin', context: CommandContext) {
    await this.refuseCancellingShipped(orderId);
    return this.orders.decide(orderId, { type: 'Cancel', by, now: this.now() }, context);
  }

  /**
   * The admin's status change (and the fulfilment module's, following the shipments): never one
   * that contradicts the order's shipments (statusRefusedByShipments), so the dropdown cannot say
   * shipped or delivered while the Shipments panel says otherwise.
   */
  async changeStatus(orderId: string, to: OrderState['status'], context: CommandContext) {
    if (to === 'cancelled') await this.refuseCancellingShipped(orderId);
    if (to === 'shipped' || to === 'delivered') await this.refuseContradictingShipments(orderId, to);
    return this.orders.decide(orderId, { type: 'ChangeStatus', to, now: this.now() }, context);
  }

  private async refuseContradictingShipments(orderId: string, to: OrderState['status']) {
    const [order, events] = await Promise.all([this.order(orderId), this.orders.shipmentEvents(orderId)]);
    if (order.status === to) return; // nothing to change: the decider writes nothing
    const refusal = statusRefusedByShipments(
      to,
      order.items.map((item) => item.quantity),
      events,
    );
    if (refusal) throw new ConflictError(refusal, 'status');
  }

  /** A part shipped (still 'processing' until the rest ships) is on its way: the order can no longer be cancelled. */
  private async refuseCancellingShipped(orderId: string) {
    if (await this.orders.hasShipments(orderId)) throw new ConflictError(ORDER_MESSAGES.partlyShipped);
  }

  expire(orderId: string, context: CommandContext) {
    return this.orders.decide(orderId, { type: 'Expire', now: this.now() }, context);
  }

  /**
   * The stock sweeper's settlement of one lapsed reservation: with no order (a crash between
   * reserving and OrderPlaced) the stock is released; an unpaid order past its expiry is expired
   * first (its expiry job was lost); then the inventory is reconciled with the order.
   */
  async settleLapsedReservation(
    productId: string,
    orderId: string,
    context: CommandContext,
    at = this.clock.now(),
  ): Promise<'released-orphan' | 'expired' | 'hold' | 'commit' | 'release'> {
    const order = await this.order(orderId);
    if (!order.exists) {
      await this.stock.release(productId, orderId, context);
      return 'released-orphan';
    }
    let expired = false;
    if (order.status === 'pending' && !order.isPaid && new Date(order.expiresAt).getTime() <= at.getTime()) {
      expired = (await this.expire(orderId, context)).events.length > 0;
    }
    const disposition = await this.stock.reconcileStock(orderId, context);
    return expired ? 'expired' : disposition;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
