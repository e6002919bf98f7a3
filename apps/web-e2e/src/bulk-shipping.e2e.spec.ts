import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  addToCart,
  fillAddress,
  firstProductPath,
  logInWithForm,
  payInTestDialog,
  productNamed,
  signIn,
} from '../support/store';

const short = (orderId: string) => orderId.slice(-6).toUpperCase();

/** Issue #43 in a browser: the admin ships two orders from one CSV (dry run, then apply) and marks one delivered in bulk; the shopper follows both. */
describe('bulk shipping from a CSV', () => {
  let admin: Browser;

  beforeAll(async () => {
    admin = await openBrowser();
    await admin.page.goto('/login');
    await logInWithForm(admin.page, 'admin@threadfit.in', 'Admin@12345');
    await admin.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => admin?.close());

  it('the admin checks and applies a CSV shipping two orders, then marks one delivered; the shopper sees both parcels and the progress on My Orders', async () => {
    const shopper = await openBrowser();
    try {
      const asha = await signIn(shopper.page);
      const orderIds: string[] = [];
      for (const productPath of [
        await firstProductPath(shopper.page),
        `/products/${(await productNamed('E2E Original Colour Tee'))._id}`,
      ]) {
        await addToCart(shopper.page, productPath);
        await shopper.page.goto('/checkout');
        await fillAddress(shopper.page, { name: asha.name });
        orderIds.push(await payInTestDialog(shopper.page));
      }
      const [first, second] = orderIds;

      const { page } = admin;
      await page.goto('/admin/orders');
      await page.getByRole('link', { name: 'Bulk shipping' }).first().click();
      await page.waitForURL((url) => url.pathname === '/admin/shipping');
      const ship = page.getByRole('region', { name: 'Ship orders' });
      // The first order by the number the admin reads ('#06E1B0'), the second by its id.
      await ship
        .getByLabel('Ship orders: CSV')
        .fill(`orderId,carrier,awb\n#${short(first)},Delhivery,DLE2E0001\n${second},Blue Dart,BDE2E0002\n`);
      await ship.getByRole('button', { name: 'Check (dry run)' }).click();
      await ship.getByText('All 2 rows can be shipped (2 orders): apply to record them').waitFor();
      await ship
        .getByRole('table', { name: 'Ship orders: rows' })
        .getByText(`#${short(first)}`)
        .waitFor();
      await screenshot(page, 'admin-bulk-shipping-dry-run');
      await ship.getByRole('button', { name: 'Apply: ship orders' }).click();
      await ship.getByText('2 shipments recorded for 2 orders').waitFor();

      const deliver = page.getByRole('region', { name: 'Mark delivered' });
      await deliver.getByLabel('Mark delivered: CSV').fill(`orderId,awb\n#${short(second)},BDE2E0002\n`);
      await deliver.getByRole('button', { name: 'Check (dry run)' }).click();
      await deliver.getByText('The shipment can be marked delivered: apply to record it').waitFor();
      await deliver.getByRole('button', { name: 'Apply: mark delivered' }).click();
      await deliver.getByText('1 shipment marked delivered').waitFor();
      await screenshot(page, 'admin-bulk-delivered');

      await shopper.page.goto('/orders');
      await shopper.page.getByRole('link', { name: 'Track Delhivery DLE2E0001' }).waitFor();
      const delivered = shopper.page.getByRole('article', { name: `Order #${short(second)}` });
      await delivered.getByRole('link', { name: 'Track Blue Dart BDE2E0002' }).waitFor();
      const progress = delivered.getByRole('region', { name: 'Order progress' });
      for (const step of ['Order placed', 'Payment received', 'Shipped', 'Delivered'])
        await progress.getByText(step, { exact: true }).waitFor();
      await screenshot(shopper.page, 'shopper-sees-bulk-shipped-orders');
    } finally {
      await shopper.close();
    }
  });
});
