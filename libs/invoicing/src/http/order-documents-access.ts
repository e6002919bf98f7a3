import { Injectable } from '@nestjs/common';
import { NotFoundError, type AuthUser } from '@store/platform';
import { OrderAccessTokens, OrderingCommands, isOrderId, ORDER_MESSAGES } from '@store/ordering';

/**
 * Who may see an order's tax documents: the same people as the order itself: the admin, the
 * buyer's account, a guest order's access token. Anyone else is told there is no such order (404).
 */
@Injectable()
export class OrderDocumentsAccess {
  constructor(
    private readonly orders: OrderingCommands,
    private readonly tokens: OrderAccessTokens,
  ) {}

  async require(orderId: string, user: AuthUser | undefined, token: unknown): Promise<void> {
    if (!isOrderId(orderId)) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    const order = await this.orders.order(orderId);
    const allowed =
      order.exists &&
      (user?.role === 'admin' ||
        (user !== undefined && order.userId === user.id) ||
        (order.userId === null && this.tokens.opens(orderId, token)));
    if (!allowed) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  }
}
