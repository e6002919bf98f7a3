import { givenFor } from '@store/platform/testing';
import { cartDecider, type CartEvent } from '../../src/domain/cart';

const given = givenFor(cartDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const tee: { productId: string; colorVariantId: string | null; size: string } = { productId: 'p1', colorVariantId: 'v1', size: 'M' };
const added = (quantity: number, line = tee): CartEvent => ({ type: 'CartItemAdded', data: { userId, ...line, quantity, productName: 'Flex Tee', at: now } });

describe('cart decider', () => {
  it('adds new lines, changes quantities and removes what is no longer wanted', () => {
    const shorts = { productId: 'p2', colorVariantId: null, size: 'L' };
    given([added(1), added(1, shorts)])
      .when({ type: 'ReplaceCart', userId, lines: [{ ...tee, quantity: 3, productName: 'Flex Tee' }], now })
      .then([
        { type: 'CartItemRemoved', data: { userId, ...shorts, at: now } },
        { type: 'CartItemQuantityChanged', data: { userId, ...tee, quantity: 3, productName: 'Flex Tee', previous: 1, at: now } },
      ]);
  });

  it('clears a cart in one event, and does nothing to one already as wanted', () => {
    given([added(2)]).when({ type: 'ReplaceCart', userId, lines: [], now }).then([{ type: 'CartCleared', data: { userId, at: now } }]);
    given([added(2)]).when({ type: 'ReplaceCart', userId, lines: [{ ...tee, quantity: 2, productName: 'Flex Tee' }], now }).then([]);
    given().when({ type: 'ReplaceCart', userId, lines: [], now }).then([]);
  });

  it('checks out the ordered lines once per order', () => {
    given([added(2)]).when({ type: 'CheckOut', userId, orderId: 'o1', ordered: [tee], now }).then([
      { type: 'CartCheckedOut', data: { userId, orderId: 'o1', lines: [{ ...tee, quantity: 2 }], at: now } },
    ]);
    given([added(2), { type: 'CartCheckedOut', data: { userId, orderId: 'o1', lines: [{ ...tee, quantity: 2 }], at: now } }])
      .when({ type: 'CheckOut', userId, orderId: 'o1', ordered: [tee], now })
      .then([]);
  });
});
