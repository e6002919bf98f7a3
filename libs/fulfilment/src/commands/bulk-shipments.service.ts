import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  BULK_SHIPMENT_MESSAGES as M,
  orderReferenceOf,
  type BulkShipmentsRefused,
  type BulkShipmentsResult,
} from '@store/contracts';
import {
  isMultiStreamAppendUnsupportedError,
  isWrongExpectedRevisionError,
  type EventStore,
  type StreamWrite,
} from '@store/eventstore';
import { OrderingCommands, OrdersQuery, orderStream } from '@store/ordering';
import {
  CommandContext,
  CommandHandling,
  ConflictError,
  EVENT_STORE,
  eventMetadata,
  NotSupportedError,
} from '@store/platform';
import {
  planBulkDelivered,
  planBulkShipping,
  readBulkFile,
  shipmentsDecider,
  type BulkFileRow,
  type BulkPlan,
  type ResolvedOrder,
} from '../domain';
import { orderShipmentsStream } from '../streams';
import { CarriersService } from './carriers.service';
import { ShipmentsService } from './shipments.service';

/** Attempts of an apply whose orders changed under it (another admin, a payment) before it gives up. */
const MAX_APPLY_ATTEMPTS = 5;
/** Orders read at once while loading a file's orders. */
const READS_AT_ONCE = 8;

export type BulkAnswer = { status: 200; body: BulkShipmentsResult } | { status: 422; body: BulkShipmentsRefused };

interface LoadedOrders {
  orders: Map<string, ResolvedOrder>;
  /** Each order's revisions as read: its own stream (checked at the apply) and its shipments' (written at it). */
  revisions: Map<string, { order: number | null; shipments: number | null }>;
}

/**
 * Bulk shipping and bulk "delivered" from a CSV (issue #43), all or nothing like the catalogue
 * import: every row is decided by the order's own shipment decider on the orders as they are
 * (planBulkShipping / planBulkDelivered); a dry run answers each row's outcome, an apply appends
 * every order's shipment events in one appendToStreams, each shipments stream at the revision
 * its decision read and each order's own stream checked unchanged (an order cancelled or refunded
 * meanwhile makes the apply decide again), or writes nothing. Each order's status then follows
 * its shipments through ShipmentsService, as for one shipment (the admin its actor).
 */
