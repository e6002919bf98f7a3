import type { CatalogueCommands, ProductsQuery, ProductView } from '@store/catalogue';
import { DEFAULT_PINCODE_RULES, DeliveryEstimates } from '@store/delivery';
import {
  ConflictError,
  fixedClock,
  TooManyRequestsError,
  ValidationError,
  type AppConfig,
  type Logger,
} from '@store/platform';
import { randomUUID } from 'node:crypto';
import type { UnpaidOrderHolds } from '../../src/access/unpaid-order-holds';
import { Checkout } from '../../src/commands/checkout.process';
import type { OrderRequest } from '../../src/commands/order-input';
import type { OrderWrites } from '../../src/commands/order-writes';
import { orderDecider, type OrderCommand } from '../../src/domain/order';
import type { OrderPersonalData } from '../../src/personal/order-personal-data';
import type { OrderDiscounts } from '../../src/commands/order-discounts';

const NOW = '2026-11-24T10:00:00.000Z';
const context = { actor: { id: 'u1', role: 'user' as const }, correlationId: 'c1' };
const buyer = { userId: 'u1', customer: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' } };
const address = {
  name: 'Asha Verma',
  phone: '9876543210',
  houseName: '',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};
const limits = { sources: [{ kind: 'contact' as const, key: 'user:u1' }], shareOfStock: false };

const product = (name: string) =>
  ({
    _id: randomUUID(),
    name,
    hsnCode: '6109',
    sizes: ['M'],
    isUpcoming: false,
    effectivePrice: 499,
    displayOriginalPrice: null,
    colorVariants: [],
    activeColorVariants: [],
    baseImages: [],
    images: [],
    stock: { M: 5 },
  }) as unknown as ProductView;

/**
 * The checkout process with its collaborators recorded: what each step did and what each
 * compensation undid, in order. `fail` makes one of them throw.
 */
function checkoutWith(
  fail: { reserveOf?: string; place?: boolean; hold?: boolean; releaseOf?: string; discount?: boolean } = {},
  zipCode = address.zipCode,
  discountCode: string | null = null,
) {
  const tee = product('Tee');
  const cap = product('Cap');
  const done: string[] = [];
  const warnings: unknown[] = [];
  const nameOf = (productId: string) => (productId === tee._id ? 'Tee' : 'Cap');
  const catalogue = {
    // Nothing known sold out in memory (#45): the reservation decides.
    refuseShortage: async () => undefined,
    reserveStock: async (productId: string) => {
      if (fail.reserveOf === nameOf(productId)) throw new ConflictError(`Insufficient stock for ${nameOf(productId)}`);
      done.push(`reserve ${nameOf(productId)}`);
    },
    releaseStock: async (productId: string) => {
      if (fail.releaseOf === nameOf(productId)) throw new Error('inventory unavailable');
      done.push(`release ${nameOf(productId)}`);
    },
  };
  const holds = {
    hold: async () => {
      if (fail.hold) throw new TooManyRequestsError(60, 'You already have 3 orders waiting for payment');
      done.push('hold');
    },
    release: async () => {
      done.push('release hold');
    },
  };
  const discounts = {
    useRequest: async () => ({
      customerKeys: ['user:u1'],
      firstOrder: true,
      lines: [],
      now: NOW,
      field: 'discountCode',
    }),
    reserve: async () => {
      if (fail.discount) throw new ValidationError('This code has been used up', 'discountCode');
      done.push('reserve discount');
      return { discountId: 'd1', code: 'SAVE10', quote: { lineDiscounts: [49.9, 49.9], total: 99.8 } };
    },
    release: async () => {
      done.push('release discount');
    },
  };
  const orders = {
    place: async (_orderId: string, command: OrderCommand) => {
      if (fail.place) throw new Error('event store unavailable');
      if (command.type !== 'PlaceOrder') throw new Error(`${command.type} is not a placement`);
      done.push('place');
      const placed = { type: 'OrderPlaced' as const, data: command.placed };
      return { events: [placed], state: orderDecider.evolve(orderDecider.initialState(), placed), position: null };
    },
  };
  const checkout = new Checkout(
    { ORDER_PAYMENT_TIMEOUT: '15m', UNPAID_STOCK_SHARE_PERCENT: 25, UNPAID_STOCK_SHARE_MIN_UNITS: 2 } as AppConfig,
    fixedClock(NOW),
    { warn: (...args: unknown[]) => warnings.push(args), info() {}, error() {}, debug() {} } as unknown as Logger,
    orders as unknown as OrderWrites,
    catalogue as unknown as CatalogueCommands,
    {
      forPricing: async (id: string) => [tee, cap].find((candidate) => candidate._id === id) ?? null,
    } as unknown as ProductsQuery,
    { seal: async () => 'sealed' } as unknown as OrderPersonalData,
    holds as unknown as UnpaidOrderHolds,
    new DeliveryEstimates({ STORE_TIME_ZONE: 'Asia/Kolkata' }, fixedClock(NOW), {
      current: async () => ({ rules: DEFAULT_PINCODE_RULES, updatedAt: null, updatedBy: null }),
    } as never),
    discounts as unknown as OrderDiscounts,
  );
  const request: OrderRequest = {
    lines: [tee, cap].map((item) => ({ productId: item._id, quantity: 1, size: 'M', colorVariantId: null })),
    shippingAddress: { ...address, zipCode },
    buyerGstin: null,
    discountCode,
  };
  const place = () => checkout.placeOrder(request, buyer, context, limits);
  return { place, done, warnings };
}

describe('checkout, a process with compensations', () => {
  it('holds the order against its sources, reserves each product, then places it; nothing is undone', async () => {
    const { place, done } = checkoutWith();
    const placed = await place();
    expect(done).toEqual(['hold', 'reserve Tee', 'reserve Cap', 'place']);
    expect(placed.state.expiresAt).toBe('2026-11-24T10:15:00.000Z');
    expect(placed.state.placedAt).toBe(NOW);
  });

  it('keeps the delivery promised for the pincode on the order: Pune, 2 to 4 days from the day in India', async () => {
    const placed = await checkoutWith().place();
    expect(placed.state.deliveryEstimate).toEqual({ minDays: 2, maxDays: 4, from: '2026-11-26', to: '2026-11-28' });
  });

  it('keeps no promise for an order without a pincode (Buy Now may leave it out)', async () => {
    const placed = await checkoutWith({}, '').place();
    expect(placed.state.deliveryEstimate).toBeNull();
  });

  it('refuses a pincode the store does not serve before anything is held, reserved or written', async () => {
    const { place, done } = checkoutWith({}, '999001');
    await expect(place()).rejects.toMatchObject({
      message: 'We do not deliver to pincode 999001 yet',
      field: 'shippingAddress.zipCode',
    });
    expect(done).toEqual([]);
  });

  it('releases every reservation and the hold, newest first, when placing the order fails', async () => {
    const { place, done } = checkoutWith({ place: true });
    await expect(place()).rejects.toThrow('event store unavailable');
    expect(done).toEqual(['hold', 'reserve Tee', 'reserve Cap', 'release Cap', 'release Tee', 'release hold']);
  });

  it('releases the products already reserved and the hold when a later product is refused, and answers the refusal', async () => {
    const { place, done } = checkoutWith({ reserveOf: 'Cap' });
    await expect(place()).rejects.toThrow('Insufficient stock for Cap');
    expect(done).toEqual(['hold', 'reserve Tee', 'release Tee', 'release hold']);
  });

  it('reserves nothing when the order is refused by its unpaid-order cap', async () => {
    const { place, done } = checkoutWith({ hold: true });
    await expect(place()).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(done).toEqual([]);
  });

  it('still runs the other compensations and answers the first failure when a release fails, logging it', async () => {
    const { place, done, warnings } = checkoutWith({ place: true, releaseOf: 'Cap' });
    await expect(place()).rejects.toThrow('event store unavailable');
    expect(done).toEqual(['hold', 'reserve Tee', 'reserve Cap', 'release Tee', 'release hold']);
    expect(warnings).toHaveLength(1);
  });

  describe('with a discount code (issue #44)', () => {
    it('holds a use of the code before any stock, spreads its discount over the lines and charges the total after it', async () => {
      const { place, done } = checkoutWith({}, address.zipCode, 'save10');
      const placed = await place();
      expect(done).toEqual(['hold', 'reserve discount', 'reserve Tee', 'reserve Cap', 'place']);
      expect(placed.state.discount).toEqual({ discountId: 'd1', code: 'SAVE10', total: 99.8 });
      expect(placed.state.items.map((item) => item.discount)).toEqual([49.9, 49.9]);
      // 998 - 99.80 = 898.20: still over the free-shipping threshold
      expect(placed.state).toMatchObject({ itemsPrice: 998, shippingCost: 0, totalPrice: 898.2 });
    });

    it('gives the use back when a product is refused later, newest first', async () => {
      const { place, done } = checkoutWith({ reserveOf: 'Cap' }, address.zipCode, 'SAVE10');
      await expect(place()).rejects.toThrow('Insufficient stock for Cap');
      expect(done).toEqual([
        'hold',
        'reserve discount',
        'reserve Tee',
        'release Tee',
        'release discount',
        'release hold',
      ]);
    });

    it("reserves no stock when the code is refused, and answers the code's message", async () => {
      const { place, done } = checkoutWith({ discount: true }, address.zipCode, 'SAVE10');
      await expect(place()).rejects.toMatchObject({ message: 'This code has been used up', field: 'discountCode' });
      expect(done).toEqual(['hold', 'release hold']);
    });
  });
});
