import { orderViewProjection } from '@store/ordering';
import { DATABASE, EVENT_STORE } from '@store/platform';
import { projectionStatus, rebuildProjection } from '@store/projections';
import {
  address,
  call,
  createProduct,
  eventually,
  lineOf,
  placeOrder,
  shopper,
  startShop,
  stockBecomes,
  type Shop,
} from '../support/shop';

describe('orders', () => {
  let shop: Shop;
  let asha: { token: string; id: string };
  let ravi: { token: string; id: string };

  beforeAll(async () => {
    shop = await startShop();
    [asha, ravi] = await Promise.all([shopper(shop), shopper(shop)]);
  });
  afterAll(async () => {
    await shop.close();
  });

  describe("the 'Original' colour", () => {
    it("sells a line without a colour from the product's own stock, named 'Original' with the base image, and leaves the variants' stock alone", async () => {
      const product = await createProduct(shop, {
        stock: { M: 2 },
        baseImages: [{ url: '/demo/base.svg', altText: 'Base' }],
      });
      const res = await placeOrder(shop, asha.token, [{ ...lineOf(product, 'M', 2), colorVariantId: null }]);
      expect(res.status).toBe(201);
      expect(res.body.order.orderItems).toEqual([
        expect.objectContaining({
          colorVariantId: null,
          colorName: 'Original',
          colorCode: '#000000',
          image: '/demo/base.svg',
          quantity: 2,
        }),
      ]);
      await eventually('the Original sold out', async () => {
        const view = await call(shop.app, 'GET', `/api/products/${product._id}`);
        return view.body.product.stock.M === 0 && view.body.product.defaultColorVariant.stock.M === 3;
      });
      const more = await placeOrder(shop, asha.token, [{ ...lineOf(product, 'M'), colorVariantId: null }]);
      expect([more.status, more.body.message]).toEqual([
        409,
        `Insufficient stock for ${product.name} in size M (Original). Available: 0`,
      ]);
    });
  });

  describe('POST /api/orders', () => {
    it('prices every line from the catalogue whatever the client sent, and reserves the stock', async () => {
      const product = await createProduct(shop, { price: 799 });
      const res = await placeOrder(shop, asha.token, [{ ...lineOf(product, 'M', 2), price: 1 }], {
        totalPrice: 1,
        shippingCost: 0,
        itemsPrice: 1,
      });
      expect(res.status).toBe(201);
      const order = res.body.order;
      expect(order).toMatchObject({
        user: { _id: asha.id },
        orderItems: [
          {
            product: product._id,
            name: product.name,
            quantity: 2,
            size: 'M',
            price: 799,
            colorName: 'Black',
            colorCode: '#000000',
            image: '/demo/black.svg',
          },
        ],
        shippingAddress: address,
        paymentMethod: 'razorpay',
        itemsPrice: 1598,
        shippingCost: 0,
        totalPrice: 1598,
        status: 'pending',
        orderStatus: 'pending',
        paymentStatus: 'pending',
        isPaid: false,
        canPay: true,
        paymentRetriesLeft: 3,
      });
      await stockBecomes(shop, product._id, 'M', 1);
    });

    it('charges 29 shipping below 699 and uses a valid offer price', async () => {
      const product = await createProduct(shop, {
        price: 699,
        hasOfferPricing: true,
        offerPrice: 299,
        originalPrice: 699,
      });
      const res = await placeOrder(shop, asha.token, [lineOf(product, 'S', 1)]);
      expect(res.body.order).toMatchObject({ itemsPrice: 299, shippingCost: 29, totalPrice: 328 });
    });

    it("refuses a line over stock with 'Insufficient stock for {product} in size {size} ({colour}). Available: {n}' and reserves nothing", async () => {
      const product = await createProduct(shop);
      const res = await placeOrder(shop, asha.token, [lineOf(product, 'L', 2, 1), lineOf(product, 'S', 3)]);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Insufficient stock for ${product.name} in size S (Black). Available: 2`);
      // Nothing was held back: the whole stock can still be bought.
      expect((await placeOrder(shop, asha.token, [lineOf(product, 'L', 4, 1), lineOf(product, 'S', 2)])).status).toBe(
        201,
      );
    });

    it('releases the lines of other products it reserved when a later product is short', async () => {
      const plenty = await createProduct(shop);
      const short = await createProduct(shop);
      const res = await placeOrder(shop, asha.token, [lineOf(plenty, 'M', 1), lineOf(short, 'M', 9)]);
      expect(res.status).toBe(409);
      await stockBecomes(shop, plenty._id, 'M', 3);
    });

    it('answers 400 with clear messages for bad input, and 401 without a token', async () => {
      const product = await createProduct(shop);
      const noAddress = await placeOrder(shop, asha.token, [lineOf(product, 'M')], {
        shippingAddress: { ...address, city: '' },
      });
      expect(noAddress.status).toBe(400);
      expect(noAddress.body.message).toBe('Please fill in all required address fields');
      const unknown = await placeOrder(shop, asha.token, [
        { ...lineOf(product, 'M'), product: '00000000-0000-4000-8000-000000000000' },
      ]);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Product not found');
      const original = await placeOrder(shop, asha.token, [{ ...lineOf(product, 'M'), colorVariantId: null }]);
      expect([original.status, original.body.message]).toEqual([
        409,
        `Insufficient stock for ${product.name} in size M (Original). Available: 0`,
      ]);
      const badSize = await placeOrder(shop, asha.token, [lineOf(product, 'XL')]);
      expect(badSize.body.message).toBe(`${product.name} is not available in size XL`);
      const empty = await placeOrder(shop, asha.token, []);
      expect(empty.body.message).toBe('Your order has no items');
      const anonymous = await call(shop.app, 'POST', '/api/orders', {
        body: { orderItems: [lineOf(product, 'M')], shippingAddress: address },
      });
      expect(anonymous.status).toBe(401);
      expect((await placeOrder(shop, asha.token, [lineOf(product, 'M', 3)])).status).toBe(201);
    });

    it('refuses an upcoming product', async () => {
      const product = await createProduct(shop, { isUpcoming: true });
      const res = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`${product.name} is not available to order yet`);
    });
  });

  describe('POST /api/orders/guest', () => {
    it('places an order without an account, readable with the access token it answers (not by its id alone)', async () => {
      const product = await createProduct(shop);
      const res = await placeOrder(shop, null, [lineOf(product, 'M')]);
      expect(res.status).toBe(201);
      expect(res.body.order).toMatchObject({
        user: null,
        customerName: 'Ravi Kumar',
        customerPhone: '9123456789',
        customerEmail: 'ravi@example.in',
        guestCustomer: { email: 'ravi@example.in' },
      });
      expect((await call(shop.app, 'GET', `/api/orders/${res.body.order._id}`)).status).toBe(404);
      const read = await call(shop.app, 'GET', `/api/orders/${res.body.order._id}`, {
        query: { token: res.body.order.accessToken },
      });
      expect(read.status).toBe(200);
      expect(read.body.order._id).toBe(res.body.order._id);
    });

    it('checks the guest’s phone', async () => {
      const product = await createProduct(shop);
      const res = await placeOrder(shop, null, [lineOf(product, 'M')], { customerPhone: '12345' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid 10-digit Indian mobile number');
    });
  });

  describe('reading orders', () => {
    it('lists the caller’s own orders newest first, and hides another’s (404)', async () => {
      const product = await createProduct(shop);
      const first = await placeOrder(shop, ravi.token, [lineOf(product, 'M')]);
      const second = await placeOrder(shop, ravi.token, [lineOf(product, 'S')]);
      const mine = await eventually('both orders are listed', async () => {
        const res = await call(shop.app, 'GET', '/api/orders/myorders', { token: ravi.token });
        return res.body.orders.length >= 2 ? res : undefined;
      });
      expect(mine.body.orders.map((o: { _id: string }) => o._id).slice(0, 2)).toEqual([
        second.body.order._id,
        first.body.order._id,
      ]);
      expect((await call(shop.app, 'GET', `/api/orders/${first.body.order._id}`, { token: asha.token })).status).toBe(
        404,
      );
      expect((await call(shop.app, 'GET', `/api/orders/${first.body.order._id}`)).status).toBe(404);
      expect((await call(shop.app, 'GET', `/api/orders/${first.body.order._id}`, { token: shop.admin })).status).toBe(
        200,
      );
      expect((await call(shop.app, 'GET', '/api/orders/not-an-id', { token: shop.admin })).body.message).toBe(
        'Order not found.',
      );
      expect((await call(shop.app, 'GET', '/api/orders/myorders')).status).toBe(401);
    });

    it('gives admins a paged list (10 per page) that can be narrowed to one user; 401/403 otherwise', async () => {
      const list = await call(shop.app, 'GET', '/api/orders', { token: shop.admin });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({
        currentPage: 1,
        total: expect.any(Number),
        totalPages: Math.ceil(list.body.total / 10),
      });
      expect(list.body.orders.length).toBeLessThanOrEqual(10);
      const ravis = await call(shop.app, 'GET', '/api/orders', {
        token: shop.admin,
        query: { user: ravi.id, limit: '100' },
      });
      expect(ravis.body.orders.length).toBeGreaterThan(0);
      expect(ravis.body.orders.every((o: { user: { _id: string } }) => o.user._id === ravi.id)).toBe(true);
      expect((await call(shop.app, 'GET', '/api/orders')).status).toBe(401);
      expect((await call(shop.app, 'GET', '/api/orders', { token: asha.token })).status).toBe(403);
      expect((await call(shop.app, 'GET', '/api/orders', { token: shop.admin, query: { page: '0' } })).status).toBe(
        400,
      );
    });
  });

  describe('cancelling and status changes', () => {
    it('lets the owner cancel a pending order, which releases its stock', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M', 3)]);
      await stockBecomes(shop, product._id, 'M', 0);
      expect((await call(shop.app, 'PUT', `/api/orders/${body.order._id}/cancel`, { token: ravi.token })).status).toBe(
        404,
      );
      const cancelled = await call(shop.app, 'PUT', `/api/orders/${body.order._id}/cancel`, { token: asha.token });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order).toMatchObject({ status: 'cancelled', canPay: false });
      await stockBecomes(shop, product._id, 'M', 3);
      expect((await call(shop.app, 'PUT', `/api/orders/${body.order._id}/cancel`)).status).toBe(401);
    });

    it('refuses a forbidden transition with 409 and writes nothing', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const id = body.order._id;
      const res = await call(shop.app, 'PUT', `/api/orders/${id}/status`, {
        token: shop.admin,
        body: { status: 'shipped' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An order that is pending cannot be changed to shipped');
      expect((await call(shop.app, 'PUT', `/api/orders/${id}/deliver`, { token: shop.admin })).status).toBe(409);
      const history = await call(shop.app, 'GET', `/api/orders/${id}/history`, { token: shop.admin });
      expect(
        history.body.history.map((h: { type: string }) => h.type).filter((type: string) => type !== 'StockReserved'),
      ).toEqual(['OrderPlaced']);
      const unknown = await call(shop.app, 'PUT', `/api/orders/${id}/status`, {
        token: shop.admin,
        body: { status: 'teleported' },
      });
      expect(unknown.status).toBe(400);
      expect(
        (await call(shop.app, 'PUT', `/api/orders/${id}/status`, { token: asha.token, body: { status: 'cancelled' } }))
          .status,
      ).toBe(403);
      expect((await call(shop.app, 'PUT', `/api/orders/${id}/status`, { body: { status: 'cancelled' } })).status).toBe(
        401,
      );
    });

    it('walks a paid order through processing, shipped and delivered, mailing the shopper, with a readable history', async () => {
      const product = await createProduct(shop);
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
      const id = body.order._id;
      const paid = await call(shop.app, 'PUT', `/api/orders/${id}/pay`, {
        token: shop.admin,
        body: { reference: 'NEFT-123' },
      });
      expect(paid.body.order).toMatchObject({ status: 'confirmed', isPaid: true, paymentStatus: 'completed' });
      for (const status of ['processing', 'shipped']) {
        const res = await call(shop.app, 'PUT', `/api/orders/${id}/status`, { token: shop.admin, body: { status } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ message: 'Order status updated successfully', order: { status } });
      }
      const delivered = await call(shop.app, 'PUT', `/api/orders/${id}/deliver`, { token: shop.admin });
      expect(delivered.body.order).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
      const email = (await call(shop.app, 'GET', '/api/auth/me', { token: asha.token })).body.user.email;
      await shop.smtp.waitFor(email, (mail) => /has shipped/.test(mail.subject));
      await shop.smtp.waitFor(email, (mail) => /was delivered/.test(mail.subject));
      // The order's own events; its stock moves and e-mails sent are lines of their own (timeline tests in admin-orders.spec).
      const history = await eventually('both status e-mails in the history', async () => {
        const res = await call(shop.app, 'GET', `/api/orders/${id}/history`, { token: shop.admin });
        return res.body.history.filter((h: { type: string }) => h.type === 'MailSent').length === 3 ? res : null;
      });
      const own = history.body.history.filter(
        (h: { type: string }) =>
          (h.type.startsWith('Order') && h.type !== 'OrderInvoiced') || h.type === 'PaymentStarted',
      );
      expect(own.map((h: { summary: string }) => h.summary)).toEqual([
        expect.stringMatching(/^Order placed by Asha Verma: 1 item, ₹799.00/),
        'Paid (payment NEFT-123), confirmed through an admin',
        'Status changed from confirmed to processing',
        'Status changed from processing to shipped',
        'Status changed from shipped to delivered',
      ]);
      expect(own[1].actor).toMatchObject({ role: 'admin' });
      // The mail worker sends several at once: their order is the transport's.
      expect(
        history.body.history
          .filter((h: { type: string }) => h.type === 'MailSent')
          .map((h: { summary: string }) => h.summary)
          .sort(),
      ).toEqual([
        'E-mail sent to the customer: order confirmation with the items and totals',
        'E-mail sent to the customer: order delivered',
        'E-mail sent to the customer: order shipped',
      ]);
      expect((await call(shop.app, 'GET', `/api/orders/${id}/history`, { token: asha.token })).status).toBe(403);
    });
  });

  it('keeps pay, deliver and history admin-only (401/403) and answers 404 for unknown orders', async () => {
    const product = await createProduct(shop);
    const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'M')]);
    const id = body.order._id;
    for (const [method, path] of [
      ['PUT', `/api/orders/${id}/pay`],
      ['PUT', `/api/orders/${id}/deliver`],
      ['GET', `/api/orders/${id}/history`],
    ] as const) {
      expect((await call(shop.app, method, path, { body: method === 'PUT' ? {} : undefined })).status).toBe(401);
      expect(
        (await call(shop.app, method, path, { token: asha.token, body: method === 'PUT' ? {} : undefined })).status,
      ).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['PUT', `/api/orders/${unknown}/pay`],
      ['PUT', `/api/orders/${unknown}/status`],
      ['GET', `/api/orders/${unknown}/history`],
      ['PUT', `/api/orders/${unknown}/cancel`],
    ] as const) {
      const res = await call(shop.app, method, path, {
        token: shop.admin,
        body: method === 'PUT' ? { status: 'shipped' } : undefined,
      });
      expect([res.status, res.body.message]).toEqual([404, 'Order not found.']);
    }
    expect((await call(shop.app, 'GET', `/api/orders/${id}`, { token: asha.token })).body.order).toMatchObject({
      isPaid: false,
    });
  });

  it('fills the best-sellers shelf from paid order lines, most units first; unpaid orders do not count', async () => {
    const [few, many, unpaid] = [await createProduct(shop), await createProduct(shop), await createProduct(shop)];
    const pay = async (product: typeof few, quantity: number) => {
      const { body } = await placeOrder(shop, asha.token, [lineOf(product, 'L', quantity, 1)]);
      await call(shop.app, 'PUT', `/api/orders/${body.order._id}/pay`, { token: shop.admin, body: {} });
    };
    await pay(few, 1);
    await pay(many, 3);
    await placeOrder(shop, asha.token, [lineOf(unpaid, 'L', 4, 1)]);
    const shelf = await eventually('both paid products are on the shelf', async () => {
      const ids: string[] = (await call(shop.app, 'GET', '/api/products/best-sellers')).body.products.map(
        (p: { _id: string }) => p._id,
      );
      return ids.includes(few._id) && ids.includes(many._id) ? ids : undefined;
    });
    expect(shelf.indexOf(many._id)).toBeLessThan(shelf.indexOf(few._id));
    expect(shelf).not.toContain(unpaid._id);
  });

  it('rebuilds the order read model from the events to the same rows', async () => {
    const db = shop.app.get(DATABASE);
    const rows = () => db.selectFrom('order_view').selectAll().orderBy('id').execute();
    await eventually(
      'the read model has caught up',
      async () => (await projectionStatus(db, shop.app.get(EVENT_STORE), { names: ['order_view'] }))[0].lagEvents === 0,
    );
    const before = await rows();
    expect(before.length).toBeGreaterThan(5);
    await rebuildProjection(orderViewProjection, {
      db,
      eventStore: shop.app.get(EVENT_STORE),
      databaseUrl: shop.config.DATABASE_URL,
    });
    expect(await rows()).toEqual(before);
  });
});
