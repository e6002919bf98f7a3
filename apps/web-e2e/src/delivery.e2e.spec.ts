import { Browser, openBrowser, screenshot } from '../support/browser';
import { addToCart, api, firstProductPath } from '../support/store';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`)).replace(',', '');

/** Issue #43: a shopper checks delivery to a pincode on a product page. */
describe('delivery promises by pincode', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows the date range for a served pincode, the refusal for one not served, and remembers the last pincode in the cart', async () => {
    const { page } = browser;
    const expected = (await api('GET', '/delivery/estimate?pincode=560025')).body;
    await addToCart(page, await firstProductPath()); // the cart page shows the check beside a cart's total
    const widget = page.getByRole('form', { name: 'Check delivery' });
    await widget.getByRole('textbox', { name: 'Pincode' }).fill('560025');
    await widget.getByRole('button', { name: 'Check' }).click();
    await widget.getByText(`Delivery by ${shortDay(expected.from)} – ${shortDay(expected.to)}`).waitFor();
    await screenshot(page, 'delivery-check-served');

    await widget.getByRole('textbox', { name: 'Pincode' }).fill('999001');
    await widget.getByRole('button', { name: 'Check' }).click();
    await widget.getByText('We do not deliver to pincode 999001 yet').waitFor();

    await page.goto('/cart');
    const cartWidget = page.getByRole('form', { name: 'Check delivery' });
    // The remembered pincode is checked again as the cart shows it.
    await cartWidget.getByText('We do not deliver to pincode 999001 yet').waitFor();
    expect(await cartWidget.getByRole('textbox', { name: 'Pincode' }).inputValue()).toBe('999001');
  });
});
