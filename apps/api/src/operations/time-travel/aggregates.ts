import { CART_EVENT_TYPES, cartDecider, cartStream } from '@store/cart';
import { INVENTORY_EVENT_TYPES, inventoryDecider, inventoryStream } from '@store/catalogue';
import type { TimeTravelKind } from '@store/contracts';
import { ORDER_EVENT_TYPES, orderDecider, orderStream } from '@store/ordering';
import type { Decider, DomainEvent } from '@store/platform';

/** An aggregate the screen can fold at a past time: its stream, its own decider, the event types it evolves on. */
export interface TravellingAggregate {
  streamOf: (id: string) => string;
  decider: Pick<Decider<unknown, unknown, DomainEvent>, 'initialState' | 'evolve' | 'fold'>;
  eventTypes: readonly string[];
}

const asTravelling = <S, C, E extends DomainEvent>(
  streamOf: (id: string) => string,
  decider: Decider<S, C, E>,
  eventTypes: readonly string[],
): TravellingAggregate => ({
  streamOf,
  decider: decider as unknown as TravellingAggregate['decider'],
  eventTypes,
});

/** order: an order id; stock: a product id (its inventory stream); cart: a signed-in shopper's user id. */
export const TRAVELLING_AGGREGATES: Record<TimeTravelKind, TravellingAggregate> = {
  order: asTravelling(orderStream, orderDecider, ORDER_EVENT_TYPES),
  stock: asTravelling(inventoryStream, inventoryDecider, INVENTORY_EVENT_TYPES),
  cart: asTravelling(cartStream, cartDecider, CART_EVENT_TYPES),
};
