import { randomUUID } from 'node:crypto';
import type { NewEvent, Position } from '@store/eventstore';
import { systemContext } from '@store/platform';
import { rebuildProjection, waitForProjections } from '@store/projections';
import { CART_CONVERSION_PROJECTION, CartCommands, cartConversionProjection } from '../../src';
import {
  call,
  cartEvents,
  createProduct,
  item,
  signInAdmin,
  signUpShopper,
  startCartApp,
  summary,
  type CartTestApp,
  type TestProduct,
} from '../support/cart-test-app';

const metadata = () => ({
  actor: { id: null, role: 'system' as const },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});
const at = '2026-11-22T10:00:00.000Z';

describe('checking out a cart and the cart conversion report', () => {
  let t: CartTestApp;
  let admin: string;
  let tee: TestProduct;
  let shorts: TestProduct;
  beforeAll(async () => {
    t = await startCartApp();
    admin = await signInAdmin(t);
    tee = await createProduct(t, admin, { name: 'Conversion Tee' });
    shorts = await createProduct(t, admin, { name: 'Conversion Shorts' });
  });
  afterAll(() => t?.close());

  const put = (token: string, items: unknown) => call(t.app, 'PUT', '/api/cart', { token, body: { items } });

  /** Appends an ordering event the way the ordering module will (stream order-<orderId>). */
  async function appendOrderEvent(orderId: string, event: NewEvent): Promise<Position> {
    const { position } = await t.eventStore.append(`order-${orderId}`, [event]);
    return position;
  }
  const orderPlaced = (
    orderId: string,
    userId: string | null,
    items: Array<{ product: TestProduct; quantity: number; size: string }>,
  ): NewEvent => ({
    type: 'OrderPlaced',
    data: {
      orderId,
      userId,
      items: items.map(({ product, quantity, size }) => ({
        productId: product._id,
        name: product.name,
        quantity,
        size,
        price: 799,
        image: '/demo/black.svg',
        colorVariantId: product.colorVariants[0]._id,
        colorName: 'Black',
        colorCode: '#000000',
      })),
      itemsPrice: 799,
      shippingCost: 0,
      totalPrice: 799,
      at,
    },
    metadata: metadata(),
  });
  const orderPaid = (orderId: string): NewEvent => ({
    type: 'OrderPaid',
    data: { orderId, paymentId: `pay_${orderId}`, at },
    metadata: metadata(),
  });
  const caughtUp = async (position: Position) =>
    expect(await waitForProjections(t.db, [CART_CONVERSION_PROJECTION], position, { timeoutMs: 10_000 })).toBe(true);
  const report = async () => (await call(t.app, 'GET', '/api/reports/cart-conversion', { token: admin })).body;

  describe('CartCommands.checkOut', () => {
    it('records the lines in CartCheckedOut and empties the cart, once per order id', async () => {
      const shopper = await signUpShopper(t);
      await put(shopper.token, [item(tee, 'M', 2), item(shorts, 'L', 1, 1)]);
      const commands = t.app.get(CartCommands);
      const first = await commands.checkOut(shopper.id, 'order-1', systemContext());
      expect(first.lines).toEqual([]);
      expect(first.position).not.toBeNull();
      const again = await commands.checkOut(shopper.id, 'order-1', systemContext());
      expect(again).toEqual({ lines: [], position: null });

      const events = await t.eventStore.readStream(`cart-${shopper.id}`);
      const checkedOut = events.filter((event) => event.type === 'CartCheckedOut');
      expect(checkedOut).toHaveLength(1);
      expect(checkedOut[0].data).toEqual({
        userId: shopper.id,
        orderId: 'order-1',
        lines: [
          { productId: tee._id, colorVariantId: tee.colorVariants[0]._id, size: 'M', quantity: 2 },
          { productId: shorts._id, colorVariantId: shorts.colorVariants[1]._id, size: 'L', quantity: 1 },
        ],
        at: expect.any(String),
      });
      expect((await call(t.app, 'GET', '/api/cart', { token: shopper.token })).body.cart.items).toEqual([]);
    });

    it('lets the shopper fill the cart again after checking out', async () => {
      const shopper = await signUpShopper(t);
      await put(shopper.token, [item(tee, 'M', 1)]);
      await t.app.get(CartCommands).checkOut(shopper.id, 'order-2', systemContext());
      const res = await put(shopper.token, [item(tee, 'S', 1)]);
      expect(summary(res.body)).toEqual([['S', 'Black', 1]]);
      expect(await cartEvents(t, shopper.id)).toEqual(['CartItemAdded', 'CartCheckedOut', 'CartItemAdded']);
    });

    it('takes the ordered lines out of the cart when the ordering module places an order', async () => {
      const shopper = await signUpShopper(t);
      await put(shopper.token, [item(tee, 'M', 1), item(tee, 'L', 1, 1)]);
      await appendOrderEvent(
        'reactor-1',
        orderPlaced('reactor-1', shopper.id, [{ product: tee, quantity: 1, size: 'M' }]),
      );
      const deadline = Date.now() + 10_000;
      while ((await cartEvents(t, shopper.id)).at(-1) !== 'CartCheckedOut' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(summary((await call(t.app, 'GET', '/api/cart', { token: shopper.token })).body)).toEqual([
        ['L', 'Olive', 1],
      ]);
    });
  });

  describe('GET /reports/cart-conversion', () => {
    it('answers 401 without a token and 403 for a shopper', async () => {
      const shopper = await signUpShopper(t);
      expect((await call(t.app, 'GET', '/api/reports/cart-conversion')).status).toBe(401);
      const res = await call(t.app, 'GET', '/api/reports/cart-conversion', { token: shopper.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Admin access required' });
    });

    it('counts adds and units from carts, orders placed and paid from the ordering events, most added first', async () => {
      const [top, shirt] = [
        await createProduct(t, admin, { name: 'Report Tee' }),
        await createProduct(t, admin, { name: 'Report Shorts' }),
      ];
      const [asha, ravi] = [await signUpShopper(t), await signUpShopper(t)];
      await put(asha.token, [item(top, 'M', 1), item(top, 'S', 1)]);
      await put(asha.token, [item(top, 'M', 3), item(top, 'S', 1)]); // 2 more units, no new add
      await put(ravi.token, [item(top, 'M', 1), item(shirt, 'L', 1, 1)]);
      await put(ravi.token, [item(top, 'M', 1)]); // a removal counts nothing

      await appendOrderEvent(
        'o-a',
        orderPlaced('o-a', asha.id, [
          { product: top, quantity: 3, size: 'M' },
          { product: top, quantity: 1, size: 'S' },
        ]),
      );
      await appendOrderEvent(
        'o-b',
        orderPlaced('o-b', null, [
          { product: top, quantity: 1, size: 'M' },
          { product: shirt, quantity: 2, size: 'L' },
        ]),
      );
      await appendOrderEvent('o-a', orderPaid('o-a'));
      await appendOrderEvent('o-a', orderPaid('o-a')); // a second OrderPaid counts once
      const last = await appendOrderEvent('o-unknown', orderPaid('o-unknown')); // an order never seen: nothing
      await caughtUp(last);

      const body = await report();
      expect(body.success).toBe(true);
      const rows = body.products as Array<{ productId: string; cartAdds: number }>;
      expect(rows.map((row) => row.cartAdds)).toEqual([...rows.map((row) => row.cartAdds)].sort((a, b) => b - a));
      const ours = rows.filter((row) => row.productId === top._id || row.productId === shirt._id);
      expect(ours).toEqual([
        {
          productId: top._id,
          name: 'Report Tee',
          cartAdds: 3,
          unitsAdded: 5,
          ordersPlaced: 2,
          unitsOrdered: 5,
          ordersPaid: 1,
          unitsPaid: 4,
          checkoutRate: 0.67,
        },
        {
          productId: shirt._id,
          name: 'Report Shorts',
          cartAdds: 1,
          unitsAdded: 1,
          ordersPlaced: 1,
          unitsOrdered: 2,
          ordersPaid: 0,
          unitsPaid: 0,
          checkoutRate: 1,
        },
      ]);
      expect(rows.find((row) => row.productId === 'o-unknown')).toBeUndefined();
    });

    it('rebuilds the same rows from the event log (npm run replay)', async () => {
      const before = (await report()).products;
      expect(before.length).toBeGreaterThan(1);
      await rebuildProjection(cartConversionProjection, {
        db: t.db,
        eventStore: t.eventStore,
        databaseUrl: t.config.DATABASE_URL,
      });
      expect((await report()).products).toEqual(before);
    });
  });
});
