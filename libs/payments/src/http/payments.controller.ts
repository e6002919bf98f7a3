import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { CreatePaymentOrderRequest, PaymentFailedRequest, VerifyPaymentRequest } from '@store/contracts/requests';
import { Authenticated, CurrentUser, OptionalAuth } from '@store/identity';
import {
  isOrderId,
  ORDER_MESSAGES,
  OrderAccessTokens,
  OrderingCommands,
  OrderViewReadYourWrites,
  orderTokenOf,
  toOrderView,
  toPaise,
} from '@store/ordering';
import {
  AppConfig,
  AuthUser,
  CONFIG,
  CommandContext,
  RequestContext,
  ConflictError,
  NotFoundError,
  UnprocessableError,
  ValidationError,
} from '@store/platform';
import { GatewayUnavailableError, PAYMENT_GATEWAY, type PaymentGateway } from '../gateway/payment-gateway';
import { isValidPaymentSignature } from '../gateway/signatures';
import { PAYMENT_MESSAGES as M } from '../payments.messages';

/** An order with the revision it was read at (a payment is decided on it without reading it again). */
type LoadedOrder = Awaited<ReturnType<OrderingCommands['loadOrder']>>;

/** Who pays: a signed-in user or a guest; `token` is the order's access token when one came. */
type Caller = { kind: 'user'; user: AuthUser; token?: unknown } | { kind: 'guest'; token: unknown };

/** A non-empty string of at most 500 characters (ids, signatures, reasons), else null. */
const str = (value: unknown) =>
  typeof value === 'string' && value.length <= 500 && value.trim() ? value.trim() : null;

