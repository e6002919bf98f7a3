import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_CARRIERS,
  isOrderShipmentEvent,
  orderShipmentsStream,
  trackingUrlOf,
  type CarrierValues,
  type OrderShipmentEvent,
} from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { CARRIERS_STREAM } from '@store/fulfilment';
import type { OrderState } from '@store/ordering';
import { EVENT_STORE, ValidationError } from '@store/platform';
import { deliveriesOf, type Deliveries, type OrderForReturn } from '../domain';

/** The order as a return reads it. */
export const orderForReturn = (order: OrderState): OrderForReturn => ({
  orderId: order.orderId,
  isPaid: order.isPaid,
  status: order.status,
  items: order.items.map((item) => ({
    productId: item.productId,
    name: item.name,
    size: item.size,
    colorVariantId: item.colorVariantId,
    colorName: item.colorName,
    image: item.image,
    price: item.price,
    quantity: item.quantity,
  })),
});

/**
 * What the returns module reads of other modules' streams when it decides: the order's shipments
 * (fulfilment's `order-shipments-{orderId}`: what was delivered and when) and the carriers in
 * force (`fulfilment-carriers`: a pickup's or a replacement's tracking link). Both are the
 * fulfilment module's integration events, typed in libs/contracts.
 */
@Injectable()
export class OrderFacts {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async deliveries(order: OrderState): Promise<Deliveries> {
    const events = (await this.store.readStream(orderShipmentsStream(order.orderId))).filter(isOrderShipmentEvent);
    return deliveriesOf(events as unknown as OrderShipmentEvent[], {
      status: order.status,
      deliveredAt: order.deliveredAt,
      quantities: order.items.map((item) => item.quantity),
    });
  }

  async carriers(): Promise<CarrierValues[]> {
    const [last] = await this.store.readStream(CARRIERS_STREAM, { direction: 'backwards', limit: 1 });
    return (last?.data as { carriers?: CarrierValues[] } | undefined)?.carriers ?? [...DEFAULT_CARRIERS];
  }

  /** The carrier of that name (whatever the case) with the parcel's tracking link, or a field error naming it. */
  async parcel(carrierName: string, awb: string, field: string, unknownCarrier: (name: string) => string) {
    const carrier = (await this.carriers()).find(
      (candidate) => candidate.name.toLowerCase() === carrierName.trim().toLowerCase(),
    );
    if (!carrier) throw new ValidationError(unknownCarrier(carrierName.trim()), field);
    const trimmed = awb.trim();
    return { carrier: carrier.name, awb: trimmed, trackingUrl: trackingUrlOf(carrier.trackingUrlTemplate, trimmed) };
  }
}
