import { ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import { discountDecider, quoteFor, type UseRequest } from '../../src/domain/discount';
import type { DiscountEvent, DiscountRules } from '../../src/domain/discount-events';
import type { QuoteLine } from '../../src/domain/discount-quote';

const given = givenFor(discountDecider);
const NOW = '2026-11-29T08:00:00.000Z';
const ID = 'd1';
const TEE = 'p-tee';
const JOGGER = 'p-jogger';

const rules = (overrides: Partial<DiscountRules> = {}): DiscountRules => ({
  code: 'SAVE10',
  type: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  productIds: [],
  category: null,
  isActive: true,
  ...overrides,
});

const created = (overrides: Partial<DiscountRules> = {}): DiscountEvent => ({
  type: 'DiscountCreated',
  data: { discountId: ID, rules: rules(overrides), at: '2026-11-01T00:00:00.000Z' },
});
const reserved = (orderId: string, customerKeys = [`user:${orderId}`], amount = 50): DiscountEvent => ({
  type: 'DiscountReserved',
  data: { discountId: ID, orderId, customerKeys, amount, at: NOW },
});
const used = (orderId: string, amount = 50): DiscountEvent => ({
  type: 'DiscountUsed',
  data: { discountId: ID, orderId, amount, at: NOW },
});

const tee: QuoteLine = { productId: TEE, category: 'topwear', price: 499, quantity: 1 };
const jogger: QuoteLine = { productId: JOGGER, category: 'bottomwear', price: 1299, quantity: 1 };

const use = (overrides: Partial<UseRequest> = {}): UseRequest => ({
  customerKeys: ['user:asha'],
  firstOrder: true,
  lines: [tee, jogger],
  now: NOW,
  field: 'discountCode',
  ...overrides,
});
const reserve = (orderId: string, overrides: Partial<UseRequest> = {}) => ({
  type: 'ReserveUse' as const,
  orderId,
  ...use(overrides),
});

describe('creating and editing a code (admin)', () => {
  it('creates a code with its rules', () => {
    given([])
      .when({ type: 'CreateDiscount', discountId: ID, rules: rules(), now: NOW })
      .then([{ type: 'DiscountCreated', data: { discountId: ID, rules: rules(), at: NOW } }]);
  });

  it("refuses a percentage over 100 with 'A percentage must be at most 100'", () => {
    given([])
      .when({ type: 'CreateDiscount', discountId: ID, rules: rules({ value: 120 }), now: NOW })
      .thenFails('A percentage must be at most 100', ValidationError);
  });

  it("refuses an end before the start with 'The end must be after the start'", () => {
    const window = { startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' };
    given([])
      .when({ type: 'CreateDiscount', discountId: ID, rules: rules(window), now: NOW })
      .thenFails('The end must be after the start', ValidationError);
  });

  it('refuses to create the same discount twice', () => {
    given([created()])
      .when({ type: 'CreateDiscount', discountId: ID, rules: rules(), now: NOW })
      .thenFails(/already exists/, ConflictError);
  });

  it('edits every rule at once (the history keeps the rules before)', () => {
    given([created()])
      .when({ type: 'EditDiscount', rules: rules({ value: 15 }), now: NOW })
      .then([{ type: 'DiscountEdited', data: { discountId: ID, rules: rules({ value: 15 }), at: NOW } }]);
  });

  it("answers 'Discount not found' for editing a deleted code or one that never existed", () => {
    const deleted: DiscountEvent = { type: 'DiscountDeleted', data: { discountId: ID, code: 'SAVE10', at: NOW } };
    given([created(), deleted])
      .when({ type: 'EditDiscount', rules: rules(), now: NOW })
      .thenFails('Discount not found', NotFoundError);
    given([]).when({ type: 'DeleteDiscount', now: NOW }).thenFails('Discount not found', NotFoundError);
  });
});

describe('the rules of a code, checked when it is applied', () => {
  it("refuses an unknown (or deleted) code with 'This code is not valid'", () => {
    given([]).when(reserve('o1')).thenFails('This code is not valid', ValidationError);
    const deleted: DiscountEvent = { type: 'DiscountDeleted', data: { discountId: ID, code: 'SAVE10', at: NOW } };
    given([created(), deleted]).when(reserve('o1')).thenFails('This code is not valid');
  });

  it("refuses an inactive code with 'This code is not active'", () => {
    given([created({ isActive: false })])
      .when(reserve('o1'))
      .thenFails('This code is not active');
  });

  it("refuses a code before its start with 'This code is not active yet'", () => {
    given([created({ startsAt: '2026-12-01T00:00:00.000Z' })])
      .when(reserve('o1'))
      .thenFails('This code is not active yet');
  });

  it("refuses a code from its end on with 'This code has expired'", () => {
    given([created({ endsAt: NOW })])
      .when(reserve('o1'))
      .thenFails('This code has expired');
    given([created({ endsAt: '2026-11-29T08:00:00.001Z' })])
      .when(reserve('o1'))
      .then([reserved('o1', ['user:asha'], 179.8)]);
  });

  it("refuses a cart under the minimum with 'Add ₹X more to use this code'", () => {
    given([created({ minSubtotal: 2000 })])
      .when(reserve('o1'))
      .thenFails('Add ₹202.00 more to use this code', ValidationError);
  });

  it('accepts a cart exactly at the minimum', () => {
    given([created({ minSubtotal: 1798 })])
      .when(reserve('o1'))
      .then([reserved('o1', ['user:asha'], 179.8)]);
  });

  it("refuses a first-order-only code for a customer with an earlier paid order: 'This code is for your first order only'", () => {
    given([created({ firstOrderOnly: true })])
      .when(reserve('o1', { firstOrder: false }))
      .thenFails('This code is for your first order only');
    given([created({ firstOrderOnly: true })])
      .when(reserve('o1'))
      .then([reserved('o1', ['user:asha'], 179.8)]);
  });

  it("refuses a code for other products with 'This code does not apply to the items in your cart'", () => {
    given([created({ productIds: ['p-other'] })])
      .when(reserve('o1'))
      .thenFails('This code does not apply to the items in your cart');
    given([created({ category: 'bottomwear' })])
      .when(reserve('o1', { lines: [tee] }))
      .thenFails('This code does not apply to the items in your cart');
  });

  it('takes a category code off the lines of that category only', () => {
    const state = discountDecider.evolve(discountDecider.initialState(), created({ category: 'bottomwear' }));
    expect(quoteFor(state, use())).toEqual({ lineDiscounts: [0, 129.9], total: 129.9 });
  });

  it('takes a product code off the listed products only', () => {
    const state = discountDecider.evolve(discountDecider.initialState(), created({ productIds: [TEE] }));
    expect(quoteFor(state, use())).toEqual({ lineDiscounts: [49.9, 0], total: 49.9 });
  });
});

describe('how many times a code is used', () => {
  it('holds one use per order when it is placed', () => {
    given([created({ usageLimit: 2 })])
      .when(reserve('o1'))
      .then([reserved('o1', ['user:asha'], 179.8)]);
  });

  it("refuses once every use is held or counted: 'This code has been used up'", () => {
    given([created({ usageLimit: 2 }), reserved('o1'), reserved('o2'), used('o2')])
      .when(reserve('o3'))
      .thenFails('This code has been used up', ValidationError);
  });

  it('counts a use again once an unpaid order gave it back', () => {
    const released: DiscountEvent = {
      type: 'DiscountReleased',
      data: { discountId: ID, orderId: 'o1', reason: 'expired', at: NOW },
    };
    given([created({ usageLimit: 1 }), reserved('o1'), released])
      .when(reserve('o2'))
      .then([reserved('o2', ['user:asha'], 179.8)]);
  });

  it("refuses a customer past their uses with 'You have already used this code' (a guest by e-mail or phone)", () => {
    given([created({ perCustomerLimit: 1 }), reserved('o1', ['user:asha'])])
      .when(reserve('o2'))
      .thenFails('You have already used this code');
    given([created({ perCustomerLimit: 1 }), reserved('o1', ['mail:ravi', 'phone:ravi'])])
      .when(reserve('o2', { customerKeys: ['mail:other', 'phone:ravi'] }))
      .thenFails('You have already used this code');
    given([created({ perCustomerLimit: 1 }), reserved('o1', ['user:ravi'])])
      .when(reserve('o2'))
      .then([reserved('o2', ['user:asha'], 179.8)]);
  });

  it('holds nothing twice for the same order', () => {
    given([created(), reserved('o1')])
      .when(reserve('o1'))
      .then([]);
  });

  it('counts the use when the order is paid, once', () => {
    given([created(), reserved('o1', ['user:asha'], 60)])
      .when({ type: 'CountUse', orderId: 'o1', amount: 99, now: NOW })
      .then([used('o1', 60)]);
    given([created(), reserved('o1'), used('o1')])
      .when({ type: 'CountUse', orderId: 'o1', amount: 50, now: NOW })
      .then([]);
  });

  it('counts a late payment whose hold was given back at expiry (the shopper paid with the discount)', () => {
    const released: DiscountEvent = {
      type: 'DiscountReleased',
      data: { discountId: ID, orderId: 'o1', reason: 'expired', at: NOW },
    };
    given([created(), reserved('o1'), released])
      .when({ type: 'CountUse', orderId: 'o1', amount: 50, now: NOW })
      .then([used('o1', 50)]);
  });

  it('gives the use back when an unpaid order expires or is cancelled; never a paid one', () => {
    given([created(), reserved('o1')])
      .when({ type: 'ReleaseUse', orderId: 'o1', reason: 'cancelled', now: NOW })
      .then([{ type: 'DiscountReleased', data: { discountId: ID, orderId: 'o1', reason: 'cancelled', at: NOW } }]);
    given([created(), reserved('o1'), used('o1')])
      .when({ type: 'ReleaseUse', orderId: 'o1', reason: 'cancelled', now: NOW })
      .then([]);
    given([created()]).when({ type: 'ReleaseUse', orderId: 'o1', reason: 'expired', now: NOW }).then([]);
  });

  it('keeps counting uses of a deleted code (paid orders keep their discount)', () => {
    const deleted: DiscountEvent = { type: 'DiscountDeleted', data: { discountId: ID, code: 'SAVE10', at: NOW } };
    given([created(), reserved('o1'), deleted])
      .when({ type: 'CountUse', orderId: 'o1', amount: 50, now: NOW })
      .then([used('o1', 50)]);
  });
});