@Injectable()
export class BulkShipments {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandHandling,
    private readonly orders: OrderingCommands,
    private readonly ordersQuery: OrdersQuery,
    private readonly carriers: CarriersService,
    private readonly shipments: ShipmentsService,
  ) {}

  async ship(csv: string, dryRun: boolean, context: CommandContext): Promise<BulkAnswer> {
    const rows = readBulkFile(csv, 'ship');
    return this.run(
      rows,
      dryRun,
      context,
      async (orders) => {
        const { carriers } = await this.carriers.current();
        return planBulkShipping({ rows, orders, carriers, newShipmentId: randomUUID, now: this.commands.now() });
      },
      M.shipReady,
      M.shipApplied,
    );
  }

  async deliver(csv: string, dryRun: boolean, context: CommandContext): Promise<BulkAnswer> {
    const rows = readBulkFile(csv, 'deliver');
    return this.run(
      rows,
      dryRun,
      context,
      async (orders) => planBulkDelivered({ rows, orders, now: this.commands.now() }),
      (count) => M.deliverReady(count),
      (count) => M.deliverApplied(count),
    );
  }

  private async run(
    rows: BulkFileRow[],
    dryRun: boolean,
    context: CommandContext,
    planOf: (orders: Map<string, ResolvedOrder>) => Promise<BulkPlan>,
    ready: (rows: number, orders: number) => string,
    applied: (rows: number, orders: number) => string,
  ): Promise<BulkAnswer> {
    const references = await this.resolve(rows);
    for (let attempt = 1; attempt <= MAX_APPLY_ATTEMPTS; attempt += 1) {
      const loaded = await this.load(references);
      const plan = await planOf(loaded.orders);
      const orderCount = new Set(plan.rows.flatMap((row) => (row.orderId ? [row.orderId] : []))).size;
      if (plan.refused > 0)
        return {
          status: 422,
          body: { success: false, message: M.refused(plan.refused), dryRun, rows: plan.rows, orders: orderCount },
        };
      if (dryRun)
        return {
          status: 200,
          body: { success: true, dryRun, rows: plan.rows, orders: orderCount, message: ready(rows.length, orderCount) },
        };
      try {
        await this.store.appendToStreams(this.writesOf(plan, loaded, context));
      } catch (error) {
        if (isMultiStreamAppendUnsupportedError(error))
          throw new NotSupportedError('Bulk shipping needs an event store that appends to many streams at once');
        if (!isWrongExpectedRevisionError(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      await this.followAll(plan, context);
      return {
        status: 200,
        body: { success: true, dryRun, rows: plan.rows, orders: orderCount, message: applied(rows.length, orderCount) },
      };
    }
    throw new ConflictError(M.busy);
  }

  /** Each order's status follows its new shipments (a few orders at once: each is a status change and a read-model wait). */
  private async followAll(plan: BulkPlan, context: CommandContext) {
    const queue = [...plan.states];
    const follow = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift())
        await this.shipments.followShipments(next[0], next[1], context);
    };
    await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, queue.length) }, follow));
  }

  /** Each row's order text: the full id as given, or the order whose number it is (refused when none or several). */
  private async resolve(rows: BulkFileRow[]): Promise<Map<string, { orderId: string } | { refusal: string }>> {
    const resolved = new Map<string, { orderId: string } | { refusal: string }>();
    const shorts = new Map<string, string[]>();
    for (const { order } of rows) {
      if (!order || resolved.has(order)) continue;
      const reference = orderReferenceOf(order);
      if (!reference) resolved.set(order, { refusal: M.orderInvalid });
      else if ('orderId' in reference) resolved.set(order, { orderId: reference.orderId });
      else shorts.set(reference.short, [...(shorts.get(reference.short) ?? []), order]);
    }
    const found = await this.ordersQuery.idsByNumber([...shorts.keys()]);
    for (const [short, texts] of shorts) {
      const ids = found.get(short) ?? [];
      const answer =
        ids.length === 1
          ? { orderId: ids[0] }
          : { refusal: ids.length ? M.orderAmbiguous(short, ids.length) : M.orderNotFound };
      for (const text of texts) resolved.set(text, answer);
    }
    return resolved;
  }

  /** The orders and their shipments as they are now, with the revisions the apply writes at. */
  private async load(references: Map<string, { orderId: string } | { refusal: string }>): Promise<LoadedOrders> {
    const ids = [
      ...new Set([...references.values()].flatMap((reference) => ('orderId' in reference ? [reference.orderId] : []))),
    ];
    const byId = new Map<string, ResolvedOrder>();
    const revisions: LoadedOrders['revisions'] = new Map();
    const queue = [...ids];
    const read = async () => {
      for (let orderId = queue.shift(); orderId !== undefined; orderId = queue.shift()) {
        const [order, shipments] = await Promise.all([
          this.orders.loadOrder(orderId),
          this.commands.load(shipmentsDecider, orderShipmentsStream(orderId)),
        ]);
        if (!order.state.exists) {
          byId.set(orderId, { refusal: M.orderNotFound });
          continue;
        }
        const { state } = order;
        byId.set(orderId, {
          orderId,
          order: {
            orderId,
            isPaid: state.isPaid,
            status: state.status,
            quantities: state.items.map((item) => item.quantity),
          },
          shipments: shipments.state,
        });
        revisions.set(orderId, { order: order.revision, shipments: shipments.revision });
      }
    };
    await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ids.length) }, read));
    const orders = new Map<string, ResolvedOrder>();
    for (const [text, reference] of references)
      orders.set(text, 'orderId' in reference ? byId.get(reference.orderId)! : reference);
    return { orders, revisions };
  }

  /** Every order's new shipment events at the revision they were decided on, and its own stream checked unchanged. */
  private writesOf(plan: BulkPlan, loaded: LoadedOrders, context: CommandContext): StreamWrite[] {
    const metadata = eventMetadata(context, this.commands.clock);
    const writes: StreamWrite[] = [];
    for (const [orderId, events] of plan.events) {
      const revisions = loaded.revisions.get(orderId)!;
      writes.push({
        streamId: orderShipmentsStream(orderId),
        events: events.map(({ type, data }) => ({ type, data, metadata })),
        expectedRevision: revisions.shipments ?? 'no_stream',
      });
      writes.push({ streamId: orderStream(orderId), events: [], expectedRevision: revisions.order ?? 'no_stream' });
    }
    return writes;
  }
}
