import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated, CurrentUser, OptionalAuth } from '@store/identity';
import type { EventStore } from '@store/eventstore';
import { Inject } from '@nestjs/common';
import { AuthUser, CommandContext, DomainError, EVENT_STORE, RequestContext } from '@store/platform';
import { parseGuestDetails, parseOrderRequest } from '../commands/order-input';
import { isOrderId, OrderingCommands } from '../commands/ordering.commands';
import { ORDER_MESSAGES as M } from '../domain/messages';
import type { OrderState } from '../domain/order';
import { orderHistory } from '../queries/order-history';
import { toOrderView } from '../queries/order-view';
import { OrdersQuery } from '../queries/orders.query';
import { orderStream } from '../streams';
import { ADMIN_ORDERS_PAGE_SIZE, ListOrdersQueryDto, ManualPaymentDto, OrderStatusDto, PlaceOrderDto } from './orders.dto';

const canSee = (order: OrderState, user: AuthUser | undefined) => order.userId === null || user?.role === 'admin' || (user !== undefined && order.userId === user.id);

/**
 * Orders, spec section 7. A signed-in shopper sees and cancels only their own orders (another's
 * answers 404); a guest order is read by its unguessable id; the rest is admin-only. One order
 * is answered from its own events (always current); lists come from the order_view read model,
 * which follows within milliseconds.
 */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly commands: OrderingCommands,
    private readonly orders: OrdersQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post()
  @Authenticated()
  async place(@Body() body: PlaceOrderDto, @CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    const request = parseOrderRequest(body as Record<string, unknown>);
    const customer = { name: user.name, email: user.email, phone: request.shippingAddress.phone };
    return this.placed(await this.commands.placeOrder(request, { userId: user.id, customer }, context));
  }

  @Post('guest')
  async placeAsGuest(@Body() body: PlaceOrderDto, @RequestContext() context: CommandContext) {
    const request = parseOrderRequest(body as Record<string, unknown>);
    const guest = parseGuestDetails(body as Record<string, unknown>, request.shippingAddress);
    return this.placed(await this.commands.placeOrder(request, { userId: null, customer: guest }, { ...context, actor: { id: null, role: 'guest' } }));
  }

  private async placed({ state }: { state: OrderState }) {
    return { success: true, message: 'Order created successfully', order: toOrderView(state) };
  }

  @Get('myorders')
  @Authenticated()
  async mine(@CurrentUser() user: AuthUser) {
    return { success: true, orders: await this.orders.ofUser(user.id) };
  }

  @Get()
  @AdminOnly()
  async list(@Query() query: ListOrdersQueryDto) {
    const page = await this.orders.page({ page: query.page ?? 1, limit: query.limit ?? ADMIN_ORDERS_PAGE_SIZE, userId: query.user, status: query.status });
    return { success: true, ...page };
  }

  @Get(':id')
  @OptionalAuth()
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser | undefined) {
    return { success: true, order: toOrderView(await this.visible(id, user)) };
  }

  @Get(':id/history')
  @AdminOnly()
  async history(@Param('id') id: string) {
    await this.commands.requireOrder(id);
    return { success: true, orderId: id, history: orderHistory(await this.store.readStream(orderStream(id))) };
  }

  @Put(':id/status')
  @AdminOnly()
  async setStatus(@Param('id') id: string, @Body() body: OrderStatusDto, @RequestContext() context: CommandContext) {
    await this.commands.requireOrder(id);
    return this.changed(await this.commands.changeStatus(id, body.status, context), 'Order status updated successfully');
  }

  @Put(':id/deliver')
  @AdminOnly()
  async deliver(@Param('id') id: string, @RequestContext() context: CommandContext) {
    await this.commands.requireOrder(id);
    return this.changed(await this.commands.changeStatus(id, 'delivered', context), 'Order marked as delivered');
  }

  @Put(':id/cancel')
  @Authenticated()
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    const order = await this.commands.requireOrder(id);
    const isOwner = order.userId !== null && order.userId === user.id;
    if (!isOwner && user.role !== 'admin') throw new DomainError(M.orderNotFound, 404);
    return this.changed(await this.commands.cancel(id, isOwner ? 'owner' : 'admin', context), 'Order cancelled');
  }

  /** An admin records a payment received outside the gateway (e.g. a bank transfer). */
  @Put(':id/pay')
  @AdminOnly()
  @HttpCode(200)
  async pay(@Param('id') id: string, @Body() body: ManualPaymentDto, @RequestContext() context: CommandContext) {
    await this.commands.requireOrder(id);
    const reference = body.reference?.trim() || `manual-${Date.now()}`;
    return this.changed(await this.commands.recordPayment(id, { providerOrderId: '', paymentId: reference, source: 'admin' }, context), 'Order marked as paid');
  }

  /** The order as its own events now leave it: no wait on the read model. */
  private changed(result: { state: OrderState }, message: string) {
    return { success: true, message, order: toOrderView(result.state) };
  }

  private async visible(id: string, user: AuthUser | undefined): Promise<OrderState> {
    if (!isOrderId(id)) throw new DomainError(M.orderNotFound, 404);
    const order = await this.commands.order(id);
    if (!order.exists || !canSee(order, user)) throw new DomainError(M.orderNotFound, 404);
    return order;
  }
}
