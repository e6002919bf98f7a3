import { openOrder, orderModal, short } from '../support/admin-orders';
import { Browser, openBrowser, screenshot } from '../support/browser';
import { api, adminToken, eventually, logInWithForm, productNamed, registerVerified } from '../support/store';

const guest = {
  name: 'Ottoline Bramblewick',
  email: `ottoline.${Date.now().toString(36)}@erasure.test`,
  phone: '9712345678',
};
const address = {
  name: guest.name,
  phone: guest.phone,
  houseName: 'Marigold Villa',
  street: '9 Quillon Street',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};
const details = orderModal;

/** Issue #16 in a browser: an admin erases a guest's personal data by e-mail address; the order stays, its customer reads 'Erased'. */
describe("erasing a guest's personal data", () => {
  let browser: Browser;
  let orderId: string;

  beforeAll(async () => {
    const product = await productNamed('E2E Original Colour Tee');
    const body = {
      customerName: guest.name,
      customerEmail: guest.email,
      customerPhone: guest.phone,
      orderItems: [
        { product: product._id, name: product.name, quantity: 1, size: 'S', price: 1, colorVariantId: null },
      ],
      shippingAddress: address,
      paymentMethod: 'razorpay',
      shippingCost: 0,
      totalPrice: 1,
    };
    const placed = await api('POST', '/orders/guest', { body });
    if (placed.status !== 201) throw new Error(`guest order failed: ${JSON.stringify(placed.body)}`);
    orderId = placed.body.order._id;
    const admin = await adminToken();
    await eventually(
      () => api('GET', `/orders?search=${short(orderId)}`, { token: admin }),
      (res) => res.body?.orders?.length === 1,
    );
    browser = await openBrowser();
    await browser.page.goto('/login');
    await logInWithForm(browser.page, 'admin@threadfit.in', 'Admin@12345');
    await browser.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => browser?.close());

  it("erases a guest by e-mail after a confirmation, shows the count, and the order then reads 'Erased'", async () => {
    const { page } = browser;
    await openOrder(page, orderId);
    await details(page).getByText(`Guest: ${guest.name}`).waitFor();
    await details(page).getByText('9 Quillon Street', { exact: false }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Guest e-mail').fill(guest.email.toUpperCase()); // any spelling of the address
    await page.getByRole('button', { name: 'Erase guest data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Erase Guest Data?' });
    await confirm.getByText(`${guest.email}? This action cannot be undone.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Erase' }).click();
    const eraseSection = page.getByRole('region', { name: "Erase a guest's personal data" });
    await eraseSection.getByRole('status').filter({ hasText: 'Erased the personal data of 1 record' }).waitFor();
    await screenshot(page, 'erase-guest');

    await eventually(
      async () => {
        await page.goto(`/admin/orders?q=${short(orderId)}`);
        return page
          .getByRole('row')
          .filter({ hasText: `#${short(orderId)}` })
          .getByText('Guest: Erased')
          .count();
      },
      (found) => found === 1,
    );
    await openOrder(page, orderId);
    await details(page).getByText('Guest: Erased').waitFor();
    expect(await details(page).getByText('Erased', { exact: true }).count()).toBe(2); // the address and the contact
    expect(await details(page).getByText('9 Quillon Street', { exact: false }).count()).toBe(0);
    await screenshot(page, 'erased-order');
  });
});

/**
 * Issue #38 in a browser: a shopper writes their own name, phone and street into a review, then an
 * admin deletes the account. The review stays as its rating only: 'Anonymous', the stars and a
 * note, none of what they wrote; the product's average and count are unchanged.
 */
describe("a deleted shopper's review", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  it("shows the rating only, 'Anonymous' and 'Only the rating remains', and nothing the shopper wrote", async () => {
    const { page } = browser;
    const product = await productNamed('E2E Original Colour Tee');
    const shopper = await registerVerified();
    const phone = shopper.phone;
    const comment = `${shopper.name} here: ring me on ${phone} or come to ${shopper.address.street}. Lovely tee.`;
    const written = await api('POST', '/reviews', {
      token: shopper.token,
      body: { productId: product._id, rating: 4, comment },
    });
    if (written.status !== 201) throw new Error(`review failed: ${JSON.stringify(written.body)}`);
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });

    await page.goto(`/products/${product._id}`);
    await reviews.getByText(comment).waitFor();
    await reviews.getByText(shopper.name, { exact: true }).waitFor();
    await reviews.getByText('4.0 out of 5 · 1 review').waitFor();

    const admin = await adminToken();
    expect((await api('DELETE', `/users/${shopper.user._id}`, { token: admin })).status).toBe(200);
    await eventually(
      () => api('GET', `/reviews/${product._id}`),
      (res) => res.body?.reviews?.[0]?.comment === null,
    );

    await page.goto(`/products/${product._id}`);
    const review = reviews.getByRole('article').filter({ hasText: 'Only the rating remains' });
    await review.getByText('Only the rating remains: this reviewer’s account was deleted.').waitFor();
    await review.getByText('Anonymous', { exact: true }).waitFor();
    await review.getByRole('img', { name: 'Rated 4.0 out of 5' }).waitFor();
    await reviews.getByText('4.0 out of 5 · 1 review').waitFor();
    for (const trace of [shopper.name, phone, shopper.address.street, 'Lovely tee'])
      expect(await page.getByText(trace, { exact: false }).count()).toBe(0);
    await screenshot(page, 'erased-review');
  });
});
