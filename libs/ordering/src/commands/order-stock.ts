import { Inject, Injectable } from '@nestjs/common';
import { CatalogueCommands } from '@store/catalogue';
import {
  AppConfig,
  CLOCK,
  CONFIG,
  CommandContext,
  DomainError,
  durationMs,
  LOGGER,
  runProcess,
  type Clock,
  type Logger,
} from '@store/platform';
import { stockDisposition, type OrderState } from '../domain/order';
import type { OrderLine } from '../domain/order-events';
import { UnpaidOrderHolds } from '../access/unpaid-order-holds';
import { byProduct, reserveLine } from './order-lines';
import { OrderDiscounts } from './order-discounts';
import { OrderRefunds } from './order-refunds';
import { reserveOrderStock } from './order-stock-steps';
import { OrderWrites } from './order-writes';

/** The stock movement's reason when a return's units go back on sale. */
export const RETURNED_TO_STOCK = 'returned to stock';

/**
 * The order's stock after it was placed, through the catalogue's inventory commands: reserved
 * again for a late payment, committed once paid, released once cancelled or expired, put back on
 * sale after a return. Run by the jobs the order's events trigger, so every command here is
 * idempotent.
 */
@Injectable()
export class OrderStock {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orders: OrderWrites,
    private readonly catalogue: CatalogueCommands,
    private readonly holds: UnpaidOrderHolds,
    private readonly refunds: OrderRefunds,
    private readonly discounts: OrderDiscounts,
  ) {}

  /**
   * An expired order's stock reserved again for its late payment, all of it or none (a process
   * whose steps release what was reserved when a product is refused). False when refused.
   */
  async reserveAgain(order: OrderState, context: CommandContext): Promise<boolean> {
    try {
      await runProcess(
        'reserve order stock again',
        (run) =>
          reserveOrderStock(
            run,
            this.catalogue,
            { orderId: order.orderId, items: order.items, expiresAt: this.reservationExpiry() },
            context,
          ),
        {
          onCompensationFailure: ({ process, step, error }) =>
            this.logger.warn({ orderId: order.orderId, process, step, err: error }, 'stock: a compensation failed'),
        },
      );
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }

  /** The orphan of a crash between reserving and OrderPlaced: its reservation of the product is released. */
  async release(productId: string, orderId: string, context: CommandContext): Promise<void> {
    await this.catalogue.releaseStock(productId, orderId, context);
  }

  /**
   * Brings the inventory in line with the order: commit its stock once paid, release it once
   * cancelled or expired. Idempotent, so the job that calls it can run any number of times.
   */
  async reconcileStock(orderId: string, context: CommandContext): Promise<'hold' | 'commit' | 'release'> {
    const order = await this.orders.require(orderId);
    // Units a return put back on sale stay there: a late commit must not take them again.
    const disposition =
      order.status === 'returned' && (await this.returnedToStock(orderId)) ? 'hold' : stockDisposition(order);
    for (const [productId, lines] of byProduct(order.items)) {
      if (disposition === 'commit') await this.commit(productId, orderId, lines, context);
      if (disposition === 'release') await this.catalogue.releaseStock(productId, orderId, context);
    }
    // Paid, cancelled or expired: no longer waiting for payment, so no longer counted against its contact and browser.
    if (order.isPaid || order.status !== 'pending') await this.holds.release(orderId);
    // Its discount code's use (issue #44): counted once paid, given back once cancelled or expired unpaid.
    await this.discounts.settle(order, context);
    return disposition;
  }

  /**
   * A returned order's units go back on sale (the admin chose 'returned to stock' with a refund):
   * one stock movement per product with that reason, made once however often it is retried.
   */
  async returnToStock(orderId: string, context: CommandContext): Promise<boolean> {
    const order = await this.orders.require(orderId);
    if (order.status !== 'returned' || !(await this.returnedToStock(orderId))) return false;
    for (const productId of byProduct(order.items).keys())
      await this.catalogue.returnStock(productId, orderId, RETURNED_TO_STOCK, context);
    return true;
  }

  private async returnedToStock(orderId: string): Promise<boolean> {
    return (await this.refunds.ledger(orderId)).refunds.some((refund) => refund.restock);
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

  /** A reservation made after the order was placed (a late payment) lapses one payment timeout from now. */
  private reservationExpiry() {
    return new Date(this.clock.now().getTime() + durationMs(this.config.ORDER_PAYMENT_TIMEOUT)).toISOString();
  }
}
