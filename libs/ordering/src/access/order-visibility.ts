import { Injectable } from '@nestjs/common';
import { NotFoundError, type AuthUser } from '@store/platform';
import { isOrderId } from '../commands/order-lines';
import { OrderingCommands } from '../commands/ordering.commands';
import { ORDER_MESSAGES } from '../domain/messages';
import type { OrderState } from '../domain/order';
import { OrderAccessTokens } from './order-access-tokens';

/**
 * Who may see an order and what other modules keep on it (its tax documents, its shipments): the
 * admin, the buyer's account, a guest order's access token. Anyone else is told there is no such
 * order (404). Answers the order (personal fields sealed).
 */
@Injectable()
export class OrderVisibility {
  constructor(
    private readonly orders: OrderingCommands,
    private readonly tokens: OrderAccessTokens,
  ) {}

  async require(orderId: string, user: AuthUser | undefined, token: unknown): Promise<OrderState> {
    if (!isOrderId(orderId)) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    const order = await this.orders.order(orderId);
    const allowed =
      order.exists &&
      (user?.role === 'admin' ||
        (user !== undefined && order.userId === user.id) ||
        (order.userId === null && this.tokens.opens(orderId, token)));
    if (!allowed) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    return order;
  }
}
