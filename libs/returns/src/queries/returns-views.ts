import { Inject, Injectable } from '@nestjs/common';
import {
  isWithinReturnWindow,
  RETURN_MESSAGES as M,
  RETURN_REASON_LABELS,
  returnReasonsOffered,
  returnWindow,
  type AdminReturnResponse,
  type AdminReturnsPageResponse,
  type OrderReturnsResponse,
} from '@store/contracts';
import type { Position } from '@store/eventstore';
import { OrderingCommands, OrderPersonalData, type OrderState } from '@store/ordering';
import { AppConfig, CLOCK, CONFIG, DATABASE, LOGGER, Logger, NotFoundError, type Clock } from '@store/platform';
import { waitToReadYourWrites, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import { OrderFacts } from '../commands/order-facts';
import { ReturnSettingsService } from '../commands/return-settings.service';
import { RETURNS_PROJECTION } from '../projections/returns.projection';
import { ReturnsQuery, type AdminReturnsFilters } from './returns.query';

const ACTIVE = (state: string) => state !== 'rejected' && state !== 'cancelled';

/** The answers of the returns routes, from the returns read model and the order. */
@Injectable()
export class ReturnsViews {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly query: ReturnsQuery,
    private readonly facts: OrderFacts,
    private readonly settings: ReturnSettingsService,
    private readonly orders: OrderingCommands,
    private readonly personal: OrderPersonalData,
  ) {}

  /** Waits (at most 5 s) until the read model shows a write, so the answer and the next read show it. */
  wait(position: Position | null | undefined): Promise<void> {
    return waitToReadYourWrites(this.db, RETURNS_PROJECTION, position, this.logger, { timeoutMs: 5000 });
  }

  /** The order's returns and what can still be returned (delivered minus asked in requests not rejected or cancelled). */
  async forOrder(order: OrderState): Promise<Omit<OrderReturnsResponse, 'success' | 'message'>> {
    const [returns, deliveries, settings] = await Promise.all([
      this.query.ofOrder(order.orderId),
      this.facts.deliveries(order),
      this.settings.settings(),
    ]);
    const requested = order.items.map(() => 0);
    for (const view of returns.filter((candidate) => ACTIVE(candidate.state)))
      for (const line of view.lines) if (line.line < requested.length) requested[line.line] += line.quantity;
    const returnable = order.items.map((item, line) => ({
      line,
      productId: item.productId,
      name: item.name,
      size: item.size,
      colorVariantId: item.colorVariantId,
      colorName: item.colorName,
      image: item.image,
      unitPrice: item.price,
      ordered: item.quantity,
      delivered: deliveries.delivered[line] ?? 0,
      requested: requested[line],
      returnable: Math.max(0, (deliveries.delivered[line] ?? 0) - requested[line]),
    }));
    const window = deliveries.lastDeliveredAt
      ? returnWindow(deliveries.lastDeliveredAt, settings.windowDays, this.config.STORE_TIME_ZONE)
      : null;
    const open =
      !!window &&
      order.isPaid &&
      !['pending', 'cancelled', 'returned'].includes(order.status) &&
      isWithinReturnWindow(window, this.clock.now());
    return {
      orderId: order.orderId,
      returns,
      returnable,
      window: {
        open,
        days: settings.windowDays,
        deliveredAt: deliveries.lastDeliveredAt,
        lastDay: window?.lastDay ?? null,
        closesAt: window?.closesAt ?? null,
      },
      reasons: returnReasonsOffered(settings.exchangesEnabled).map((value) => ({
        value,
        label: RETURN_REASON_LABELS[value],
      })),
      exchangesEnabled: settings.exchangesEnabled,
      canRequest: open && returnable.some((line) => line.returnable > 0),
    };
  }

  async forAdmin(returnId: string): Promise<Omit<AdminReturnResponse, 'success' | 'message'>> {
    const view = await this.query.byId(returnId.slice(0, 80));
    if (!view) throw new NotFoundError(M.returnNotFound);
    const order = await this.personal.reveal(await this.orders.order(view.orderId));
    return {
      return: view,
      customerName: order.customer?.name ?? null,
      customerEmail: order.customer?.email ?? null,
      customerPhone: order.customer?.phone ?? null,
    };
  }

  /** A page of the admin's list, each row with its customer (opened from the order's sealed personal data). */
  async page(filters: AdminReturnsFilters): Promise<Omit<AdminReturnsPageResponse, 'success'>> {
    const { rows, total, counts } = await this.query.page(filters);
    const orderIds = [...new Set(rows.map((row) => row.orderId))];
    const customers = new Map(
      await Promise.all(
        orderIds.map(async (orderId) => {
          const order = await this.personal.reveal(await this.orders.order(orderId));
          return [orderId, order.customer] as const;
        }),
      ),
    );
    return {
      returns: rows.map((row) => ({
        ...row,
        customerName: customers.get(row.orderId)?.name ?? null,
        customerEmail: customers.get(row.orderId)?.email ?? null,
      })),
      currentPage: filters.page,
      totalPages: Math.ceil(total / filters.limit),
      total,
      counts,
    };
  }
}
