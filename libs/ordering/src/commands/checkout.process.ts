import { Inject, Injectable } from '@nestjs/common';
import { CatalogueCommands, ProductsQuery, type HolderShare } from '@store/catalogue';
import { DeliveryEstimates } from '@store/delivery';
import type { Position } from '@store/eventstore';
import {
  AppConfig,
  arrivalOrder,
  CLOCK,
  CONFIG,
  durationMs,
  LOGGER,
  runProcess,
  step,
  type Clock,
  type CommandContext,
  type CompensationFailure,
  type Logger,
} from '@store/platform';
import type { UseRequest } from '@store/discounts';
import { randomUUID } from 'node:crypto';
import type { OrderCommand, OrderState } from '../domain/order';
import type { Customer } from '../domain/order-events';
import { orderTotals } from '../domain/pricing';
import { UnpaidOrderHolds, type HoldSource } from '../access/unpaid-order-holds';
import { OrderPersonalData, withPersonal } from '../personal/order-personal-data';
import type { OrderRequest } from './order-input';
import { mergeLines } from './order-lines';
import { OrderDiscounts, withDiscounts } from './order-discounts';
import { priceLines, priceOrderLines } from './order-pricing';
import { paymentHoldMs } from './payment-hold';
import { refuseKnownShortage, reserveOrderStock } from './order-stock-steps';
import { OrderWrites } from './order-writes';

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

export interface Buyer {
  userId: string | null;
  customer: Customer;
  /** What a discount code's per-customer limit counts by (issue #44): `user:<id>`, or the guest's contact keys. */
  customerKeys?: string[];
}

interface UnpaidHold {
  orderId: string;
  sources: HoldSource[];
  expiresAt: string;
  placedAt: Date;
}

/**
 * First come, first served (#45): the request's arrival ticket holds back only the reservations
 * of the products it asks for, as soon as it has said which (ArrivalOrder).
 */
export function declareProducts(lines: OrderRequest['lines'], context: CommandContext): void {
  arrivalOrder.declare(
    context.arrival,
    lines.map((line) => line.productId),
  );
}

/**
 * Checkout, as a process of steps with their compensations (write-side.md): the order is counted
 * against its sources, its stock reserved product by product through the catalogue's inventory
 * commands, then OrderPlaced written. When a step fails, the steps done are undone newest first
 * (each reservation released, the count given back) and the failure is the answer. Signed-in
 * orders, Buy Now and guest orders all come this way.
 */
