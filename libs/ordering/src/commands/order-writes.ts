import { Injectable } from '@nestjs/common';
import { orderShipmentsStream } from '@store/contracts';
import { CommandContext, CommandHandling, NotFoundError, type LoadedAggregate } from '@store/platform';
import { ORDER_MESSAGES as M } from '../domain/messages';
import { orderDecider, type OrderCommand, type OrderState } from '../domain/order';
import { orderStream } from '../streams';
import { isOrderId } from './order-lines';
import { RecentOrders } from './recent-orders';

/** Orders awaiting payment remembered between the steps of a checkout (a few hundred bytes each). */
const RECENT_ORDERS = 10_000;

/**
 * The order's stream, read and written through the one write side (CommandHandling), with the
 * orders this process wrote last remembered (RecentOrders) so the next step of a checkout decides
 * without reading the stream again. Private to the ordering module: its commands services share
 * the one instance.
 */
@Injectable()
export class OrderWrites {
  private readonly recent = new RecentOrders(RECENT_ORDERS);

  constructor(private readonly commands: CommandHandling) {}

  /** Whether a parcel of the order has left: the fulfilment module's shipments stream (declared in the contracts) has an event. */
  async hasShipments(orderId: string): Promise<boolean> {
    return (await this.commands.store.readStream(orderShipmentsStream(orderId), { limit: 1 })).length > 0;
  }

  /** The order's shipment events (the fulfilment module's stream, declared in the contracts), for the status rules. */
  async shipmentEvents(orderId: string): Promise<{ type: string; data: unknown }[]> {
    return (await this.commands.store.readStream(orderShipmentsStream(orderId))).map(({ type, data }) => ({
      type,
      data,
    }));
  }

  /**
   * The order and the revision it was read at: a command decided on it right after needs no
   * second read. `recent`: an order awaiting payment may come as this process last wrote it
   * (see RecentOrders), without a read; only for decideOnLoaded and checks an older state can
   * only fail.
   */
  async load(orderId: string, { recent = false }: { recent?: boolean } = {}): Promise<LoadedAggregate<OrderState>> {
    const remembered = recent ? this.recent.recall(orderId) : undefined;
    if (remembered) return remembered;
    const loaded = await this.commands.load(orderDecider, orderStream(orderId));
    this.recent.remember(orderId, loaded);
    return loaded;
  }

  /** The current states of many orders (one read per batch of streams), for the jobs' e-mails. */
  loadMany(orderIds: readonly string[]): Promise<OrderState[]> {
    return this.commands.loadMany(orderDecider, orderIds.map(orderStream));
  }

  /** The order, or 'Order not found.' for an id that is not an order's or an order never placed. */
  async require(orderId: string): Promise<OrderState> {
    const state = isOrderId(orderId) ? (await this.load(orderId)).state : undefined;
    if (!state?.exists) throw new NotFoundError(M.orderNotFound);
    return state;
  }

  /** `loaded`: the order as the caller just read it (load), decided on without reading it again. */
  async decide(orderId: string, command: OrderCommand, context: CommandContext, loaded?: LoadedAggregate<OrderState>) {
    const onLoaded = loaded && (await this.decideOnLoaded(orderId, loaded, command, context));
    return onLoaded || this.decideAfresh(orderId, command, context);
  }

  /** A new order: its fresh id's stream is known to be empty, so it is not read first. */
  async place(orderId: string, command: OrderCommand, context: CommandContext) {
    return (
      (await this.decideOnLoaded(orderId, { state: orderDecider.initialState(), revision: null }, command, context)) ??
      this.commands.decide(orderDecider, orderStream(orderId), command, context, { expectedRevision: 'no_stream' })
    );
  }

  /** CommandHandling.decideOnLoaded, remembering the order as written (see RecentOrders). */
  async decideOnLoaded(
    orderId: string,
    loaded: LoadedAggregate<OrderState>,
    command: OrderCommand,
    context: CommandContext,
  ) {
    const result = await this.commands.decideOnLoaded(orderDecider, orderStream(orderId), loaded, command, context);
    if (result)
      this.recent.remember(orderId, { state: result.state, revision: (loaded.revision ?? -1) + result.events.length });
    return result;
  }

  /** CommandHandling.decide on the order's stream; its revision after is not known here, so the order is not remembered. */
  decideAfresh(orderId: string, command: OrderCommand, context: CommandContext) {
    this.recent.forget(orderId);
    return this.commands.decide(orderDecider, orderStream(orderId), command, context, { maxAttempts: 20 });
  }
}
