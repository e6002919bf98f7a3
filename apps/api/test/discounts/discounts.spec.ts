import {
  call,
  createProduct,
  eventually,
  lineOf,
  placeOrder,
  placePaidOrder,
  shopper,
  startShop,
  type Shop,
} from '../support/shop';

const ADMIN = '/api/admin/discounts';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const body = (overrides: Record<string, unknown> = {}) => ({
  code: `save${Math.random().toString(36).slice(2, 8)}`,
  type: 'percent',
  value: 10,
  isActive: true,
  ...overrides,
});

/** Issue #44, "Discount codes": the admin's API, validate, orders with a code and their uses. */
describe('Discount codes', () => {
  let shop: Shop;
  let asha: { token: string };
  let tee: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    shop = await startShop({ UNPAID_ORDERS_PER_CONTACT: '100', UNPAID_ORDERS_PER_DEVICE: '100' });
    asha = await shopper(shop);
    tee = await createProduct(shop, {
      price: 799,
      colorVariants: [
        {
          colorName: 'Black',
          colorCode: '#000000',
          images: [{ url: '/demo/black.svg', altText: 'Black' }],
          isDefault: true,
          stock: { S: 50, M: 50, L: 50 },
        },
      ],
    });
  });
  afterAll(() => shop.close());

  const create = (overrides: Record<string, unknown> = {}) =>
    call(shop.app, 'POST', ADMIN, { token: shop.admin, body: body(overrides) });
  const validate = (code: string, items: unknown[], token?: string, extra: Record<string, unknown> = {}) =>
    call(shop.app, 'POST', '/api/discounts/validate', { token, body: { code, items, ...extra } });
  const usesOf = async (id: string) =>
    (await call(shop.app, 'GET', `${ADMIN}/${id}`, { token: shop.admin })).body.discount.uses as number;

  describe('the admin API', () => {
    it('creates a code upper-cased, lists it, reads, edits and deletes it, and keeps its history', async () => {
      const created = await create({ code: 'diwali20', value: 20, minSubtotal: 999, usageLimit: 100 });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Discount created',
        discount: { code: 'DIWALI20', type: 'percent', value: 20, minSubtotal: 999, usageLimit: 100, uses: 0 },
      });
      const id = created.body.discount._id;
      const list = await call(shop.app, 'GET', ADMIN, { token: shop.admin });
      expect(list.body.discounts.map((d: { code: string }) => d.code)).toContain('DIWALI20');

      const edited = await call(shop.app, 'PUT', `${ADMIN}/${id}`, {
        token: shop.admin,
        body: body({ code: 'DIWALI25', value: 25, isActive: false }),
      });
      expect(edited.status).toBe(200);
      expect(edited.body.discount).toMatchObject({ code: 'DIWALI25', value: 25, isActive: false });
      // The old code is free again, the new one taken.
      expect((await create({ code: 'diwali20' })).status).toBe(201);

      const history = await call(shop.app, 'GET', `${ADMIN}/${id}/history`, { token: shop.admin });
      expect(history.body.history.map((h: { summary: string }) => h.summary)).toEqual([
        'Created DIWALI20: 20% off',
        expect.stringContaining('code DIWALI20 → DIWALI25, value 20% off → 25% off'),
      ]);
      expect(history.body.history[0].actor).toBe('Admin');

      const removed = await call(shop.app, 'DELETE', `${ADMIN}/${id}`, { token: shop.admin });
      expect(removed.body).toEqual({ success: true, message: 'Discount deleted' });
      expect((await call(shop.app, 'GET', `${ADMIN}/${id}`, { token: shop.admin })).status).toBe(404);
    });

    it("refuses a code already taken in any case with 409 'A discount with this code already exists'", async () => {
      expect((await create({ code: 'Welcome' })).status).toBe(201);
      const again = await create({ code: 'WELCOME' });
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([{ param: 'code', msg: 'A discount with this code already exists' }]);
    });

    it('accepts exactly one of ten admins saving the same code at once', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => create({ code: 'RACE10' })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    });

    it.each([
      [{ code: 'a' }, 'code', 'Code must be 3 to 32 letters, digits, - or _'],
      [{ code: 'NO SPACES' }, 'code', 'Code must be 3 to 32 letters, digits, - or _'],
      [{ type: 'bogo' }, 'type', 'Type must be percent or fixed'],
      [{ value: 0 }, 'value', 'Value must be a number greater than 0'],
      [{ value: 'ten' }, 'value', 'Value must be a number greater than 0'],
      [{ value: 150 }, 'value', 'A percentage must be at most 100'],
      [{ usageLimit: 0 }, 'usageLimit', 'Total uses must be a whole number from 1'],
      [{ perCustomerLimit: 1.5 }, 'perCustomerLimit', 'Uses per customer must be a whole number from 1'],
      [{ endsAt: 'tomorrow' }, 'endsAt', 'Dates must be like 2026-12-01T00:00:00.000Z'],
      [
        { startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' },
        'endsAt',
        'The end must be after the start',
      ],
      [{ productIds: ['not-a-product'] }, 'productIds', 'Products must be a list of at most 100 product ids'],
      [{ category: 'shoes' }, 'category', 'Category must be topwear or bottomwear'],
      [{ isActive: 'yes' }, 'isActive', 'Active must be true or false'],
    ])('refuses %j with 400 on %s', async (overrides, param, msg) => {
      const res = await create(overrides);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param, msg }]);
    });

    it('is for admins only: 401 without a token, 403 for a shopper, 404 for an unknown id', async () => {
      expect((await call(shop.app, 'GET', ADMIN)).status).toBe(401);
      expect((await call(shop.app, 'GET', ADMIN, { token: asha.token })).status).toBe(403);
      expect((await call(shop.app, 'POST', ADMIN, { token: asha.token, body: body() })).status).toBe(403);
      const unknown = await call(shop.app, 'GET', `${ADMIN}/00000000-0000-4000-8000-000000000000`, {
        token: shop.admin,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Discount not found');
      expect((await call(shop.app, 'DELETE', `${ADMIN}/nope`, { token: shop.admin })).status).toBe(404);
    });
  });

  describe('POST /api/discounts/validate', () => {
    it('answers the discount per line and in total, priced by the server, with shipping on the discounted subtotal', async () => {
      await create({ code: 'TENOFF' });
      const res = await validate('tenoff', [lineOf(tee, 'M', 1)]);
      expect(res.status).toBe(200);
      // 799 - 79.90 = 719.10: over ₹699, free shipping
      expect(res.body).toMatchObject({
        success: true,
        code: 'TENOFF',
        message: 'Code applied',
        itemsPrice: 799,
        discountTotal: 79.9,
        shippingCost: 0,
        totalPrice: 719.1,
      });
      expect(res.body.lines).toEqual([
        expect.objectContaining({ productId: tee._id, quantity: 1, price: 799, discount: 79.9 }),
      ]);
    });

    it('charges shipping again when the discount takes the subtotal under ₹699', async () => {
      await create({ code: 'FLAT150', type: 'fixed', value: 150 });
      const res = await validate('FLAT150', [lineOf(tee, 'M', 1)]);
      expect(res.body).toMatchObject({ itemsPrice: 799, discountTotal: 150, shippingCost: 29, totalPrice: 678 });
    });

    it.each([
      ['an unknown code', {}, 'NOSUCHCODE', 'This code is not valid'],
      ['an expired code', { endsAt: iso(Date.now() - DAY) }, null, 'This code has expired'],
      ['a code not started', { startsAt: iso(Date.now() + DAY) }, null, 'This code is not active yet'],
      ['a cart under the minimum', { minSubtotal: 1000 }, null, 'Add ₹201.00 more to use this code'],
      [
        'a code for other products',
        { category: 'bottomwear' },
        null,
        'This code does not apply to the items in your cart',
      ],
      ['an inactive code', { isActive: false }, null, 'This code is not active'],
    ])('refuses %s with 400 and its message', async (_what, rules, given, message) => {
      const code = given ?? (await create(rules)).body.discount.code;
      const res = await validate(code, [lineOf(tee, 'M', 1)]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, errors: [{ param: 'code', msg: message }] });
    });

    it('refuses an empty code and an empty cart with field errors', async () => {
      const empty = await validate('  ', [lineOf(tee, 'M', 1)]);
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([{ param: 'code', msg: 'Please enter a discount code' }]);
      const noItems = await validate('TENOFF', []);
      expect(noItems.status).toBe(400);
      expect(noItems.body.errors[0]).toMatchObject({ param: 'items', msg: 'Your order has no items' });
    });
  });

  describe('orders with a code', () => {
    it('records the code, the discount per line and the total after it; the use counts once paid', async () => {
      const { discount } = (await create({ code: 'PAIDONE', value: 20 })).body;
      const placed = await placeOrder(shop, asha.token, [lineOf(tee, 'M', 2)], { discountCode: 'paidone' });
      expect(placed.status).toBe(201);
      // 1598 - 319.60 = 1278.40, free shipping
      expect(placed.body.order).toMatchObject({
        discountCode: 'PAIDONE',
        discountTotal: 319.6,
        itemsPrice: 1598,
        shippingCost: 0,
        totalPrice: 1278.4,
      });
      expect(placed.body.order.orderItems[0].discount).toBe(319.6);
      const held = await call(shop.app, 'GET', `${ADMIN}/${discount._id}`, { token: shop.admin });
      expect(held.body.discount).toMatchObject({ uses: 0, reserved: 1 });

      const { orderId } = await placePaidOrder(shop, asha.token, [lineOf(tee, 'S', 1)], { discountCode: 'PAIDONE' });
      await eventually('the paid use is counted', async () => (await usesOf(discount._id)) === 1);
      const history = await call(shop.app, 'GET', `${ADMIN}/${discount._id}/history`, { token: shop.admin });
      expect(history.body.history.at(-1)).toMatchObject({ type: 'DiscountUsed', orderId });
    });

    it("refuses a code that is used up, and another customer's single-use code", async () => {
      await create({ code: 'ONLYONE', usageLimit: 1 });
      await placePaidOrder(shop, asha.token, [lineOf(tee, 'M', 1)], { discountCode: 'ONLYONE' });
      const ravi = await shopper(shop);
      const refused = await placeOrder(shop, ravi.token, [lineOf(tee, 'M', 1)], { discountCode: 'onlyone' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ param: 'discountCode', msg: 'This code has been used up' }]);
      expect((await validate('ONLYONE', [lineOf(tee, 'M', 1)], ravi.token)).body.message).toBe(
        'This code has been used up',
      );

      await create({ code: 'ONCEEACH', perCustomerLimit: 1 });
      await placePaidOrder(shop, ravi.token, [lineOf(tee, 'M', 1)], { discountCode: 'ONCEEACH' });
      const twice = await placeOrder(shop, ravi.token, [lineOf(tee, 'M', 1)], { discountCode: 'ONCEEACH' });
      expect(twice.body.message).toBe('You have already used this code');
      // Another customer still may.
      expect((await placeOrder(shop, asha.token, [lineOf(tee, 'M', 1)], { discountCode: 'ONCEEACH' })).status).toBe(
        201,
      );
    });

    it('refuses a first-order-only code to a customer with a paid order, and takes it from a new guest', async () => {
      await create({ code: 'FIRSTBUY', firstOrderOnly: true });
      const refused = await placeOrder(shop, asha.token, [lineOf(tee, 'M', 1)], { discountCode: 'FIRSTBUY' });
      expect(refused.body.message).toBe('This code is for your first order only');
      const guest = await call(shop.app, 'POST', '/api/orders/guest', {
        body: {
          customerName: 'Meera Iyer',
          customerPhone: '9000000001',
          customerEmail: 'meera@example.in',
          orderItems: [lineOf(tee, 'M', 1)],
          shippingAddress: {
            name: 'Meera Iyer',
            phone: '9000000001',
            street: '1 Lake Rd',
            city: 'Pune',
            state: 'Maharashtra',
            zipCode: '411001',
            country: 'India',
          },
          discountCode: 'FIRSTBUY',
        },
      });
      expect(guest.status).toBe(201);
      expect(guest.body.order.discountCode).toBe('FIRSTBUY');
    });

    it('gives the use back when the unpaid order is cancelled, and writes nothing for a refused order', async () => {
      const { discount } = (await create({ code: 'GIVEBACK', usageLimit: 1 })).body;
      const placed = await placeOrder(shop, asha.token, [lineOf(tee, 'M', 1)], { discountCode: 'GIVEBACK' });
      const ravi = await shopper(shop);
      expect((await placeOrder(shop, ravi.token, [lineOf(tee, 'M', 1)], { discountCode: 'GIVEBACK' })).status).toBe(
        400,
      );
      await call(shop.app, 'PUT', `/api/orders/${placed.body.order._id}/cancel`, { token: asha.token });
      await eventually('the use is given back', async () => {
        const res = await call(shop.app, 'GET', `${ADMIN}/${discount._id}`, { token: shop.admin });
        return res.body.discount.reserved === 0;
      });
      expect((await placeOrder(shop, ravi.token, [lineOf(tee, 'M', 1)], { discountCode: 'GIVEBACK' })).status).toBe(
        201,
      );
      const history = await call(shop.app, 'GET', `${ADMIN}/${discount._id}/history`, { token: shop.admin });
      expect(history.body.history.map((h: { type: string }) => h.type)).toEqual([
        'DiscountCreated',
        'DiscountReserved',
        'DiscountReleased',
        'DiscountReserved',
      ]);
    });

    it('refuses an unknown code on an order with 400 and places nothing', async () => {
      const res = await placeOrder(shop, asha.token, [lineOf(tee, 'M', 1)], { discountCode: 'NOPE123' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'discountCode', msg: 'This code is not valid' }]);
    });
  });
});
