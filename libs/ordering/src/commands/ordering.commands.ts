import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogueCommands,
  ProductsQuery,
  purchasableColour,
  type HolderShare,
  type ProductView,
  type ReserveLine,
} from '@store/catalogue';
import type { EventStore, Position } from '@store/eventstore';
import {
  AppConfig,
  CONFIG,
  CommandContext,
  type CommandResult,
  DomainError,
  durationMs,
  EVENT_STORE,
  handleCommand,
  loadAggregate,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '@store/platform';
import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES as M } from '../domain/messages';
import { orderDecider, stockDisposition, type OrderCommand, type OrderState } from '../domain/order';
import type { Customer, OrderEvent, OrderLine, PaymentSource } from '../domain/order-events';
import { orderTotals } from '../domain/pricing';
import { refundedTotal, refundsDecider } from '../domain/refunds';
import { orderRefundsStream, orderStream } from '../streams';
import type { OrderRequest, RequestedLine } from './order-input';
import { decideOnLoaded, type LoadedAggregate } from '@store/platform';
import { RecentOrders } from './recent-orders';
import { OrderPersonalData, withPersonal } from '../personal/order-personal-data';
import { UnpaidOrderHolds, type HoldSource } from '../access/unpaid-order-holds';

const now = () => new Date().toISOString();

/** Orders awaiting payment remembered between the steps of a checkout (a few hundred bytes each). */
const RECENT_ORDERS = 10_000;

/** The stock movement's reason when a return's units go back on sale. */
export const RETURNED_TO_STOCK = 'returned to stock';

/** What the new order counts against while it waits for payment (issue #38). */
export interface UnpaidLimits {
  /** Its contact(s) and browser, each capped in orders waiting for payment (UnpaidOrderHolds). */
  sources: HoldSource[];
  /** Guest orders: the sources may hold at most their share of each colour and size (HolderShare). */
  shareOfStock: boolean;
}

export interface PlacedOrder {
  orderId: string;
  state: OrderState;
  position: Position | null;
}

/**
 * The ordering module's write side. Placing an order prices every line from the catalogue,
 * reserves its stock (all lines or none) and records the order; payments, cancellations, expiry
 * and admin status changes go through the order's decider. Stock moves after payment or
 * cancellation are made by the order-stock job (reconcileStock), triggered by the events.
 */
