import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CatalogueCommands } from '@store/catalogue';
import {
  RETURN_MESSAGES as M,
  RETURN_STEP_PAST,
  exchangeReservationId,
  orderReturnsStream,
  parseReturnId,
  returnNumber,
  type ReturnExchangeWish,
} from '@store/contracts';
import type {
  ApproveReturnRequest,
  CreateReturnRequest,
  ExchangeReturnRequest,
  ReceiveReturnRequest,
  RefundReturnRequest,
  RejectReturnRequest,
} from '@store/contracts/requests';
import type { Position } from '@store/eventstore';
import { OrderRefunds, RefundIssuing, type OrderState } from '@store/ordering';
import {
  AppConfig,
  CommandContext,
  CommandHandling,
  CONFIG,
  ConflictError,
  LOGGER,
  Logger,
  NotFoundError,
  ValidationError,
} from '@store/platform';
import {
  findReturn,
  returnsDecider,
  type RequestedLineInput,
  type ReturnCommand,
  type ReturnRecord,
  type ReturnsState,
} from '../domain';
import { ExchangeStock } from './exchange-stock';
import { OrderFacts, orderForReturn } from './order-facts';
import { ReturnSettingsService } from './return-settings.service';

/** An uploaded photo's address: the image store answers https://… (Cloudinary) or {PUBLIC_URL}/uploads/…; nothing else is kept. */
const PHOTO_URL = /^(https?:\/\/[^\s"'<>]+|\/uploads\/[^\s"'<>]+)$/;

const numberOf = (record: ReturnRecord) => returnNumber(record.orderId, record.sequence);

/**
 * The returns' write side: every step of a return decided on the order's returns stream
 * (`order-returns-{orderId}`, appended with the expected revision), and what follows each step in
 * other modules through their commands: the exchange's stock (catalogue), the refund (ordering's
 * refund flow, through the gateway), the restock of what came back in good condition (catalogue,
 * a StockAdjusted naming the return, the admin as its actor). Each method answers the position of
 * its last append, for the read model's read-your-writes.
 */
@Injectable()
export class ReturnsService {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly commands: CommandHandling,
    private readonly facts: OrderFacts,
    private readonly settings: ReturnSettingsService,
    private readonly catalogue: CatalogueCommands,
    private readonly exchangeStock: ExchangeStock,
    private readonly refunds: OrderRefunds,
    private readonly issuing: RefundIssuing,
  ) {}

  async state(orderId: string): Promise<ReturnsState> {
    return (await this.commands.load(returnsDecider, orderReturnsStream(orderId))).state;
  }

  /** The shopper's request, on an order they may see (checked by the controller). */
  async request(order: OrderState, body: CreateReturnRequest, context: CommandContext): Promise<Position | null> {
    const photos = body.photos ?? [];
    if (photos.some((photo) => !PHOTO_URL.test(photo))) throw new ValidationError(M.photoInvalid, 'photos');
    const [deliveries, settings, lines] = await Promise.all([
      this.facts.deliveries(order),
      this.settings.settings(),
      this.linesWithWishes(order, body),
    ]);
    const result = await this.commands.decide(
      returnsDecider,
      orderReturnsStream(order.orderId),
      {
        type: 'RequestReturn',
        order: orderForReturn(order),
        deliveries,
        settings,
        timeZone: this.config.STORE_TIME_ZONE,
        lines,
        reason: body.reason,
        comment: body.comment ?? '',
        photos,
        now: this.commands.now(),
      },
      context,
    );
    return result.position;
  }

  /** The wanted size and colour of each line of a size exchange, checked against what the product offers. */
  private async linesWithWishes(order: OrderState, body: CreateReturnRequest): Promise<RequestedLineInput[]> {
    return Promise.all(
      body.lines.map(async ({ line, quantity, exchange }) => {
        const item = order.items[line];
        if (!exchange || !item || body.reason !== 'size_exchange')
          return {
            line,
            quantity,
            exchange: exchange ? { size: exchange.size, colorVariantId: null, colorName: null } : null,
          };
        const product = await this.catalogue.product(item.productId);
        const sizes: readonly string[] = product.details?.sizes ?? [];
        if (!product.exists || product.deleted || !sizes.includes(exchange.size))
          throw new ValidationError(M.exchangeUnavailable(line, exchange.size.slice(0, 20)), 'lines');
        const variantId = exchange.colorVariantId ?? null;
        let wish: ReturnExchangeWish = { size: exchange.size, colorVariantId: null, colorName: null };
        if (variantId !== null) {
          const variant = product.variants.find((candidate) => candidate.variantId === variantId && candidate.isActive);
          if (!variant) throw new ValidationError(M.exchangeColorUnknown(line), 'lines');
          wish = { size: exchange.size, colorVariantId: variant.variantId, colorName: variant.colorName };
        }
        return { line, quantity, exchange: wish };
      }),
    );
  }

  async approve(returnId: string, body: ApproveReturnRequest, context: CommandContext): Promise<Position | null> {
    const { orderId, state, record } = await this.load(returnId);
    const pickup = body.pickup
      ? await this.facts.parcel(body.pickup.carrier, body.pickup.awb, 'pickup.carrier', M.unknownCarrier)
      : null;
    const command = (reservationId: string | null): ReturnCommand => ({
      type: 'ApproveReturn',
      returnId,
      expectedVersion: body.expectedVersion,
      pickup,
      reservationId,
      now: this.commands.now(),
    });
    returnsDecider.decide(command(null), state); // refused before any stock is held
    const settings = await this.settings.settings();
    const reservationId =
      record.reason === 'size_exchange'
        ? await this.exchangeStock.reserve(record, settings.pickupExpiryDays, context)
        : null;
    try {
      return (await this.decide(orderId, command(reservationId), context)).position;
    } catch (error) {
      if (reservationId) await this.exchangeStock.release(record, reservationId, context);
      throw error;
    }
  }

  async reject(returnId: string, body: RejectReturnRequest, context: CommandContext): Promise<Position | null> {
    const { orderId } = await this.load(returnId);
    const command: ReturnCommand = {
      type: 'RejectReturn',
      returnId,
      expectedVersion: body.expectedVersion,
      reason: body.reason,
      now: this.commands.now(),
    };
    // An exchange's hold is released by the reactor's job after the event (releaseExchange).
    return (await this.decide(orderId, command, context)).position;
  }

  /** What came back. Its good units go back in stock by the returns reactor's job (`restock`), after the event. */
  async receive(returnId: string, body: ReceiveReturnRequest, context: CommandContext): Promise<Position | null> {
    const { orderId } = await this.load(returnId);
    const command: ReturnCommand = {
      type: 'ReceiveReturn',
      returnId,
      expectedVersion: body.expectedVersion,
      lines: body.lines.map(({ line, quantity, condition }) => ({ line, quantity, condition })),
      now: this.commands.now(),
    };
    return (await this.decide(orderId, command, context)).position;
  }

  /**
   * The restock of a received return (the job the reactor queues on ReturnReceived, retried until
   * done): the good units of each colour and size back on sale, a StockAdjusted 'Return R-…
   * received' by the admin who received it (`context`). Exactly once: the catalogue's
   * adjustStockOnce finds an adjustment with that reason since `since` (when ReturnReceived was
   * recorded) and makes none again, so a retry after a crash, or the job run twice, restocks once.
   */
  async restock(returnId: string, since: string, context: CommandContext): Promise<number> {
    const parsed = parseReturnId(returnId);
    const record = parsed ? findReturn(await this.state(parsed.orderId), returnId) : null;
    if (!record || !record.receivedAt) return 0;
    const reason = `Return ${numberOf(record)} received`;
    const groups = new Map<string, { productId: string; variantId: string | null; size: string; units: number }>();
    for (const received of record.received.filter((line) => line.condition === 'good')) {
      const line = record.lines.find((candidate) => candidate.line === received.line);
      if (!line) continue;
      const key = `${line.productId}|${line.colorVariantId ?? ''}|${line.size}`;
      const group = groups.get(key) ?? {
        productId: line.productId,
        variantId: line.colorVariantId,
        size: line.size,
        units: 0,
      };
      group.units += received.quantity;
      groups.set(key, group);
    }
    let adjusted = 0;
    for (const { productId, variantId, size, units } of groups.values()) {
      try {
        const done = await this.catalogue.adjustStockOnce(
          productId,
          { variantId, size, delta: units, reason },
          since,
          context,
        );
        if (done) adjusted += 1;
      } catch (error) {
        // A product deleted (or a colour dropped) since the sale has no stock to go back to; anything else is retried.
        if (!(error instanceof NotFoundError || error instanceof ValidationError)) throw error;
        this.logger.warn({ returnId, productId, size, err: error }, 'returns: received units not restocked');
      }
    }
    return adjusted;
  }

  /** A rejected or never-arrived exchange's hold given back (the reactor's job; releasing twice gives nothing more). */
  async releaseExchange(returnId: string, context: CommandContext): Promise<void> {
    const parsed = parseReturnId(returnId);
    const record = parsed ? findReturn(await this.state(parsed.orderId), returnId) : null;
    if (!record || record.reason !== 'size_exchange' || !record.approvedAt) return;
    if (record.state !== 'rejected' && record.state !== 'cancelled') return;
    await this.exchangeStock.release(record, exchangeReservationId(returnId), context);
  }

  /** A shipped exchange's held units sold (the reactor's job; a sale already made is not made again). */
  async commitExchange(returnId: string, context: CommandContext): Promise<void> {
    const parsed = parseReturnId(returnId);
    const record = parsed ? findReturn(await this.state(parsed.orderId), returnId) : null;
    if (!record || record.state !== 'exchanged') return;
    await this.exchangeStock.commit(record, exchangeReservationId(returnId), context);
  }

  /**
   * The order's ledger says a return's refund failed: the return is received again with the
   * failure shown, so the admin can refund it anew (a repeat, or a refund no longer the return's, changes nothing).
   */
  async recordRefundFailed(
    orderId: string,
    refundId: string,
    reason: string,
    context: CommandContext,
  ): Promise<Position | null> {
    const refund = (await this.refunds.ledger(orderId)).refunds.find((candidate) => candidate.refundId === refundId);
    if (!refund?.returnId || refund.status !== 'failed') return null;
    const result = await this.decide(
      orderId,
      { type: 'RecordReturnRefundFailed', returnId: refund.returnId, refundId, reason, now: this.commands.now() },
      context,
    );
    return result.position;
  }

  /**
   * The refund of what came back, through the order's refund flow (held in its ledger, asked of
   * the payment gateway, settled by its webhooks). The ledger takes one refund per return, so of
   * two admins refunding at once one is refused there; a refund the ledger already holds for this
   * return (a retry after a crash) is recorded on the return as it was held.
   */
  async refund(returnId: string, body: RefundReturnRequest, context: CommandContext): Promise<Position | null> {
    const { orderId, state, record } = await this.load(returnId);
    const command: ReturnCommand = {
      type: 'RecordReturnRefund',
      returnId,
      expectedVersion: body.expectedVersion,
      refundId: body.refundId,
      lines: body.lines.map(({ line, amount }) => ({ line, amount })),
      now: this.commands.now(),
    };
    const [decided] = returnsDecider.decide(command, state);
    if (decided.type !== 'ReturnRefunded') throw new Error('unexpected decision');
    const held = (await this.refunds.ledger(orderId)).refunds.find(
      (refund) => refund.returnId === returnId && refund.status !== 'failed',
    );
    if (!held) {
      try {
        await this.issuing.refund(
          orderId,
          {
            refundId: body.refundId,
            amount: decided.data.amount,
            reason: `Return ${numberOf(record)}`,
            restock: false,
            returnId,
            lines: decided.data.lines,
          },
          context,
        );
      } catch (error) {
        if (error instanceof ConflictError) await this.refuseIfChanged(returnId, body.expectedVersion);
        throw error;
      }
    }
    const recorded: ReturnCommand =
      held && held.refundId !== body.refundId
        ? {
            ...command,
            refundId: held.refundId,
            lines: (held.lines ?? []).map(({ line, amount }) => ({ line, amount })),
          }
        : command;
    const position = (await this.decide(orderId, recorded, context)).position;
    // A gateway that refused at once (RefundFailed already in the ledger): the return says so now;
    // a refusal reported later (a webhook) is recorded by the reactor's job the same way.
    const refundId = recorded.type === 'RecordReturnRefund' ? recorded.refundId : body.refundId;
    const outcome = (await this.refunds.ledger(orderId)).refunds.find((refund) => refund.refundId === refundId);
    if (outcome?.status === 'failed')
      return (await this.recordRefundFailed(orderId, refundId, outcome.failureReason ?? '', context)) ?? position;
    return position;
  }

  /** A size exchange's replacement, shipped at no charge: its held stock is sold. */
  async exchange(returnId: string, body: ExchangeReturnRequest, context: CommandContext): Promise<Position | null> {
    const { orderId, state } = await this.load(returnId);
    const base = { returnId, expectedVersion: body.expectedVersion, now: this.commands.now() };
    returnsDecider.decide(
      { type: 'ShipExchange', ...base, shipmentId: '', carrier: '', awb: body.awb, trackingUrl: '' },
      state,
    );
    const parcel = await this.facts.parcel(body.carrier, body.awb, 'carrier', M.unknownCarrier);
    // The held units are sold by the reactor's job after the event (commitExchange).
    const result = await this.decide(
      orderId,
      { type: 'ShipExchange', ...base, shipmentId: randomUUID(), ...parcel },
      context,
    );
    return result.position;
  }

  /** The never-arrived sweep's command (system actor): an approved return past its days is cancelled, its hold released. */
  async cancelIfNeverArrived(
    returnId: string,
    pickupExpiryDays: number,
    context: CommandContext,
    now = this.commands.now(),
  ): Promise<boolean> {
    const parsed = parseReturnId(returnId);
    if (!parsed) return false;
    const result = await this.decide(
      parsed.orderId,
      { type: 'CancelNeverArrived', returnId, pickupExpiryDays, now },
      context,
    );
    // An exchange's hold is released by the reactor's job after the event (releaseExchange).
    return result.events.length > 0;
  }

  private async load(returnId: string) {
    const parsed = parseReturnId(returnId.slice(0, 80));
    if (!parsed) throw new NotFoundError(M.returnNotFound);
    const state = await this.state(parsed.orderId);
    const record = findReturn(state, returnId);
    if (!record) throw new NotFoundError(M.returnNotFound);
    return { orderId: parsed.orderId, state, record };
  }

  /** A refusal elsewhere after the return moved on (another admin's step): told as the stale version it is. */
  private async refuseIfChanged(returnId: string, expectedVersion: number) {
    const parsed = parseReturnId(returnId)!;
    const record = findReturn(await this.state(parsed.orderId), returnId);
    if (record && record.version !== expectedVersion)
      throw new ConflictError(M.staleVersion(numberOf(record), RETURN_STEP_PAST[record.lastEvent] ?? 'changed'));
  }

  private decide(orderId: string, command: ReturnCommand, context: CommandContext) {
    return this.commands.decide(returnsDecider, orderReturnsStream(orderId), command, context);
  }
}
