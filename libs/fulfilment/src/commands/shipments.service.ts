import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import type { ShipmentLine } from '@store/contracts';
import { OrderingCommands, OrderViewReadYourWrites, type OrderState } from '@store/ordering';
import { CommandContext, CommandHandling, ConflictError, LOGGER, Logger } from '@store/platform';
import { orderStatusSteps, shipmentsDecider, type ShipmentsState } from '../domain';
import { orderShipmentsStream } from '../streams';
import { CarriersService } from './carriers.service';
import { toShipmentsView, type OrderShipmentsView } from './shipment-views';

export interface ShipRequest {
  carrier: string;
  awb: string;
  lines?: ShipmentLine[];
}

const quantitiesOf = (order: OrderState) => order.items.map((item) => item.quantity);

/**
 * An order's shipments (stream `order-shipments-{orderId}`) and the order's status following them.
 *
 * The status follows in the command, right after the shipment's append, not in a reactor: the
 * admin's answer then shows the order as it now is (processing, shipped, delivered), and the
 * status change carries the admin as its actor like a change from the dropdown. It is idempotent
 * (computed from the shipments and the order's current status, forward only; ordering's
 * ChangeStatus is a no-op to the same status), so the next ship or deliver command repairs a
 * change that a crash between the two appends left out.
 */
@Injectable()
export class ShipmentsService {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly commands: CommandHandling,
    private readonly orders: OrderingCommands,
    private readonly orderViews: OrderViewReadYourWrites,
    private readonly carriers: CarriersService,
  ) {}

  async of(order: OrderState): Promise<OrderShipmentsView> {
    const { state } = await this.commands.load(shipmentsDecider, orderShipmentsStream(order.orderId));
    return toShipmentsView(state, order.items, order.status);
  }

  async ship(orderId: string, request: ShipRequest, context: CommandContext): Promise<OrderShipmentsView> {
    const [order, { carriers }] = await Promise.all([this.orders.requireOrder(orderId), this.carriers.current()]);
    const { state } = await this.commands.decide(
      shipmentsDecider,
      orderShipmentsStream(orderId),
      {
        type: 'Ship',
        shipmentId: randomUUID(),
        order: { orderId, isPaid: order.isPaid, status: order.status, quantities: quantitiesOf(order) },
        carriers,
        carrier: request.carrier,
        awb: request.awb,
        lines: request.lines,
        now: this.commands.now(),
      },
      context,
    );
    return this.followShipments(orderId, state, context);
  }

  async markDelivered(orderId: string, shipmentId: string, context: CommandContext): Promise<OrderShipmentsView> {
    await this.orders.requireOrder(orderId);
    const { state } = await this.commands.decide(
      shipmentsDecider,
      orderShipmentsStream(orderId),
      { type: 'MarkDelivered', shipmentId, now: this.commands.now() },
      context,
    );
    return this.followShipments(orderId, state, context);
  }

  /** Brings the order's status to what its shipments call for (see the class), then answers the shipments (bulk shipping too). */
  async followShipments(orderId: string, shipments: ShipmentsState, context: CommandContext) {
    let order = await this.orders.order(orderId);
    let position: Position | null = null;
    for (const status of orderStatusSteps(order.status, shipments, quantitiesOf(order))) {
      try {
        const changed = await this.orders.changeStatus(orderId, status, context);
        order = changed.state;
        position = changed.position ?? position;
      } catch (error) {
        // Another admin moved the order meanwhile (e.g. cancelled it): the shipment stands, the status is theirs.
        if (!(error instanceof ConflictError)) throw error;
        this.logger.warn({ orderId, status, err: error.message }, 'the order does not follow its shipments');
        break;
      }
    }
    await this.orderViews.wait(position); // the admin's list shows the new status after the answer
    return toShipmentsView(shipments, order.items, order.status);
  }
}
