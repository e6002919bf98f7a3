import { Injectable } from '@nestjs/common';
import { DiscountCommands, type AppliedDiscount, type UseRequest } from '@store/discounts';
import type { CommandContext } from '@store/platform';
import type { OrderState } from '../domain/order';
import type { OrderLine } from '../domain/order-events';
import { FirstOrders, type OrderingCustomer } from '../queries/first-orders';

/** The buyer as a discount code's rules see them: customer keys (per-customer limit) and who they are (first order). */
export interface DiscountBuyer extends OrderingCustomer {
  /** `user:<id>` signed in; a guest's e-mail and phone as keyed hashes (the unpaid-order holds' keys). */
  customerKeys: string[];
}

/** The lines with what the code takes off each one (rupees for the whole line; none on a line it does not cover). */
export function withDiscounts(items: OrderLine[], applied: AppliedDiscount | null): OrderLine[] {
  if (!applied) return items;
  return items.map((item, i) => {
    const discount = applied.quote.lineDiscounts[i] ?? 0;
    return discount > 0 ? { ...item, discount } : item;
  });
}

/**
 * Discount codes on orders (issue #44), through the discounts module's commands: the use request
 * for a buyer and priced lines (validate and checkout ask the same), and settling an order's use
 * once it is paid (counted) or cancelled or expired unpaid (given back).
 */
@Injectable()
export class OrderDiscounts {
  constructor(
    private readonly discounts: DiscountCommands,
    private readonly firstOrders: FirstOrders,
  ) {}

  async useRequest(
    items: OrderLine[],
    categoryOf: (productId: string) => string | null,
    buyer: DiscountBuyer,
    now: string,
    field: string,
  ): Promise<UseRequest> {
    return {
      customerKeys: buyer.customerKeys,
      firstOrder: await this.firstOrders.isFirstOrder(buyer),
      lines: items.map((item) => ({
        productId: item.productId,
        category: categoryOf(item.productId),
        price: item.price,
        quantity: item.quantity,
      })),
      now,
      field,
    };
  }

  quote(code: string, request: UseRequest) {
    return this.discounts.quote(code, request);
  }

  reserve(code: string, orderId: string, request: UseRequest, context: CommandContext) {
    return this.discounts.reserve(code, orderId, request, context);
  }

  release(discountId: string, orderId: string, context: CommandContext) {
    return this.discounts.release(discountId, orderId, 'not placed', context);
  }

  /**
   * The order's use as its state says: counted once paid (a paid order cancelled later keeps it:
   * the code was used), given back once it expired or was cancelled unpaid. Idempotent (the
   * stock job that calls it runs again on retries).
   */
  async settle(order: OrderState, context: CommandContext): Promise<void> {
    const discount = order.discount;
    if (!discount) return;
    if (order.isPaid) await this.discounts.countUse(discount.discountId, order.orderId, discount.total, context);
    else if (order.status === 'cancelled')
      await this.discounts.release(
        discount.discountId,
        order.orderId,
        order.expired ? 'expired' : 'cancelled',
        context,
      );
  }
}