/**
 * Payments, spec section 7: the signed-in endpoints pay the caller's own orders, the -guest ones
 * orders without a user. The amount is always the order's own total; the checkout's signature is
 * checked exactly as Razorpay defines it before anything changes. Answers show the order as its
 * own events left it (no read-model wait).
 */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly ordering: OrderingCommands,
    private readonly accessTokens: OrderAccessTokens,
    private readonly orderView: OrderViewReadYourWrites,
  ) {}

  @Get('config')
  paymentConfig() {
    return { success: true, key: this.gateway.keyId, gateway: this.gateway.kind };
  }

  @Post('create-order')
  @Authenticated()
  @HttpCode(200)
  createOrder(
    @Body() body: CreatePaymentOrderRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    return this.startPayment(body, { kind: 'user', user }, context);
  }

  @Post('create-order-guest')
  @HttpCode(200)
  createGuestOrder(
    @Body() body: CreatePaymentOrderRequest,
    @RequestContext() context: CommandContext,
    @Req() http: FastifyRequest,
  ) {
    return this.startPayment(body, { kind: 'guest', token: orderTokenOf(http) }, context);
  }

  @Post('verify')
  @Authenticated()
  @HttpCode(200)
  verify(@Body() body: VerifyPaymentRequest, @CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    return this.verifyPayment(body, { kind: 'user', user }, context);
  }

  @Post('verify-guest')
  @HttpCode(200)
  verifyGuest(
    @Body() body: VerifyPaymentRequest,
    @RequestContext() context: CommandContext,
    @Req() http: FastifyRequest,
  ) {
    return this.verifyPayment(body, { kind: 'guest', token: orderTokenOf(http) }, context);
  }

  @Post('payment-failed')
  @OptionalAuth()
  @HttpCode(200)
  async paymentFailed(
    @Body() body: PaymentFailedRequest,
    @CurrentUser() user: AuthUser | undefined,
    @RequestContext() context: CommandContext,
    @Req() http: FastifyRequest,
  ) {
    const { state: order } = await this.payableBy(
      str(body.orderId),
      user ? { kind: 'user', user, token: orderTokenOf(http) } : { kind: 'guest', token: orderTokenOf(http) },
    );
    const error = (typeof body.error === 'object' && body.error !== null ? body.error : {}) as {
      description?: unknown;
      metadata?: { order_id?: unknown; payment_id?: unknown };
    };
    const reason = (str(error.description) ?? str(body.error) ?? 'Payment failed').slice(0, 500);
    const providerOrderId = str(error.metadata?.order_id) ?? order.providerOrderIds.at(-1);
    if (!providerOrderId) return { success: true, message: M.failureRecorded, order: toOrderView(order) };
    const result = await this.ordering.recordPaymentFailure(
      order.orderId,
      { providerOrderId, paymentId: str(error.metadata?.payment_id), reason, source: 'verify' },
      context,
    );
    await this.orderView.wait(result.position);
    const after = result.state;
    return { success: true, message: M.failureRecorded, order: toOrderView(after) };
  }

  private async startPayment(body: CreatePaymentOrderRequest, caller: Caller, context: CommandContext) {
    const orderId = str(body.orderId);
    const amount = Number(body.amount);
    if (!orderId || body.amount === undefined || body.amount === null || !Number.isFinite(amount) || amount <= 0) {
      throw new ValidationError(M.invalidOrderData, orderId ? 'amount' : 'orderId');
    }
    if (body.currency !== undefined && body.currency !== 'INR') throw new ValidationError(M.currencyInr, 'currency');
    // An order this process just placed is decided on as it was written (a newer one is caught by the append).
    const loaded = await this.payableBy(orderId, caller, { recent: true });
    const order = loaded.state;
    if (order.isPaid) throw new ConflictError(ORDER_MESSAGES.alreadyPaid);
    const charge = toPaise(order.totalPrice); // whatever the client sent
    let providerOrder;
    try {
      providerOrder = await this.gateway.createOrder({
        amount: charge,
        currency: 'INR',
        receipt: order.orderId,
        notes: { orderId: order.orderId },
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new UnprocessableError(M.initiateFailed);
      throw error;
    }
    await this.ordering.startPayment(order.orderId, providerOrder.id, charge, context, loaded);
    return {
      success: true,
      amount: charge,
      currency: 'INR',
      orderId: providerOrder.id,
      key: this.gateway.keyId,
      message: M.orderCreated,
    };
  }

  private async verifyPayment(body: VerifyPaymentRequest, caller: Caller, context: CommandContext) {
    const orderId = str(body.orderId);
    if (!orderId) throw new ValidationError(M.invalidOrderData, 'orderId');
    const providerOrderId = str(body.razorpay_order_id);
    const paymentId = str(body.razorpay_payment_id);
    if (
      !providerOrderId ||
      !paymentId ||
      !isValidPaymentSignature(providerOrderId, paymentId, body.razorpay_signature, this.config.RAZORPAY_KEY_SECRET)
    ) {
      throw new ValidationError(M.verificationFailed);
    }
    const recent = await this.payableBy(orderId, caller, { recent: true });
    // A payment another process started is not in an order remembered before it: read before refusing.
    const loaded = recent.state.providerOrderIds.includes(providerOrderId)
      ? recent
      : await this.payableBy(orderId, caller);
    if (!loaded.state.providerOrderIds.includes(providerOrderId)) throw new ValidationError(M.verificationFailed);
    const result = await this.ordering.recordPayment(
      loaded.state.orderId,
      { providerOrderId, paymentId, source: 'verify' },
      context,
      loaded,
    );
    await this.orderView.wait(result.position);
    return { success: true, message: M.verified, order: toOrderView(result.state) };
  }

  /**
   * The order the caller may pay: their own through the signed-in endpoints (or any, for an
   * admin), an order without a user with its access token (issued when it was placed). Anything
   * else is 'Order not found.'. With the revision it was read at: the payment is decided on it.
   * `recent`: see OrderingCommands.loadOrder (who may pay never changes, so it is checked alike).
   */
  private async payableBy(
    orderId: string | null,
    caller: Caller,
    options: { recent?: boolean } = {},
  ): Promise<LoadedOrder> {
    if (!orderId) throw new ValidationError(M.invalidOrderData, 'orderId');
    const loaded = isOrderId(orderId) ? await this.ordering.loadOrder(orderId, options) : null;
    const order = loaded?.state;
    const allowed =
      order?.exists &&
      (order.userId === null
        ? this.accessTokens.opens(order.orderId, caller.token) ||
          (caller.kind === 'user' && caller.user.role === 'admin')
        : caller.kind === 'user' && (order.userId === caller.user.id || caller.user.role === 'admin'));
    if (!loaded || !allowed) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    return loaded;
  }
}
