import { calendarDay } from '@store/contracts';
import { addDays, DEFAULT_PINCODE_RULES } from '@store/delivery';
import {
  address,
  call,
  createProduct,
  lineOf,
  placeOrder,
  shopper,
  startShop,
  stockOf,
  type Shop,
} from '../support/shop';

const RULES = '/api/admin/delivery/pincode-rules';
const INVALID = 'Please enter a valid 6-digit pincode';
const today = () => calendarDay(new Date(), 'Asia/Kolkata');

/** A GET whose answer is text (the CSV). */
async function text(shop: Shop, url: string, token?: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

const estimate = (shop: Shop, pincode: string) =>
  call(shop.app, 'GET', '/api/delivery/estimate', { query: { pincode } });

/** Issue #43, "Delivery promises by pincode". */
describe('Delivery promises by pincode', () => {
  let shop: Shop;
  let asha: { token: string };
  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
  });
  afterAll(() => shop.close());

  describe('GET /api/delivery/estimate', () => {
    it('answers a metro pincode 2-4 days from today in India, to anyone', async () => {
      const res = await estimate(shop, '560025');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        pincode: '560025',
        serviceable: true,
        minDays: 2,
        maxDays: 4,
        from: addDays(today(), 2),
        to: addDays(today(), 4),
      });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it('answers the North-East 6-10 days and the Army Postal Service not serviceable', async () => {
      expect((await estimate(shop, '781001')).body).toMatchObject({ serviceable: true, minDays: 6, maxDays: 10 });
      expect((await estimate(shop, '999001')).body).toEqual({
        success: true,
        pincode: '999001',
        serviceable: false,
        minDays: null,
        maxDays: null,
        from: null,
        to: null,
        message: 'We do not deliver to pincode 999001 yet',
      });
    });

    it.each(['', '4110', '011001', '41100x', '4110011'])(`refuses %j with 400 '${INVALID}'`, async (pincode) => {
      const res = await estimate(shop, pincode);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID);
      expect(res.body.errors).toEqual([{ param: 'pincode', msg: INVALID }]);
    });
  });

  describe('the admin’s table (GET/PUT /api/admin/delivery/pincode-rules)', () => {
    it('is for the admin only: 401 without a token, 403 for a shopper', async () => {
      expect((await call(shop.app, 'GET', RULES)).status).toBe(401);
      expect((await call(shop.app, 'GET', RULES, { token: asha.token })).status).toBe(403);
      expect((await call(shop.app, 'PUT', RULES, { token: asha.token, body: { rules: [] } })).status).toBe(403);
      expect((await text(shop, `${RULES}.csv`, asha.token)).status).toBe(403);
      const csv = { csv: 'prefix,area,serviceable,minDays,maxDays\n4,West,yes,4,7' };
      expect((await call(shop.app, 'POST', `${RULES}/import`, { token: asha.token, body: csv })).status).toBe(403);
    });

    it('starts with the seeded table for all of India, saved by no one', async () => {
      const res = await call(shop.app, 'GET', RULES, { token: shop.admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        rules: [...DEFAULT_PINCODE_RULES],
        updatedAt: null,
        updatedBy: null,
      });
    });

    it.each([
      [
        { rules: [{ prefix: '4x', serviceable: true, minDays: 1, maxDays: 2 }] },
        'rules.0.prefix',
        'Each prefix must be 1 to 6 digits, the first 1 to 9',
      ],
      [
        { rules: [{ prefix: '4', serviceable: true, minDays: 1, maxDays: 61 }] },
        'rules.0.maxDays',
        'Delivery days must be whole numbers from 0 to 60',
      ],
      [
        { rules: [{ prefix: '4', serviceable: 'yes', minDays: 1, maxDays: 2 }] },
        'rules.0.serviceable',
        'Serviceable must be yes or no',
      ],
      [
        { rules: [{ prefix: '4', serviceable: true, minDays: 5, maxDays: 2 }] },
        'rules.0.minDays',
        'Minimum days cannot be more than maximum days',
      ],
      [
        {
          rules: [
            { prefix: '4', serviceable: true, minDays: 1, maxDays: 2 },
            { prefix: '4', serviceable: false },
          ],
        },
        'rules.1.prefix',
        'Prefix 4 is listed twice',
      ],
      [{ rules: 'all of India' }, 'rules', 'Rules must be a list of pincode prefixes'],
    ])('refuses %j with 400 at %s: %p, saving nothing', async (body, param, msg) => {
      const res = await call(shop.app, 'PUT', RULES, { token: shop.admin, body });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ param, msg });
      expect((await call(shop.app, 'GET', RULES, { token: shop.admin })).body.updatedAt).toBeNull();
    });

    it('refuses more than 2,000 rules', async () => {
      const rules = Array.from({ length: 2001 }, (_, index) => ({
        prefix: String(100000 + index),
        serviceable: true,
        minDays: 1,
        maxDays: 2,
      }));
      const res = await call(shop.app, 'PUT', RULES, { token: shop.admin, body: { rules } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('At most 2,000 pincode rules');
    });

    it('replaces the whole table, by whom and when; the estimate follows at once', async () => {
      const current = (await call(shop.app, 'GET', RULES, { token: shop.admin })).body.rules;
      const rules = [
        ...current.filter((rule: { prefix: string }) => rule.prefix !== '9'),
        { prefix: '9', area: 'Army Postal Service', serviceable: false },
        { prefix: '56', area: 'Karnataka south', serviceable: true, minDays: 3, maxDays: 5 },
        { prefix: '5600', area: 'Bengaluru centre', serviceable: true, minDays: 1, maxDays: 1 },
      ];
      const res = await call(shop.app, 'PUT', RULES, { token: shop.admin, body: { rules } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Delivery areas saved');
      expect(res.body.updatedBy).toEqual(expect.any(String));
      expect(res.body.updatedAt).toEqual(expect.any(String));
      expect(res.body.rules).toHaveLength(DEFAULT_PINCODE_RULES.length + 2);
      expect((await estimate(shop, '560025')).body).toMatchObject({ minDays: 1, maxDays: 1, to: addDays(today(), 1) });
      expect((await estimate(shop, '560100')).body).toMatchObject({ minDays: 2, maxDays: 4 });
      expect((await estimate(shop, '561203')).body).toMatchObject({ minDays: 3, maxDays: 5 });
    });
  });

  describe('the table as CSV', () => {
    it('downloads the table with its header', async () => {
      const res = await text(shop, `${RULES}.csv`, shop.admin);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('delivery-areas.csv');
      const lines = res.body.split('\r\n');
      expect(lines[0]).toBe('prefix,area,serviceable,minDays,maxDays');
      expect(lines).toContain('110,Delhi,yes,2,4');
    });

    it('checks a file (dry run by default) and answers every faulty row with 422, writing nothing', async () => {
      const before = (await call(shop.app, 'GET', RULES, { token: shop.admin })).body;
      const csv = [
        'prefix,area,serviceable,minDays,maxDays',
        '4,West,yes,4,7',
        '5,South,perhaps,1,2',
        '4,Twice,yes,1,2',
      ].join('\n');
      const res = await call(shop.app, 'POST', `${RULES}/import`, {
        token: shop.admin,
        body: { csv },
        query: { dryRun: 'false' },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        success: false,
        message: 'The file has problems; nothing was changed',
        dryRun: false,
        rows: 3,
        rowErrors: [
          { row: 3, message: 'Serviceable must be yes or no' },
          { row: 4, message: 'Prefix 4 is listed twice' },
        ],
      });
      expect((await call(shop.app, 'GET', RULES, { token: shop.admin })).body).toEqual(before);
    });

    it('applies an edited download whole after a dry run', async () => {
      const csv = (await text(shop, `${RULES}.csv`, shop.admin)).body.concat('7810,Guwahati,yes,3,5\r\n');
      const dry = await call(shop.app, 'POST', `${RULES}/import`, {
        token: shop.admin,
        body: { csv },
        query: { dryRun: 'true' },
      });
      expect(dry.status).toBe(200);
      expect(dry.body).toMatchObject({
        success: true,
        dryRun: true,
        message: expect.stringContaining('nothing was changed'),
      });
      expect((await estimate(shop, '781001')).body).toMatchObject({ minDays: 6, maxDays: 10 });

      const applied = await call(shop.app, 'POST', `${RULES}/import`, {
        token: shop.admin,
        body: { csv },
        query: { dryRun: 'false' },
      });
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ success: true, dryRun: false, rows: dry.body.rows });
      expect((await estimate(shop, '781001')).body).toMatchObject({ minDays: 3, maxDays: 5 });
      expect((await estimate(shop, '782001')).body).toMatchObject({ minDays: 6, maxDays: 10 });
    });
  });

  describe('checkout', () => {
    it('keeps the delivery promise on the order and shows it in the order', async () => {
      const product = await createProduct(shop);
      const res = await placeOrder(shop, asha.token, [lineOf(product, 'M')], {
        shippingAddress: { ...address, zipCode: '411001' },
      });
      expect(res.status).toBe(201);
      const promised = { minDays: 2, maxDays: 4, from: addDays(today(), 2), to: addDays(today(), 4) };
      expect(res.body.order.deliveryEstimate).toEqual(promised);
      const read = await call(shop.app, 'GET', `/api/orders/${res.body.order._id}`, { token: asha.token });
      expect(read.body.order.deliveryEstimate).toEqual(promised);
    });

    it.each([
      ['a malformed pincode', '011001', INVALID],
      ['a pincode not served', '999001', 'We do not deliver to pincode 999001 yet'],
    ])(
      'refuses %s with 400 at shippingAddress.zipCode, for shoppers and guests, writing nothing',
      async (_what, zipCode, msg) => {
        const product = await createProduct(shop);
        const before = await stockOf(shop, product._id, 'M');
        const orders = async () =>
          (await call(shop.app, 'GET', '/api/orders/myorders', { token: asha.token })).body.orders.length;
        const ordersBefore = await orders();
        for (const token of [asha.token, null]) {
          const res = await placeOrder(shop, token, [lineOf(product, 'M')], {
            shippingAddress: { ...address, zipCode },
          });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(msg);
          expect(res.body.errors).toEqual([{ param: 'shippingAddress.zipCode', msg }]);
        }
        expect(await stockOf(shop, product._id, 'M')).toBe(before);
        expect(await orders()).toBe(ordersBefore);
      },
    );
  });
});
