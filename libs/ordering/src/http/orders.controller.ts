import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated, CurrentUser, DeviceCookies, OptionalAuth, RequestLimiter } from '@store/identity';
import type { EventStore } from '@store/eventstore';
import { Inject } from '@nestjs/common';
import {
  AppConfig,
  AuthUser,
  CLOCK,
  type Clock,
  CommandContext,
  CONFIG,
  EVENT_STORE,
  RequestContext,
  NotFoundError,
} from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LIMITS,
  orderReturnsStream,
  orderShipmentsStream,
  orderTaxDocumentsStream,
  type AdminOrderFilters,
} from '@store/contracts';
import {
  CreateOrderRequest,
  GuestOrderRequest,
  ManualPaymentRequest,
  OrderNoteRequest,
  AdminOrdersExportQuery,
  AdminOrdersQuery,
  OrderStatusRequest,
} from '@store/contracts/requests';
import { OrderAccessTokens, orderTokenOf } from '../access/order-access-tokens';
import type { HoldSource } from '../access/unpaid-order-holds';
import { requireUnitsWithin } from '../access/units-per-line';
import { declareProducts } from '../commands/checkout.process';
import { guestDetailsOf, orderRequestOf } from '../commands/order-input';
import { isOrderId, OrderingCommands } from '../commands/ordering.commands';
import { ORDER_MESSAGES as M } from '../domain/messages';
import type { OrderState } from '../domain/order';
import { orderHistory } from '../queries/order-history';
import { toOrderView } from '../queries/order-view';
import { OrderTimelineLines } from '../queries/order-timeline';
import { mergeTimeline } from '../queries/order-timeline-lines';
import { ordersCsv, ORDERS_CSV_MAX_ROWS } from '../queries/orders-csv';
import { OrdersQuery } from '../queries/orders.query';
import { OrderPersonalData } from '../personal/order-personal-data';
import { orderNotesStream, orderRefundsStream, orderStream } from '../streams';
import type { OrderNoteEvent } from '../domain/order-notes';
import { OrderNotes } from '../commands/order-notes.commands';

/** Orders per page of the admin list when no limit is asked for. */
const ADMIN_ORDERS_PAGE_SIZE = LIMITS.adminOrdersPageSize;

/** The admin list's filters as the query reads them (validated by the DTOs). */
function filtersOf(query: AdminOrdersExportQuery): AdminOrderFilters {
  return {
    status: query.status as AdminOrderFilters['status'],
    paymentStatus: query.paymentStatus as AdminOrderFilters['paymentStatus'],
    from: query.from,
    to: query.to,
    customer: query.customer as AdminOrderFilters['customer'],
    search: query.search,
  };
}

