import {
  call,
  cartEvents,
  createProduct,
  item,
  productBody,
  signInAdmin,
  signUpShopper,
  startCartApp,
  summary,
  type CartTestApp,
  type TestProduct,
} from '../support/cart-test-app';

describe('the signed-in shopper’s cart', () => {
  let t: CartTestApp;
  let admin: string;
  let tee: TestProduct;
  beforeAll(async () => {
    t = await startCartApp();
    admin = await signInAdmin(t);
    tee = await createProduct(t, admin, { hasOfferPricing: true, offerPrice: 749, originalPrice: 999, price: 999 });
  });
  afterAll(() => t?.close());

  const put = (token: string, items: unknown) => call(t.app, 'PUT', '/api/cart', { token, body: { items } });
  const get = (token: string) => call(t.app, 'GET', '/api/cart', { token });

  describe('guards', () => {
    it.each([
      ['GET', '/api/cart', undefined],
      ['PUT', '/api/cart', { items: [] }],
      ['POST', '/api/cart/merge', { items: [] }],
    ] as const)('%s %s answers 401 without a token', async (method, url, body) => {
      const res = await call(t.app, method, url, { body });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    });
  });

  describe('GET and PUT /cart', () => {
    it('answers an empty cart for a shopper who never saved one', async () => {
      const shopper = await signUpShopper(t);
      const res = await get(shopper.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, cart: { items: [] } });
    });

    it('keeps the lines, merges one product, size and colour, and prices them from the catalogue whatever the client sent', async () => {
      const shopper = await signUpShopper(t);
      const res = await put(shopper.token, [
        item(tee, 'M', 1),
        { ...item(tee, 'M', 1), product: { _id: tee._id, price: 1 } },
        item(tee, 'L', 2, 1),
      ]);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.cart.items).toEqual([
        {
          product: expect.objectContaining({
            _id: tee._id,
            name: tee.name,
            effectivePrice: 749,
            displayOriginalPrice: 999,
          }),
          quantity: 2,
          size: 'M',
          colorVariantId: tee.colorVariants[0]._id,
          colorName: 'Black',
          colorCode: '#000000',
          image: '/demo/black.svg',
          price: 749,
          originalPrice: 999,
        },
        expect.objectContaining({
          quantity: 2,
          size: 'L',
          colorVariantId: tee.colorVariants[1]._id,
          colorName: 'Olive',
          image: '/demo/olive.svg',
          price: 749,
          originalPrice: 999,
        }),
      ]);
      const again = await get(shopper.token);
      expect(again.body).toEqual(res.body);
      expect(await cartEvents(t, shopper.id)).toEqual(['CartItemAdded', 'CartItemAdded']);
    });

    it('turns a new list into changes: quantity changed, line removed, then the cart cleared', async () => {
      const shopper = await signUpShopper(t);
      await put(shopper.token, [item(tee, 'M', 1), item(tee, 'S', 1)]);
      const changed = await put(shopper.token, [item(tee, 'M', 3)]);
      expect(summary(changed.body)).toEqual([['M', 'Black', 3]]);
      const cleared = await put(shopper.token, []);
      expect(cleared.body).toEqual({ success: true, cart: { items: [] } });
      expect(await cartEvents(t, shopper.id)).toEqual([
        'CartItemAdded',
        'CartItemAdded',
        'CartItemRemoved',
        'CartItemQuantityChanged',
        'CartCleared',
      ]);
      await put(shopper.token, []);
      expect(await cartEvents(t, shopper.id)).toHaveLength(5);
    });

    it("caps quantities by stock with 'Only {n} items available in stock for {product name} ({size} - {colour name})' and writes nothing", async () => {
      const shopper = await signUpShopper(t);
      await put(shopper.token, [item(tee, 'S', 1)]);
      const res = await put(shopper.token, [item(tee, 'S', 1), item(tee, 'S', 2)]);
      expect(res.status).toBe(400);
      const message = `Only 2 items available in stock for ${tee.name} (S - Black)`;
      expect(res.body).toEqual({ success: false, message, errors: [{ param: 'items.0.quantity', msg: message }] });
      expect(summary((await get(shopper.token)).body)).toEqual([['S', 'Black', 1]]);
      expect(await cartEvents(t, shopper.id)).toEqual(['CartItemAdded']);
    });

    it("names the product without a colour when it has no colour variants: 'Only 1 item available in stock for {name} (M)' (one item, not '1 items')", async () => {
      const shopper = await signUpShopper(t);
      const plain = await createProduct(t, admin, {
        colorVariants: [],
        stock: { M: 1 },
        baseImages: [{ url: '/demo/plain.svg', altText: 'Plain' }],
      });
      const res = await put(shopper.token, [item(plain, 'M', 2, null)]);
      expect([res.status, res.body.message]).toEqual([400, `Only 1 item available in stock for ${plain.name} (M)`]);
      const ok = await put(shopper.token, [item(plain, 'M', 1, null)]);
      expect(ok.body.cart.items).toEqual([
        expect.objectContaining({
          size: 'M',
          quantity: 1,
          colorVariantId: null,
          colorName: null,
          colorCode: null,
          image: '/demo/plain.svg',
          price: 799,
          originalPrice: null,
        }),
      ]);
    });

    it('refuses bad lines with a 400 naming the field, and writes nothing', async () => {
      const shopper = await signUpShopper(t);
      await put(shopper.token, [item(tee, 'M', 1)]);
      const cases: Array<[unknown, string, string]> = [
        [
          { product: '00000000-0000-4000-8000-000000000000', size: 'M', quantity: 1 },
          'items.1.product',
          'Product not found',
        ],
        [{ size: 'M', quantity: 1 }, 'items.1.product', 'Each cart line needs a product'],
        [{ ...item(tee, 'M', 1), product: {} }, 'items.1.product', 'Each cart line needs a product'],
        [
          { ...item(tee, 'M', 1), colorVariantId: 'no-such-colour' },
          'items.1.colorVariantId',
          `The chosen colour of ${tee.name} is not available`,
        ],
        [item(tee, 'XXL', 1), 'items.1.size', `${tee.name} does not come in size XXL`],
        [{ ...item(tee, 'M', 1), size: '' }, 'items.1.size', 'Please select a size'],
        [item(tee, 'M', 0), 'items.1.quantity', 'Quantity must be a whole number from 1 to 100'],
        [item(tee, 'M', 1.5), 'items.1.quantity', 'Quantity must be a whole number from 1 to 100'],
        [item(tee, 'M', -2), 'items.1.quantity', 'Quantity must be a whole number from 1 to 100'],
        [{ ...item(tee, 'M', 1), quantity: '2' }, 'items.1.quantity', 'Quantity must be a whole number from 1 to 100'],
      ];
      for (const [line, param, message] of cases) {
        const res = await put(shopper.token, [item(tee, 'S', 1), line]);
        expect([res.status, res.body.message, res.body.errors?.[0]]).toEqual([400, message, { param, msg: message }]);
      }
      expect(summary((await get(shopper.token)).body)).toEqual([['M', 'Black', 1]]);
      expect(await cartEvents(t, shopper.id)).toEqual(['CartItemAdded']);
    });

    it('refuses a body without a list of items, and more than 50 lines', async () => {
      const shopper = await signUpShopper(t);
      for (const body of [{}, { items: 'nope' }, { items: [5] }]) {
        expect((await call(t.app, 'PUT', '/api/cart', { token: shopper.token, body })).status).toBe(400);
      }
      const many = await put(
        shopper.token,
        Array.from({ length: 51 }, () => item(tee, 'M', 1)),
      );
      expect([many.status, many.body.message]).toEqual([400, 'A cart can hold at most 50 lines']);
      expect(await cartEvents(t, shopper.id)).toEqual([]);
    });

    it('refuses an inactive colour, and leaves out of the answer a line whose product was deleted since', async () => {
      const shopper = await signUpShopper(t);
      const other = await createProduct(t, admin);
      await put(shopper.token, [item(tee, 'M', 1), item(other, 'M', 1)]);
      const withdrawn = other.colorVariants.map((v, i) => ({ ...v, isActive: i !== 0 }));
      const updated = await call(t.app, 'PUT', `/api/products/${other._id}`, {
        token: admin,
        body: productBody({ name: other.name, colorVariants: withdrawn }),
      });
      expect(updated.status).toBe(200);
      const inactive = await put(shopper.token, [item(other, 'M', 1)]);
      expect([inactive.status, inactive.body.message]).toEqual([
        400,
        `The chosen colour of ${other.name} is not available`,
      ]);
      expect(summary((await get(shopper.token)).body)).toEqual([['M', 'Black', 1]]);

      await call(t.app, 'DELETE', `/api/products/${tee._id}`, { token: admin }).then((res) =>
        expect(res.status).toBe(200),
      );
      expect((await get(shopper.token)).body.cart.items).toEqual([]);
      tee = await createProduct(t, admin, { hasOfferPricing: true, offerPrice: 749, originalPrice: 999, price: 999 });
    });
  });

  describe('POST /cart/merge', () => {
    const merge = (token: string, items: unknown) => call(t.app, 'POST', '/api/cart/merge', { token, body: { items } });

    it('adds the guest cart to the saved one: same product, size and colour add up, capped at stock, unknown lines dropped', async () => {
      const shopper = await signUpShopper(t);
      await put(shopper.token, [item(tee, 'M', 2)]);
      const res = await merge(shopper.token, [
        item(tee, 'M', 2),
        { ...item(tee, 'L', 1, 1), product: { _id: tee._id } },
        { product: 'gone', size: 'M', quantity: 1 },
        item(tee, 'S', 1, 1),
      ]);
      expect(res.status).toBe(200);
      expect(summary(res.body)).toEqual([
        ['M', 'Black', 3],
        ['L', 'Olive', 1],
      ]);
      expect(res.body.cart.items[0]).toMatchObject({ price: 749, originalPrice: 999 });
      expect(summary((await get(shopper.token)).body)).toEqual(summary(res.body));
    });

    it('answers the saved cart for an empty guest cart, and fills an empty saved cart from the guest one', async () => {
      const shopper = await signUpShopper(t);
      expect((await merge(shopper.token, [])).body).toEqual({ success: true, cart: { items: [] } });
      const res = await merge(shopper.token, [item(tee, 'S', 5)]);
      expect(summary(res.body)).toEqual([['S', 'Black', 2]]);
      expect(await cartEvents(t, shopper.id)).toEqual(['CartItemAdded']);
    });

    it('refuses a malformed guest cart with a 400 and writes nothing', async () => {
      const shopper = await signUpShopper(t);
      for (const body of [{}, { items: 'nope' }, { items: [{ ...item(tee, 'M', 1), quantity: 0 }] }]) {
        const res = await call(t.app, 'POST', '/api/cart/merge', { token: shopper.token, body });
        expect([res.status, res.body.success]).toEqual([400, false]);
      }
      expect(await cartEvents(t, shopper.id)).toEqual([]);
    });
  });
});
