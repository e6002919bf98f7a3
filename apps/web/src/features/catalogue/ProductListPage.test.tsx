import { screen, within } from '@testing-library/react';
import { aProduct } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { ProductListPage } from './ProductListPage';

const listAt = (route: string) => renderWithApp(<ProductListPage />, { route, path: '/collections', routes: [{ path: '/products/:id', element: <p>detail</p> }] });

describe('product listing', () => {
  it('asks for the category and search of the address', async () => {
    const api = fakeApi({ 'GET /api/products': { body: { products: [] } } });
    listAt('/collections?category=topwear&search=tee');
    await screen.findByText('No products found.');
    expect(Object.fromEntries(api.requests[0].query)).toEqual({ category: 'topwear', search: 'tee' });
  });

  it("says 'No products found.' when a listing fails (an empty list)", async () => {
    fakeApi({ 'GET /api/products': { status: 500, body: {} } });
    listAt('/collections');
    expect(await screen.findByText('No products found.')).toBeTruthy();
  });

  it('sorts upcoming products last and opens a product from its card', async () => {
    fakeApi({
      'GET /api/products': { body: { products: [aProduct({ _id: 'soon', name: 'Storm Jacket', isUpcoming: true }), aProduct({ _id: 'now', name: 'Aero Tee' })] } },
    });
    const { user, location } = listAt('/collections');
    await screen.findByRole('link', { name: 'Aero Tee' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Aero Tee', 'Storm Jacket']);
    expect(screen.getByText('Coming Soon')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Aero Tee' }));
    expect(location().pathname).toBe('/products/now');
  });

  it('shows the offer price with the original struck through only when the product has offer pricing and the offer is valid', async () => {
    fakeApi({
      'GET /api/products': {
        body: {
          products: [
            aProduct({ _id: 'a', name: 'On Offer', hasOfferPricing: true, isOfferValid: true, offerPrice: 599, displayOriginalPrice: 999, isFeatured: true }),
            aProduct({ _id: 'b', name: 'Expired Offer', price: 899, hasOfferPricing: true, isOfferValid: false, offerPrice: 499, displayOriginalPrice: 899 }),
          ],
        },
      },
    });
    listAt('/collections');
    const onOffer = within((await screen.findByRole('link', { name: 'On Offer' })).closest('article')!);
    expect(onOffer.getByText('₹599.00')).toBeTruthy();
    expect(onOffer.getByText('₹999.00').className).toContain('line-through');
    expect(onOffer.getByText('Featured')).toBeTruthy();
    const expired = within(screen.getByRole('link', { name: 'Expired Offer' }).closest('article')!);
    expect(expired.getByText('₹899.00')).toBeTruthy();
    expect(expired.queryByText('₹499.00')).toBeNull();
  });

  it('searches and filters by category through the address', async () => {
    fakeApi({ 'GET /api/products': { body: { products: [] } } });
    const { user, location } = listAt('/collections');
    await user.selectOptions(screen.getByLabelText('Category'), 'bottomwear');
    expect(location().search).toBe('?category=bottomwear');
    await user.type(screen.getByLabelText('Search products'), 'jogger{enter}');
    expect(new URLSearchParams(location().search).get('search')).toBe('jogger');
    expect(await screen.findByRole('heading', { name: 'Results for “jogger”' })).toBeTruthy();
  });
});
