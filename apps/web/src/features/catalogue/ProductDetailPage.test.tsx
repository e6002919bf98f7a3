import { screen, waitFor, within } from '@testing-library/react';
import { aProduct, aUser, aVariantProduct } from '../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import type { Product } from '../../shared/products/types';
import { ProductDetailPage } from './ProductDetailPage';

function showProduct(product: Product, extra: FakeRoutes = {}, signedIn = false) {
  const api = fakeApi({
    'GET /api/products/:id': { body: { success: true, product } },
    'GET /api/reviews/:productId': { body: { success: true, reviews: [] } },
    'GET /api/reviews/user/:productId': { body: { success: true, review: null } },
    'GET /api/returns/policy': { body: { success: true, windowDays: 3, exchangesEnabled: false } },
    ...extra,
  });
  const view = renderWithApp(<ProductDetailPage />, {
    route: `/products/${product._id}`,
    path: '/products/:id',
    routes: [{ path: '/buy-now/:id', element: <p>buy now page</p> }],
    signedInAs: signedIn ? aUser() : undefined,
  });
  return { ...view, api };
}

describe('product detail', () => {
  it('shows the offer price, the original struck through and an OFFER badge when the offer is valid', async () => {
    showProduct(aProduct({ hasOfferPricing: true, isOfferValid: true, offerPrice: 599, displayOriginalPrice: 999 }));
    expect(await screen.findByRole('heading', { name: 'Aero Dry-Fit Tee', level: 1 })).toBeTruthy();
    expect(screen.getByText('OFFER')).toBeTruthy();
    expect(screen.getByText('₹999.00').className).toContain('line-through');
  });

  it("counts one review as '1 review', never '1 reviews'", async () => {
    showProduct(aProduct({ averageRating: 4, totalReviews: 1 }));
    expect(await screen.findByText('4.0 (1 review)')).toBeTruthy();
  });

  it("offers the synthetic 'Original' colour besides the active variants, and shows the chosen colour's images", async () => {
    const { user } = showProduct(aVariantProduct());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'Navy' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Red' }).getAttribute('src')).toBe('/img/red.jpg');
    await user.click(screen.getByRole('radio', { name: 'Original' }));
    expect(screen.getByRole('img', { name: 'Aero tee' }).getAttribute('src')).toBe('/img/tee.jpg');
  });

  it('fetches the main image first, in a 3:4 box like its frame, and lets the thumbnails wait', async () => {
    const images = [1, 2].map((n) => ({ url: `/img/${n}.jpg`, altText: `View ${n}` }));
    showProduct(aProduct({ baseImages: images }));
    const main = await screen.findByRole('img', { name: 'View 1' });
    expect([main.getAttribute('fetchpriority'), main.getAttribute('loading')]).toEqual(['high', 'eager']);
    expect(Number(main.getAttribute('width')) / Number(main.getAttribute('height'))).toBeCloseTo(3 / 4);
    const thumbnails = screen.getByRole('list', { name: 'Product images' }).querySelectorAll('img');
    expect([...thumbnails].map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it("sells the 'Original' colour from the product's own stock: its sizes, its limit, no colour id", async () => {
    const { user, store } = showProduct(aVariantProduct({ stock: { S: 0, M: 2, L: 0 } }));
    await user.click(await screen.findByRole('radio', { name: 'Original' }));
    expect(screen.getByRole('radio', { name: 'S (sold out)' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' }));
    expect(screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    expect(store.getState().cart.items[0]).toMatchObject({
      size: 'M',
      quantity: 2,
      colorVariantId: null,
      colorName: 'Original',
      colorCode: '#000000',
    });
  });

  it("asks for a size first: 'Please select a size'", async () => {
    const { user } = showProduct(aProduct());
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Please select a size')).toBeTruthy();
  });

  it("adds the chosen colour, size and quantity to the cart: 'Added to cart!'", async () => {
    const { user, store } = showProduct(aVariantProduct());
    await user.click(await screen.findByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    expect(store.getState().cart.items[0]).toMatchObject({
      size: 'M',
      quantity: 2,
      colorVariantId: 'red',
      colorName: 'Red',
      image: '/img/red.jpg',
      price: 1299,
    });
  });

  it('runs the stepper from 1 to the stock of the chosen size and warns at 5 or fewer left', async () => {
    const { user } = showProduct(aVariantProduct());
    await user.click(await screen.findByRole('radio', { name: 'S' }));
    expect(screen.getByText('Hurry! Only 2 left in stock.')).toBeTruthy();
    const increase = screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' }) as HTMLButtonElement;
    await user.click(increase);
    expect(increase.disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Decrease quantity of Flex Jogger' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('radio', { name: 'L (sold out)' })).toHaveProperty('disabled', true);
  });

  it('toasts the stock message when the cart already holds the stock of that size', async () => {
    const { user } = showProduct(aVariantProduct());
    await user.click(await screen.findByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Flex Jogger' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('Added to cart!');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 items available in stock for Flex Jogger (S - Red)')).toBeTruthy();
  });

  it('Buy Now saves the choice and goes to /buy-now/{id}', async () => {
    const { user, location } = showProduct(aProduct());
    await user.click(await screen.findByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(location().pathname).toBe('/buy-now/tee-1');
    expect(JSON.parse(sessionStorage.getItem('buy-now-state')!)).toMatchObject({
      productId: 'tee-1',
      size: 'S',
      quantity: 1,
    });
  });

  it('offers only Notify Me for an upcoming product', async () => {
    showProduct(aProduct({ isUpcoming: true }));
    expect(await screen.findByRole('button', { name: 'Notify Me' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it("shows a disabled 'Out of Stock' button plus Notify Me when nothing is in stock", async () => {
    showProduct(aProduct({ stock: { S: 0, M: 0, L: 0 } }));
    const outOfStock = (await screen.findByRole('button', { name: 'Out of Stock' })) as HTMLButtonElement;
    expect(outOfStock.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('lets a guest leave an e-mail for Notify Me (POST /products/{id}/notify with {email})', async () => {
    const { user, api } = showProduct(aProduct({ isUpcoming: true }), {
      'POST /api/products/:id/notify': { body: { success: true, message: "We'll let you know!" } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notify Me' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Notify Me' }));
    await user.type(dialog.getByLabelText(/Email address/), 'asha@example.in');
    await user.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText("We'll let you know!")).toBeTruthy();
    expect(api.calls('POST', '/api/products/tee-1/notify')[0].body).toEqual({ email: 'asha@example.in' });
  });

  it("subscribes a signed-in shopper at once, and says 'Failed to subscribe' on failure", async () => {
    const { user, api } = showProduct(
      aProduct({ isUpcoming: true }),
      { 'POST /api/products/:id/notify': { status: 500, body: {} } },
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Failed to subscribe')).toBeTruthy();
    expect(api.calls('POST', '/api/products/tee-1/notify')[0].body).toBeUndefined();
  });

  it('toggles the product on the wishlist', async () => {
    const { user, store } = showProduct(aProduct());
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(store.getState().wishlist.items).toHaveLength(1);
    expect(screen.getByText('Added to wishlist')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    await waitFor(() => expect(store.getState().wishlist.items).toHaveLength(0));
  });

  it("says 'Product not found' for an unknown product", async () => {
    fakeApi({ 'GET /api/products/:id': { status: 404, body: { success: false, message: 'Product not found' } } });
    renderWithApp(<ProductDetailPage />, { route: '/products/nope', path: '/products/:id' });
    expect(await screen.findByText('Product not found')).toBeTruthy();
  });
});