@Injectable()
export class Checkout {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orders: OrderWrites,
    private readonly catalogue: CatalogueCommands,
    private readonly products: ProductsQuery,
    private readonly personal: OrderPersonalData,
    private readonly holds: UnpaidOrderHolds,
    private readonly delivery: DeliveryEstimates,
    private readonly discounts: OrderDiscounts,
  ) {}

  /**
   * A discount code's use held for the order (issue #44), refused with the code's message before
   * any stock is reserved; undone when a later step fails, so a refused checkout holds no use.
   */
  private readonly reserveDiscount = step(
    'reserve discount',
    ({
      code,
      orderId,
      request,
      context,
    }: {
      code: string;
      orderId: string;
      request: UseRequest;
      context: CommandContext;
    }) => this.discounts.reserve(code, orderId, request, context),
    async (applied, { orderId, context }) => {
      await this.discounts.release(applied.discountId, orderId, context);
    },
  );

  /**
   * Counted against its sources (429 when one already has its cap waiting for payment) before
   * any stock is reserved; a release lost in the compensation frees itself at the order's expiry.
   */
  private readonly holdUnpaid = step(
    'hold unpaid order',
    ({ orderId, sources, expiresAt, placedAt }: UnpaidHold) =>
      this.holds.hold(orderId, sources, Date.parse(expiresAt), placedAt.getTime()),
    (_held, { orderId }) => this.holds.release(orderId),
  );

  /** The last step: nothing after it can fail, so it has nothing to undo. */
  private readonly placeOrderStep = step(
    'place order',
    ({ orderId, command, context }: { orderId: string; command: OrderCommand; context: CommandContext }) =>
      this.orders.place(orderId, command, context),
  );

  /**
   * A sold-out size refused before the caller does the costly parts of a placement (a guest's
   * contacts hashed for the holds, issue #45): priced from the cache, checked against the
   * inventory this process holds (confirmed current). Passing promises nothing.
   */
  async refuseSoldOut(lines: OrderRequest['lines'], context: CommandContext): Promise<void> {
    declareProducts(lines, context);
    const items = await priceOrderLines(this.products, mergeLines(lines));
    await refuseKnownShortage(this.catalogue, { orderId: randomUUID(), items }, context);
  }

  /** `limits`: what the order counts against while it waits for payment (none for orders placed by tools). */
  async placeOrder(
    request: OrderRequest,
    buyer: Buyer,
    context: CommandContext,
    limits?: UnpaidLimits,
  ): Promise<PlacedOrder> {
    declareProducts(request.lines, context);
    const { items: priced, categoryOf } = await priceLines(this.products, mergeLines(request.lines));
    const orderId = randomUUID();
    // A sold-out size is refused here, from the inventory this process holds (confirmed current):
    // before the pincode, the holds, the sealing and the reservation (issue #45).
    await refuseKnownShortage(this.catalogue, { orderId, items: priced }, context);
    // An unserviceable pincode is refused before anything is held, reserved or written.
    const zipCode = request.shippingAddress.zipCode;
    const deliveryEstimate = zipCode ? await this.delivery.promiseFor(zipCode, 'shippingAddress.zipCode') : null;
    const placedAt = this.clock.now();
    // The shortest hold of its products (a drop's few minutes), else ORDER_PAYMENT_TIMEOUT (#45).
    const holdMs = await paymentHoldMs(this.products, priced, durationMs(this.config.ORDER_PAYMENT_TIMEOUT));
    const expiresAt = new Date(placedAt.getTime() + holdMs).toISOString();
    const personal = {
      customer: buyer.customer,
      shippingAddress: request.shippingAddress,
      buyerGstin: request.buyerGstin,
    };
    return runProcess(
      'checkout',
      async (run) => {
        if (limits) await run(this.holdUnpaid, { orderId, sources: limits.sources, expiresAt, placedAt });
        const applied = request.discountCode
          ? await run(this.reserveDiscount, {
              code: request.discountCode,
              orderId,
              context,
              request: await this.discounts.useRequest(
                priced,
                categoryOf,
                {
                  userId: buyer.userId,
                  email: buyer.customer.email,
                  phone: buyer.customer.phone,
                  customerKeys: buyer.customerKeys ?? (buyer.userId ? [`user:${buyer.userId}`] : []),
                },
                placedAt.toISOString(),
                'discountCode',
              ),
            })
          : null;
        const items = withDiscounts(priced, applied);
        // Sealed while the stock is reserved (a key with nothing sealed under it, if the stock is
        // refused: nothing to undo); its failure is met by the place step, after the reservations.
        const sealing = this.personal.seal(orderId, buyer.userId, personal);
        sealing.catch(() => undefined);
        // The reservations carry the order's expiry: if OrderPlaced is never written (a crash right
        // after reserving), the stock sweeper releases them once it passes.
        const share = limits?.shareOfStock ? this.shareOf(limits.sources) : undefined;
        await reserveOrderStock(run, this.catalogue, { orderId, items, expiresAt, share }, context);
        const placed = await run(this.placeOrderStep, {
          orderId,
          context,
          command: {
            type: 'PlaceOrder',
            placed: {
              orderId,
              userId: buyer.userId,
              personal: await sealing,
              items,
              paymentMethod: 'razorpay',
              ...orderTotals(items, applied?.quote.total ?? 0),
              ...(applied
                ? { discount: { discountId: applied.discountId, code: applied.code, total: applied.quote.total } }
                : {}),
              expiresAt,
              at: placedAt.toISOString(),
              deliveryEstimate,
            },
          },
        });
        return { orderId, state: withPersonal(placed.state, personal), position: placed.position };
      },
      { onCompensationFailure: (failure) => this.compensationFailed(orderId, failure) },
    );
  }

  /** The share of each colour and size the order's sources may hold unpaid (UNPAID_STOCK_SHARE_*). */
  private shareOf(sources: HoldSource[]): HolderShare {
    return {
      holders: sources.map((source) => source.key),
      percent: this.config.UNPAID_STOCK_SHARE_PERCENT,
      minimumUnits: this.config.UNPAID_STOCK_SHARE_MIN_UNITS,
    };
  }

  /** The refusal is still the answer; a reservation left behind lapses at the order's expiry (the stock sweeper). */
  private compensationFailed(orderId: string, { process, step: name, error }: CompensationFailure) {
    this.logger.warn({ orderId, process, step: name, err: error }, 'checkout: a compensation failed');
  }
}
