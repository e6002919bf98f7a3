import { givenFor } from '@store/platform/testing';
import { cartDecider, type CartEvent, type CartLine } from '../../src/domain/cart';

const given = givenFor(cartDecider);
const userId = 'u1';
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T14:00:00.000Z';

const tee: CartLine = { productId: 'p1', colorVariantId: 'black', size: 'M', quantity: 1 };
const shorts: CartLine = { productId: 'p2', colorVariantId: null, size: 'L', quantity: 2 };
const added = (line: CartLine): CartEvent => ({
  type: 'CartItemAdded',
  data: { userId, productName: line.productId === 'p1' ? 'Flex Tee' : 'Power Shorts', at, ...line },
});
const removed = (line: CartLine): CartEvent => ({
  type: 'CartItemRemoved',
  data: { userId, productId: line.productId, colorVariantId: line.colorVariantId, size: line.size, at },
});
const cleared: CartEvent = { type: 'CartCleared', data: { userId, at } };
const checkedOut = (lines: CartLine[]): CartEvent => ({
  type: 'CartCheckedOut',
  data: { userId, orderId: 'o1', lines, at },
});
const reminded = (changeRevision: number, lines: CartLine[], code: string | null = null): CartEvent => ({
  type: 'CartReminderSent',
  data: { userId, changeRevision, lines, code, at: later },
});
/** The reminder job of the change that left the cart at `changeRevision`. */
const remind = (changeRevision: number, consented = true, code: string | null = null) =>
  ({ type: 'RecordReminder', userId, changeRevision, consented, code, now: later }) as const;

describe('cart reminders (issue #44)', () => {
  it('records one reminder with the lines when the cart is untouched since the change and the shopper consents', () =>
    given([added(tee), added(shorts)])
      .when(remind(1))
      .then([reminded(1, [tee, shorts])]));

  it('prints the configured code in the reminder', () =>
    given([added(tee)])
      .when(remind(0, true, 'COMEBACK10'))
      .then([reminded(0, [tee], 'COMEBACK10')]));

  it('never reminds a shopper without marketing consent', () =>
    given([added(tee)])
      .when(remind(0, false))
      .then([]));

  it('sends nothing for a change the shopper has made again since (the later change has its own job)', () =>
    given([added(tee), added(shorts)])
      .when(remind(0))
      .then([]));

  it('never reminds twice for the same cart, even after later changes to it', () =>
    given([added(tee), reminded(0, [tee]), added(shorts)])
      .when(remind(2))
      .then([]));

  it('a retried job finds its reminder recorded and records nothing more', () =>
    given([added(tee), reminded(0, [tee])])
      .when(remind(0))
      .then([]));

  it('never reminds an emptied cart (cleared)', () =>
    given([added(tee), cleared])
      .when(remind(1))
      .then([]));

  it('never reminds a cart whose last line was removed', () =>
    given([added(tee), removed(tee)])
      .when(remind(1))
      .then([]));

  it('never reminds after the cart was ordered', () =>
    given([added(tee), checkedOut([tee])])
      .when(remind(0))
      .then([]));

  it('reminds a new cart filled after the reminded one was ordered', () =>
    given([added(tee), reminded(0, [tee]), checkedOut([tee]), added(shorts)])
      .when(remind(3))
      .then([reminded(3, [shorts])]));

  it('reminds a new cart filled after the reminded one was emptied', () =>
    given([added(tee), reminded(0, [tee]), cleared, added(shorts)])
      .when(remind(3))
      .then([reminded(3, [shorts])]));
});
