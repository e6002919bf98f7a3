import { openOrder, orderModal } from '../support/admin-orders';
import { Browser, openBrowser, screenshot } from '../support/browser';
import {
  addToCart,
  eventually,
  fillAddress,
  firstProductPath,
  logInWithForm,
  payInTestDialog,
  productNamed,
  signIn,
} from '../support/store';

/** Issue #43 in a browser: the admin ships half of an order from its details, the shopper tracks the parcel on My Orders. */
describe('shipping with tracking', () => {
  let admin: Browser;

  beforeAll(async () => {
    admin = await openBrowser();
    await admin.page.goto('/login');
    await logInWithForm(admin.page, 'admin@threadfit.in', 'Admin@12345');
    await admin.page.waitForURL((url) => url.pathname === '/admin/products');
  });
  afterAll(() => admin?.close());

  it('an admin ships one of two lines with Blue Dart (the order shows as processing) and the shopper sees the Track link on My Orders', async () => {
    const shopper = await openBrowser();
    try {
      const asha = await signIn(shopper.page);
      await addToCart(shopper.page, await firstProductPath(shopper.page));
      await addToCart(shopper.page, `/products/${(await productNamed('E2E Original Colour Tee'))._id}`);
      await shopper.page.goto('/checkout');
      await fillAddress(shopper.page, { name: asha.name });
      const orderId = await payInTestDialog(shopper.page);

      const { page } = admin;
      await openOrder(page, orderId);
      const details = orderModal(page);
      const shipments = details.getByRole('region', { name: 'Shipments' });
      await shipments.getByText('Not shipped yet').waitFor();
      await shipments.getByRole('option', { name: 'Blue Dart' }).waitFor({ state: 'attached' });
      await shipments.getByLabel('Carrier').selectOption('Blue Dart');
      await shipments.getByLabel('AWB').fill('BD-E2E-0001');
      await shipments.getByRole('spinbutton', { name: /^Units of E2E Original Colour Tee/ }).fill('0');
      await shipments.getByRole('button', { name: 'Ship', exact: true }).click();
      const awb = shipments.getByRole('link', { name: 'BD-E2E-0001' });
      await awb.waitFor();
      expect(await awb.getAttribute('href')).toBe(
        'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD-E2E-0001',
      );
      // The order's status followed its first, partial shipment.
      await eventually(
        () => details.getByLabel('Update Status').inputValue(),
        (status) => status === 'processing',
      );
      await shipments.getByRole('spinbutton', { name: /^Units of E2E Original Colour Tee/ }).waitFor();
      await screenshot(page, 'admin-ships-half-an-order');
      await details.getByRole('button', { name: 'Close', exact: true }).click();

      await shopper.page.goto('/orders');
      const track = shopper.page.getByRole('link', { name: 'Track Blue Dart BD-E2E-0001' });
      await track.waitFor();
      expect(await track.getAttribute('href')).toBe(
        'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD-E2E-0001',
      );
      expect(await track.getAttribute('target')).toBe('_blank');
      await screenshot(shopper.page, 'shopper-tracks-a-parcel');
    } finally {
      await shopper.close();
    }
  });
});
