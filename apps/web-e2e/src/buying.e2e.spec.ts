import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  addToCart,
  adminToken,
  api,
  choose,
  DEMO_TEE,
  eventually,
  fillAddress,
  forgetShopper,
  logInWithForm,
  payInTestDialog,
  productNamed,
  registerVerified,
  signIn,
  waitForMail,
} from '../support/store';

const JOGGERS = 'Cargo Gym Joggers';
const ORIGINAL_TEE = 'E2E Original Colour Tee';

/** Buying: Buy Now (guest and signed in), the /cart page, the 'Original' colour, /checkout via /login. */
describe('buying in the e2e store', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(() => forgetShopper(browser.page));

  it('a guest buys with Buy Now: product summary, optional e-mail, address, the test dialog, the confirmation and its e-mail', async () => {
    const { page } = browser;
    const tee = await productNamed(DEMO_TEE);
    await page.goto(`/products/${tee._id}`);
    await choose(page, { size: 'M' });
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/buy-now/${tee._id}`);
    await page.getByText(DEMO_TEE).first().waitFor();
    const email = `buynow.${Date.now().toString(36)}@example.in`;
    await fillAddress(page, { email });
    await screenshot(page, 'buy-now-guest-address');
    const orderId = await payInTestDialog(page);
    await page.getByText('Payment successful!').first().waitFor();
    await page.getByText(DEMO_TEE).first().waitFor();
    // The order's number as people read it (#06E1B0); the full id stays in the URL.
    await page.getByText(`#${orderId.slice(-6).toUpperCase()}`, { exact: true }).waitFor();
    await screenshot(page, 'buy-now-guest-confirmation');
    expect((await waitForMail(email, /confirmed/i)).text).toContain('Total paid: ₹');
  });

  it('a signed-in shopper buys with Buy Now and finds the paid order in My Orders', async () => {
    const { page } = browser;
    await signIn(page);
    const joggers = await productNamed(JOGGERS);
    await page.goto(`/products/${joggers._id}`);
    await choose(page, { size: 'L' });
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === `/buy-now/${joggers._id}`);
    await page.getByText(JOGGERS).first().waitFor();
    await fillAddress(page, { name: 'Asha Verma', phone: '9876543210' });
    const orderId = await payInTestDialog(page);
    await page.getByText(JOGGERS).first().waitFor();
    await screenshot(page, 'buy-now-signed-in-confirmation');

    await page.goto('/orders');
    await page
      .getByText(`Order #${orderId.slice(-6).toUpperCase()}`, { exact: true })
      .first()
      .waitFor();
    await page.getByText('Payment Successful').first().waitFor();
    await page.getByText(JOGGERS).first().waitFor();
    await screenshot(page, 'buy-now-signed-in-orders');
  });

  it('changes a quantity on /cart (the total follows) and removes lines until the cart is empty', async () => {
    const { page } = browser;
    const [tee, joggers] = await Promise.all([productNamed(DEMO_TEE), productNamed(JOGGERS)]);
    await addToCart(page, `/products/${tee._id}`);
    await addToCart(page, `/products/${joggers._id}`);
    await page.goto('/cart');
    const teeQuantity = page.getByRole('group', { name: `Quantity of ${DEMO_TEE}` });
    await teeQuantity.waitFor();
    expect((await teeQuantity.locator('output').textContent())?.trim()).toBe('1');

    const priceOf = (p: any) => (p.hasOfferPricing && p.isOfferValid ? p.offerPrice : p.price) as number;
    const total = page.getByRole('complementary', { name: 'Cart total' });
    // The Total with two decimals and Indian digit grouping, e.g. ₹1,598.00.
    const rupees = (amount: number) =>
      `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await total
      .getByText(rupees(priceOf(tee) + priceOf(joggers)))
      .first()
      .waitFor();

    await page.getByRole('button', { name: `Increase quantity of ${DEMO_TEE}` }).click();
    await eventually(
      async () => (await teeQuantity.locator('output').textContent())?.trim(),
      (text) => text === '2',
    );
    await total
      .getByText(rupees(2 * priceOf(tee) + priceOf(joggers)))
      .first()
      .waitFor();
    await screenshot(page, 'cart-quantity-changed');
    // The change is kept: a reload shows the same quantity.
    await page.reload();
    await eventually(
      async () =>
        (
          await page
            .getByRole('group', { name: `Quantity of ${DEMO_TEE}` })
            .locator('output')
            .textContent()
        )?.trim(),
      (text) => text === '2',
    );

    await page.getByRole('button', { name: `Remove ${JOGGERS} from cart` }).click();
    await page.getByRole('button', { name: `Remove ${JOGGERS} from cart` }).waitFor({ state: 'detached' });
    await total
      .getByText(rupees(2 * priceOf(tee)))
      .first()
      .waitFor();
    await page.getByRole('button', { name: `Remove ${DEMO_TEE} from cart` }).click();
    await page.getByText('Your cart is empty.').waitFor();
    await screenshot(page, 'cart-emptied');
  });

  it("buys the 'Original' colour end to end: its sizes and stock are the product's own, the order keeps 'Original'", async () => {
    const { page } = browser;
    const product = await productNamed(ORIGINAL_TEE);
    expect(product.stock).toMatchObject({ S: 2, M: 4, L: 0 });
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.getByRole('radio', { name: 'Original', exact: true }).check({ force: true });
    // L has no base stock: sold out in 'Original' (the Forest Green variant has 5).
    await page.getByRole('radio', { name: 'L (sold out)' }).waitFor();
    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    const more = page.getByRole('button', { name: `Increase quantity of ${ORIGINAL_TEE}` });
    while (await more.isEnabled()) await more.click();
    expect(
      (
        await page
          .getByRole('group', { name: `Quantity of ${ORIGINAL_TEE}` })
          .locator('output')
          .textContent()
      )?.trim(),
    ).toBe('4');
    for (let i = 0; i < 3; i += 1)
      await page.getByRole('button', { name: `Decrease quantity of ${ORIGINAL_TEE}` }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart!').waitFor();
    await screenshot(page, 'original-colour-added');

    await page.goto('/guest-checkout');
    await page.getByText('Original').first().waitFor();
    const email = `original.${Date.now().toString(36)}@example.in`;
    await fillAddress(page, { email });
    const orderId = await payInTestDialog(page);
    await page
      .getByText(/Original/)
      .first()
      .waitFor();
    await screenshot(page, 'original-colour-confirmation');

    const token = await adminToken();
    const order = (await api('GET', `/orders/${orderId}`, { token })).body.order;
    expect(order.orderItems).toEqual([
      expect.objectContaining({ name: ORIGINAL_TEE, size: 'M', quantity: 1, colorName: 'Original' }),
    ]);
    expect(order.orderItems[0].colorVariantId ?? null).toBeNull();
    // One unit of the base stock is gone; the variant's stock is untouched.
    const after = await eventually(
      async () => (await api('GET', `/products/${product._id}`)).body.product,
      (p) => p.stock.M === 3,
    );
    expect(after.colorVariants[0].stock).toMatchObject({ S: 5, M: 5, L: 5 });
  });

  it('sends a guest from /checkout to /login and back after an interactive login, with the guest cart merged into the saved one', async () => {
    const { page } = browser;
    const shopper = await registerVerified();
    const [tee, joggers] = await Promise.all([productNamed(DEMO_TEE), productNamed(JOGGERS)]);
    // The shopper's saved cart (from another device) holds the joggers.
    const saved = await api('PUT', '/cart', {
      token: shopper.token,
      body: { items: [{ product: joggers._id, quantity: 1, size: 'S', colorVariantId: joggers.colorVariants[0]._id }] },
    });
    expect(saved.status).toBeLessThan(300);

    await addToCart(page, `/products/${tee._id}`);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === 'checkout');
    await screenshot(page, 'checkout-login-redirect');
    await logInWithForm(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByText(DEMO_TEE).first().waitFor();
    await page.getByText(JOGGERS).first().waitFor();
    await screenshot(page, 'checkout-after-login-merged');
    const linesOf = (body: any): unknown[] => (Array.isArray(body?.cart) ? body.cart : (body?.cart?.items ?? []));
    const server = await eventually(
      async () => (await api('GET', '/cart', { token: shopper.token })).body,
      (body) => linesOf(body).length === 2,
    );
    expect(JSON.stringify(server)).toContain(tee._id);
  });

  it('keeps a line a signed-in shopper added just before reloading, even when its save never reached the server', async () => {
    const { page } = browser;
    const shopper = await signIn(page);
    const tee = await productNamed(DEMO_TEE);
    // The save of the cart never reaches the server (the page went, or the connection dropped).
    let cutShort = false;
    await page.route('**/api/cart', (route) => {
      if (cutShort || route.request().method() !== 'PUT') return route.continue();
      cutShort = true;
      return route.abort();
    });
    await addToCart(page, `/products/${tee._id}`);
    await eventually(async () => cutShort, Boolean, 5_000);
    await page.goto('/checkout');
    await page.getByLabel('Full name').waitFor();
    await page.getByText(DEMO_TEE).first().waitFor();
    const server = await eventually(
      async () => (await api('GET', '/cart', { token: shopper.token })).body,
      (body) => (body?.cart?.items ?? []).length === 1,
    );
    expect(server.cart.items[0].product._id).toBe(tee._id);
  });
});
