import { Browser, openBrowser, screenshot } from '../support/browser';
import { addToCart, eventually, fillAddress, firstProductPath, logInWithForm } from '../support/store';

/**
 * Issue #44, "Discount codes", in a browser: the admin creates a code, a guest applies it in the
 * cart drawer and pays with the simulated gateway, and the admin's dashboard counts the use.
 */
describe('discount codes', () => {
  let admin: Browser;

  beforeAll(async () => {
    admin = await openBrowser();
    await admin.page.goto('/login');
    await logInWithForm(admin.page, 'admin@threadfit.in', 'Admin@12345');
    await admin.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => admin.close());

  it('the admin creates a code, a guest applies it in the cart drawer and pays, and the dashboard counts the use', async () => {
    const { page } = admin;
    await page.goto('/admin/discounts');
    await page.getByRole('link', { name: 'New code' }).click();
    await page.getByLabel(/^Code/).fill('e2esave15');
    await page.getByLabel(/^Value/).fill('15');
    await page.getByLabel('Total uses').fill('5');
    await page.getByRole('button', { name: 'Save code' }).click();
    await page.getByRole('heading', { name: 'Discount code E2ESAVE15' }).waitFor();
    await page.getByText('Created E2ESAVE15: 15% off').waitFor();
    await screenshot(page, 'discount-created');

    const guest = await openBrowser();
    try {
      const shopper = guest.page;
      await addToCart(shopper, await firstProductPath(shopper));
      await shopper.getByRole('button', { name: /^Cart, 1 item$/ }).click();
      const drawer = shopper.getByRole('dialog');
      await drawer.getByLabel('Discount code').fill('nosuchcode');
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await drawer.getByText('NOSUCHCODE: This code is not valid').waitFor();
      await drawer.getByLabel('Discount code').fill('e2esave15');
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await drawer.getByText('Code E2ESAVE15 applied').waitFor();
      await drawer.getByText('Discount (E2ESAVE15)').waitFor();
      const discounted = await drawer.getByTestId('discounted-total').textContent();
      await screenshot(shopper, 'discount-in-drawer');

      await shopper.goto('/guest-checkout');
      await shopper.getByText('Discount (E2ESAVE15)').waitFor();
      await fillAddress(shopper, { phone: '9000054321', email: `code.${Date.now().toString(36)}@example.in` });
      await shopper.getByRole('button', { name: 'Continue to Payment' }).click();
      // The order is placed with the code: what is charged is the total after the discount.
      await shopper.getByRole('button', { name: `Pay ${discounted}` }).click();
      const dialog = shopper.getByRole('dialog', { name: 'Test payment' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /^Pay/ }).click();
      await shopper.waitForURL((url) => /^\/order-confirmation\/[0-9a-f-]{36}$/.test(url.pathname));
      await shopper.getByText('Payment successful!').first().waitFor();
      await screenshot(shopper, 'discount-paid');
    } finally {
      await guest.close();
    }

    // The use counts once the order is paid (the stock job settles it a moment later).
    await eventually(
      async () => {
        await page.goto('/admin/dashboard');
        const figure = page.getByText('Discount code uses');
        await figure.waitFor();
        return figure.locator('xpath=following-sibling::dd').textContent();
      },
      (uses) => uses === '1',
      45_000,
    );
    await screenshot(page, 'discount-dashboard');
    await page.goto('/admin/discounts');
    await page.getByText('1 / 5 used').waitFor();
  }, 180_000);
});
