import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  SHIPPED_MAIL_RANKS,
  ShippedMailExtrasRegistry,
  type MailExtras,
  type OrderState,
  type ShippedMailExtras,
} from '@store/ordering';
import { CommandHandling } from '@store/platform';
import { shipmentsDecider } from '../domain';
import { orderShipmentsStream } from '../streams';
import { trackingExtras } from './shipment-mails';

/** The order's 'has shipped' e-mail lists its shipments, each with its carrier, AWB and tracking link (before the invoice). */
@Injectable()
export class TrackingForShippedMail implements ShippedMailExtras, OnModuleInit {
  constructor(
    private readonly commands: CommandHandling,
    private readonly registry: ShippedMailExtrasRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this, SHIPPED_MAIL_RANKS.tracking);
  }

  async forShippedOrder(order: OrderState): Promise<MailExtras | null> {
    const { state } = await this.commands.load(shipmentsDecider, orderShipmentsStream(order.orderId));
    return trackingExtras(state.shipments);
  }
}