@Injectable()
export class OrderingCommands {
  private readonly recent = new RecentOrders(RECENT_ORDERS);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueCommands,
    private readonly products: ProductsQuery,
    private readonly personal: OrderPersonalData,
    private readonly holds: UnpaidOrderHolds,
  ) {}

  async order(orderId: string): Promise<OrderState> {
    return (await this.loadOrder(orderId)).state;
  }

  /**
   * The order and the revision it was read at: a command decided on it right after needs no
   * second read. `recent`: an order awaiting payment may come as this process last wrote it
   * (see RecentOrders), without a read; only for decideOnLoaded and checks an older state can
   * only fail.
   */
  async loadOrder(
    orderId: string,
    { recent = false }: { recent?: boolean } = {},
  ): Promise<LoadedAggregate<OrderState>> {
    const remembered = recent ? this.recent.recall(orderId) : undefined;
    if (remembered) return remembered;
    const loaded = await loadAggregate(this.store, orderDecider, orderStream(orderId));
    this.recent.remember(orderId, loaded);
    return loaded;
  }

  async requireOrder(orderId: string): Promise<OrderState> {
    const state = isOrderId(orderId) ? await this.order(orderId) : undefined;
    if (!state?.exists) throw new NotFoundError(M.orderNotFound);
    return state;
  }

  /** Rupees the order's refund ledger holds or paid back (only a paid order has one). */
  async refunded(order: OrderState): Promise<number> {
    if (!order.isPaid) return 0;
    return refundedTotal((await loadAggregate(this.store, refundsDecider, orderRefundsStream(order.orderId))).state);
  }

  /**
   * `limits`: the order is counted against its sources (429 when one already has its cap waiting
   * for payment) before any stock is reserved, and the count is given back if it is not placed.
   */
  async placeOrder(
    request: OrderRequest,
    buyer: { userId: string | null; customer: Customer },
    context: CommandContext,
    limits?: UnpaidLimits,
  ): Promise<PlacedOrder> {
    const items = await this.priceLines(mergeLines(request.lines));
    const orderId = randomUUID();
    const placedAt = new Date();
    const expiresAt = new Date(placedAt.getTime() + durationMs(this.config.ORDER_PAYMENT_TIMEOUT)).toISOString();
    if (limits) await this.holds.hold(orderId, limits.sources, Date.parse(expiresAt), placedAt.getTime());
    try {
      return await this.placeHeld(orderId, items, request, buyer, context, {
        placedAt,
        expiresAt,
        share: limits?.shareOfStock ? this.shareOf(limits.sources) : undefined,
      });
    } catch (error) {
      // The refusal is the answer; a release lost here frees itself at the order's expiry.
      if (limits) await this.holds.release(orderId).catch(() => undefined);
      throw error;
    }
  }

  /** The share of each colour and size the order's sources may hold unpaid (UNPAID_STOCK_SHARE_*). */
  private shareOf(sources: HoldSource[]): HolderShare {
    return {
      holders: sources.map((source) => source.key),
      percent: this.config.UNPAID_STOCK_SHARE_PERCENT,
      minimumUnits: this.config.UNPAID_STOCK_SHARE_MIN_UNITS,
    };
  }

  private async placeHeld(
    orderId: string,
    items: OrderLine[],
    request: OrderRequest,
    buyer: { userId: string | null; customer: Customer },
    context: CommandContext,
    { placedAt, expiresAt, share }: { placedAt: Date; expiresAt: string; share?: HolderShare },
  ): Promise<PlacedOrder> {
    const personal = { customer: buyer.customer, shippingAddress: request.shippingAddress };
    // Sealed while the stock is reserved (a key with nothing sealed under it, if the stock is refused).
    const sealing = this.personal.seal(orderId, buyer.userId, personal);
    sealing.catch(() => undefined); // its failure is met below, after the reservations
    // The reservations carry the order's expiry: if OrderPlaced is never written (a crash right
    // after reserving), the stock sweeper releases them once it passes.
    await this.reserveAll(orderId, items, context, expiresAt, share);
    try {
      const command: OrderCommand = {
        type: 'PlaceOrder',
        placed: {
          orderId,
          userId: buyer.userId,
          personal: await sealing,
          items,
          paymentMethod: 'razorpay',
          ...orderTotals(items),
          expiresAt,
          at: placedAt.toISOString(),
        },
      };
      // A fresh id: the stream is known to be empty, so it is not read first.
      const result =
        (await this.decideOnLoaded(
          orderId,
          { state: orderDecider.initialState(), revision: null },
          command,
          context,
        )) ??
        (await handleCommand(this.store, orderDecider, orderStream(orderId), command, context, {
          expectedRevision: 'no_stream',
        }));
      return { orderId, state: withPersonal(result.state, personal), position: result.position };
    } catch (error) {
      await this.releaseAll(orderId, items, context);
      throw error;
    }
  }

  /** Our own price for every line: the catalogue's effective price today, the variant's name and image. */
  private async priceLines(lines: RequestedLine[]): Promise<OrderLine[]> {
    const products = new Map<string, ProductView>();
    for (const productId of new Set(lines.map((line) => line.productId))) {
      const product = isOrderId(productId) ? await this.products.forPricing(productId) : null;
      if (!product) throw new ValidationError(M.productNotFound, 'orderItems');
      if (product.isUpcoming) throw new ConflictError(M.productUpcoming(product.name), 'orderItems');
      products.set(productId, product);
    }
    return lines.map((line) => {
      const product = products.get(line.productId)!;
      if (!(product.sizes as readonly string[]).includes(line.size))
        throw new ValidationError(M.sizeUnavailable(product.name, line.size), 'orderItems');
      const colour = purchasableColour(product, line.colorVariantId);
      if (!colour) throw new ValidationError(M.colourUnavailable(product.name), 'orderItems');
      return {
        productId: product._id,
        name: product.name,
        quantity: line.quantity,
        size: line.size,
        price: product.effectivePrice,
        originalPrice: product.displayOriginalPrice,
        image: colour.image,
        colorVariantId: colour.colorVariantId,
        colorName: colour.colorName,
        colorCode: colour.colorCode,
      };
    });
  }

  /** Reserves every product's lines for the order; on the first refusal releases the others. */
  private async reserveAll(
    orderId: string,
    items: OrderLine[],
    context: CommandContext,
    expiresAt = this.reservationExpiry(),
    share?: HolderShare,
  ) {
    const reserved: OrderLine[] = [];
    try {
      for (const [productId, lines] of byProduct(items)) {
        await this.catalogue.reserveStock(productId, orderId, lines.map(reserveLine), context, expiresAt, share);
        reserved.push(...lines);
      }
    } catch (error) {
      await this.releaseAll(orderId, reserved, context);
      throw error;
    }
  }

  /** A reservation made after the order was placed (a late payment) lapses one payment timeout from now. */
  private reservationExpiry() {
    return new Date(Date.now() + durationMs(this.config.ORDER_PAYMENT_TIMEOUT)).toISOString();
  }

  private async releaseAll(orderId: string, items: OrderLine[], context: CommandContext) {
    for (const productId of byProduct(items).keys()) await this.catalogue.releaseStock(productId, orderId, context);
  }

  /** `loaded`: the order as the caller just read it (loadOrder), decided on without reading it again. */
  private async decide(
    orderId: string,
    command: OrderCommand,
    context: CommandContext,
    loaded?: LoadedAggregate<OrderState>,
  ) {
    const onLoaded = loaded && (await this.decideOnLoaded(orderId, loaded, command, context));
    return onLoaded || this.decideAfresh(orderId, command, context);
  }

  /** decideOnLoaded, remembering the order as written (see RecentOrders). */
  private async decideOnLoaded(
    orderId: string,
    loaded: LoadedAggregate<OrderState>,
    command: OrderCommand,
    context: CommandContext,
  ) {
    const result = await decideOnLoaded(this.store, orderDecider, orderStream(orderId), loaded, command, context);
    if (result)
      this.recent.remember(orderId, { state: result.state, revision: (loaded.revision ?? -1) + result.events.length });
    return result;
  }

  /** handleCommand on the order's stream; its revision after is not known here, so the order is not remembered. */
  private decideAfresh(orderId: string, command: OrderCommand, context: CommandContext) {
    this.recent.forget(orderId);
    return handleCommand(this.store, orderDecider, orderStream(orderId), command, context, { maxAttempts: 20 });
  }

  async startPayment(
    orderId: string,
    providerOrderId: string,
    amountPaise: number,
    context: CommandContext,
    loaded?: LoadedAggregate<OrderState>,
  ) {
    return this.decide(
      orderId,
      { type: 'StartPayment', providerOrderId, amount: amountPaise, now: now() },
      context,
      loaded,
    );
  }

  async recordPaymentFailure(
    orderId: string,
    failure: { providerOrderId: string; paymentId: string | null; reason: string; source: PaymentSource },
    context: CommandContext,
  ) {
    return this.decide(orderId, { type: 'RecordPaymentFailure', ...failure, now: now() }, context);
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
      stockHeld = await this.tryReserveAgain(order, context);
    const command: OrderCommand = { type: 'RecordPayment', ...payment, stockHeld, now: now() };
    if (!loaded?.state.exists) return this.decideAfresh(orderId, command, context);
    // stockHeld was worked out from the loaded state: if that is no longer current, start over on the current one.
    return (
      (await this.decideOnLoaded(orderId, loaded, command, context)) ?? this.recordPayment(orderId, payment, context)
    );
  }

  private async tryReserveAgain(order: OrderState, context: CommandContext): Promise<boolean> {
    try {
      await this.reserveAll(order.orderId, order.items, context);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }

  cancel(orderId: string, by: 'owner' | 'admin', context: CommandContext) {
    return this.decide(orderId, { type: 'Cancel', by, now: now() }, context);
  }

  changeStatus(orderId: string, to: OrderState['status'], context: CommandContext) {
    return this.decide(orderId, { type: 'ChangeStatus', to, now: now() }, context);
  }

  expire(orderId: string, context: CommandContext) {
    return this.decide(orderId, { type: 'Expire', now: now() }, context);
  }

  /**
   * Brings the inventory in line with the order: commit its stock once paid, release it once
   * cancelled or expired. Idempotent, so the job that calls it can run any number of times.
   */
  /**
   * The stock sweeper's settlement of one lapsed reservation: with no order (a crash between
   * reserving and OrderPlaced) the stock is released; an unpaid order past its expiry is expired
   * first (its expiry job was lost); then the inventory is reconciled with the order.
   */
  async settleLapsedReservation(
    productId: string,
    orderId: string,
    context: CommandContext,
    at = new Date(),
  ): Promise<'released-orphan' | 'expired' | 'hold' | 'commit' | 'release'> {
    const order = await this.order(orderId);
    if (!order.exists) {
      await this.catalogue.releaseStock(productId, orderId, context);
      return 'released-orphan';
    }
    let expired = false;
    if (order.status === 'pending' && !order.isPaid && new Date(order.expiresAt).getTime() <= at.getTime()) {
      expired = (await this.expire(orderId, context)).events.length > 0;
    }
    const disposition = await this.reconcileStock(orderId, context);
    return expired ? 'expired' : disposition;
  }

  async reconcileStock(orderId: string, context: CommandContext): Promise<'hold' | 'commit' | 'release'> {
    const order = await this.requireOrder(orderId);
    // Units a return put back on sale stay there: a late commit must not take them again.
    const disposition =
      order.status === 'returned' && (await this.returnedToStock(orderId)) ? 'hold' : stockDisposition(order);
    for (const [productId, lines] of byProduct(order.items)) {
      if (disposition === 'commit') await this.commit(productId, orderId, lines, context);
      if (disposition === 'release') await this.catalogue.releaseStock(productId, orderId, context);
    }
    // Paid, cancelled or expired: no longer waiting for payment, so no longer counted against its contact and browser.
    if (order.isPaid || order.status !== 'pending') await this.holds.release(orderId);
    return disposition;
  }

  /**
   * A returned order's units go back on sale (the admin chose 'returned to stock' with a refund):
   * one stock movement per product with that reason, made once however often it is retried.
   */
  async returnToStock(orderId: string, context: CommandContext): Promise<boolean> {
    const order = await this.requireOrder(orderId);
    if (order.status !== 'returned' || !(await this.returnedToStock(orderId))) return false;
    for (const productId of byProduct(order.items).keys())
      await this.catalogue.returnStock(productId, orderId, RETURNED_TO_STOCK, context);
    return true;
  }

  private async returnedToStock(orderId: string): Promise<boolean> {
    const ledger = (await loadAggregate(this.store, refundsDecider, orderRefundsStream(orderId))).state;
    return ledger.refunds.some((refund) => refund.restock);
  }

  /** A release for the order's expiry may have run after it was reinstated: reserve again, then commit. */
  private async commit(productId: string, orderId: string, lines: OrderLine[], context: CommandContext) {
    try {
      await this.catalogue.commitStock(productId, orderId, context);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.catalogue.reserveStock(productId, orderId, lines.map(reserveLine), context, this.reservationExpiry());
      await this.catalogue.commitStock(productId, orderId, context);
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOrderId = (id: string) => UUID.test(id);

const lineKey = (line: { productId: string; size: string; colorVariantId: string | null }) =>
  `${line.productId}|${line.colorVariantId ?? '-'}|${line.size}`;

/** Two lines of one product, colour and size are one line. */
export function mergeLines(lines: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const existing = merged.get(lineKey(line));
    merged.set(lineKey(line), existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

function byProduct(items: OrderLine[]): Map<string, OrderLine[]> {
  const groups = new Map<string, OrderLine[]>();
  for (const item of items) groups.set(item.productId, [...(groups.get(item.productId) ?? []), item]);
  return groups;
}

const reserveLine = (line: OrderLine): ReserveLine => ({
  variantId: line.colorVariantId,
  size: line.size,
  quantity: line.quantity,
  productName: line.name,
  colourName: line.colorName ?? 'Original',
});