/**
 * Orders, spec section 7. A signed-in shopper sees and cancels only their own orders (another's
 * answers 404); a guest order is read with its access token (issued when placed, carried by the
 * confirmation page and e-mail link), never by its id alone; the rest is admin-only. One order
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
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly limits: RequestLimiter,
    private readonly devices: DeviceCookies,
    private readonly accessTokens: OrderAccessTokens,
    private readonly personal: OrderPersonalData,
    private readonly timelineLines: OrderTimelineLines,
    private readonly notes: OrderNotes,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Limits (issue #38): orders waiting for payment per user and per browser (its device cookie,
   * set here when missing); per IP only a flood backstop (RATE_LIMIT_ORDERS_IP).
   */
  @Post()
  @Authenticated()
  async place(
    @Body() body: CreateOrderRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
    @Req() http: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const request = orderRequestOf(body);
    declareProducts(request.lines, context); // first come, first served per product (#45)
    requireUnitsWithin(request.lines, this.config.ORDER_MAX_UNITS_PER_LINE);
    await this.limits.consume('order', { ip: http.ip });
    const sources: HoldSource[] = [{ kind: 'contact', key: `user:${user.id}` }, this.deviceOf(http, reply)];
    const customer = { name: user.name, email: user.email, phone: request.shippingAddress.phone };
    const { state } = await this.commands.placeOrder(request, { userId: user.id, customer }, context, {
      sources,
      shareOfStock: false,
    });
    return { success: true, message: 'Order created successfully', order: toOrderView(state) };
  }

  /**
   * Guest orders: the same, per contact (the e-mail and the phone, each) and per browser; and
   * what those hold unpaid of one colour and size is at most their share of it (409 beyond).
   */
  @Post('guest')
  async placeAsGuest(
    @Body() body: GuestOrderRequest,
    @RequestContext() context: CommandContext,
    @Req() http: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const request = orderRequestOf(body);
    declareProducts(request.lines, context); // first come, first served per product (#45)
    const guest = guestDetailsOf(body, request.shippingAddress);
    requireUnitsWithin(request.lines, this.config.ORDER_MAX_UNITS_PER_LINE);
    await this.limits.consume('order', { ip: http.ip });
    // A sold-out size is answered at once, before the contacts are hashed for the holds (#45).
    await this.commands.refuseSoldOut(request, context);
    const contacts = await Promise.all(
      [guest.email, guest.phone]
        .filter((contact): contact is string => !!contact)
        .map((contact) => this.limits.accountKey(contact)),
    );
    const sources: HoldSource[] = [
      ...contacts.map((key) => ({ kind: 'contact' as const, key })),
      this.deviceOf(http, reply),
    ];
    const { state } = await this.commands.placeOrder(
      request,
      { userId: null, customer: guest },
      { ...context, actor: { id: null, role: 'guest' } },
      { sources, shareOfStock: true },
    );
    return {
      success: true,
      message: 'Order created successfully',
      order: { ...toOrderView(state), accessToken: this.accessTokens.issue(state.orderId) },
    };
  }

  /** The browser as a hold source: its signed device cookie, or a new one set on the answer. */
  private deviceOf(request: FastifyRequest, reply: FastifyReply): HoldSource {
    return { kind: 'device', key: `device:${this.devices.deviceOf({ request, reply })}` };
  }

  @Get('myorders')
  @Authenticated()
  async mine(@CurrentUser() user: AuthUser) {
    return { success: true, orders: await this.orders.ofUser(user.id) };
  }

  @Get()
  @AdminOnly()
  async list(@Query() query: AdminOrdersQuery) {
    const page = await this.orders.page({
      page: query.page ?? 1,
      limit: query.limit ?? ADMIN_ORDERS_PAGE_SIZE,
      userId: query.user,
      ...filtersOf(query),
    });
    return { success: true, ...page };
  }

  /** The filtered admin list as CSV (newest first, at most ORDERS_CSV_MAX_ROWS rows). */
  @Get('export')
  @AdminOnly()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="orders.csv"')
  async exportCsv(@Query() query: AdminOrdersExportQuery): Promise<string> {
    return ordersCsv(await this.orders.all({ userId: query.user, max: ORDERS_CSV_MAX_ROWS, ...filtersOf(query) }));
  }

  @Get(':id')
  @OptionalAuth()
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser | undefined, @Req() http: FastifyRequest) {
    const order = await this.visible(id, user, orderTokenOf(http));
    return { success: true, order: toOrderView(order, undefined, await this.commands.refunded(order)) };
  }

  @Get(':id/history')
  @AdminOnly()
  async history(@Param('id') id: string) {
    const order = await this.personal.reveal(await this.commands.requireOrder(id));
    const [events, sealedNotes, refunds, taxDocuments, shipments, returns] = await Promise.all(
      [
        orderStream(id),
        orderNotesStream(id),
        orderRefundsStream(id),
        orderTaxDocumentsStream(id),
        orderShipmentsStream(id),
        orderReturnsStream(id),
      ].map((stream) => this.store.readStream(stream)),
    );
    const notes = await Promise.all(
      sealedNotes.map(async (note) => {
        const data = note.data as OrderNoteEvent['data'];
        return { ...note, data: { ...data, text: await this.personal.openNote(data) } };
      }),
    );
    const more = await this.timelineLines.of(order, [...events, ...refunds, ...returns]);
    return {
      success: true,
      orderId: id,
      history: mergeTimeline(
        orderHistory(
          events,
          [...notes, ...refunds, ...taxDocuments, ...shipments, ...returns],
          undefined,
          order.customer?.name ?? null,
        ),
        more,
      ),
    };
  }

  /** An internal note (admins only, never in the shopper's views), kept sealed under the order's key in the order's notes stream. */
  @Post(':id/notes')
  @AdminOnly()
  @HttpCode(201)
  async addNote(@Param('id') id: string, @Body() body: OrderNoteRequest, @RequestContext() context: CommandContext) {
    const order = await this.commands.requireOrder(id);
    await this.notes.add(order, { noteId: body.noteId, text: body.text }, context);
    const recorded = (await this.store.readStream(orderNotesStream(id))).find(
      (event) => (event.data as OrderNoteEvent['data']).noteId === body.noteId,
    )!;
    const text = (await this.personal.openNote(recorded.data as OrderNoteEvent['data'])) ?? '';
    const note = {
      noteId: body.noteId,
      orderId: id,
      text,
      at: recorded.metadata.occurredAt,
      actor: recorded.metadata.actor,
    };
    return { success: true, message: 'Note added', note };
  }

  @Put(':id/status')
  @AdminOnly()
  async setStatus(
    @Param('id') id: string,
    @Body() body: OrderStatusRequest,
    @RequestContext() context: CommandContext,
  ) {
    await this.commands.requireOrder(id);
    return this.changed(
      await this.commands.changeStatus(id, body.status, context),
      'Order status updated successfully',
    );
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
    if (!isOwner && user.role !== 'admin') throw new NotFoundError(M.orderNotFound);
    return this.changed(await this.commands.cancel(id, isOwner ? 'owner' : 'admin', context), 'Order cancelled');
  }

  /** An admin records a payment received outside the gateway (e.g. a bank transfer). */
  @Put(':id/pay')
  @AdminOnly()
  @HttpCode(200)
  async pay(@Param('id') id: string, @Body() body: ManualPaymentRequest, @RequestContext() context: CommandContext) {
    await this.commands.requireOrder(id);
    const reference = body.reference?.trim() || `manual-${this.clock.now().getTime()}`;
    return this.changed(
      await this.commands.recordPayment(id, { providerOrderId: '', paymentId: reference, source: 'admin' }, context),
      'Order marked as paid',
    );
  }

  /** The order as its own events now leave it: no wait on the read model. */
  private async changed(result: { state: OrderState }, message: string) {
    return {
      success: true,
      message,
      order: toOrderView(
        await this.personal.reveal(result.state),
        undefined,
        await this.commands.refunded(result.state),
      ),
    };
  }

  /** An admin sees any order, a shopper their own, a guest order needs its access token; else 404. */
  private async visible(id: string, user: AuthUser | undefined, token: unknown): Promise<OrderState> {
    if (!isOrderId(id)) throw new NotFoundError(M.orderNotFound);
    const order = await this.commands.order(id);
    const allowed =
      user?.role === 'admin' ||
      (order.userId !== null && order.userId === user?.id) ||
      (order.userId === null && this.accessTokens.opens(order.orderId, token));
    if (!order.exists || !allowed) throw new NotFoundError(M.orderNotFound);
    return this.personal.reveal(order);
  }
}
