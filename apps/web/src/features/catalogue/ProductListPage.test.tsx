import { screen, within } from '@testing-library/react';
import { aProduct, aProductsPage } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { ProductListPage } from './ProductListPage';

const listAt = (route: string) =>
  renderWithApp(<ProductListPage />, {
    route,
    path: '/collections',
    routes: [{ path: '/products/:id', element: <p>detail</p> }],
  });

describe('product listing', () => {
  it('asks for the category and search of the address', async () => {
    const api = fakeApi({ 'GET /api/products': { body: aProductsPage([]) } });
    listAt('/collections?category=topwear&search=tee');
    await screen.findByText('No products found.');
    expect(Object.fromEntries(api.requests[0].query)).toEqual({
      category: 'topwear',
      search: 'tee',
      page: '1',
      limit: '24',
    });
  });

  it("says 'No products found.' when a listing fails (an empty list)", async () => {
    fakeApi({ 'GET /api/products': { status: 500, body: {} } });
    listAt('/collections');
    expect(await screen.findByText('No products found.')).toBeTruthy();
  });

  it('sorts upcoming products last and opens a product from its card', async () => {
    fakeApi({
      'GET /api/products': {
        body: aProductsPage([
          aProduct({ _id: 'soon', name: 'Storm Jacket', isUpcoming: true }),
          aProduct({ _id: 'now', name: 'Aero Tee' }),
        ]),
      },
    });
    const { user, location } = listAt('/collections');
    await screen.findByRole('link', { name: 'Aero Tee' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Aero Tee',
      'Storm Jacket',
    ]);
    expect(screen.getByText('Coming Soon')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Aero Tee' }));
    expect(location().pathname).toBe('/products/now');
  });

  it('shows the offer price with the original struck through only when the product has offer pricing and the offer is valid', async () => {
    fakeApi({
      'GET /api/products': {
        body: aProductsPage([
          aProduct({
            _id: 'a',
            name: 'On Offer',
            hasOfferPricing: true,
            isOfferValid: true,
            offerPrice: 599,
            displayOriginalPrice: 999,
            isFeatured: true,
          }),
          aProduct({
            _id: 'b',
            name: 'Expired Offer',
            price: 899,
            hasOfferPricing: true,
            isOfferValid: false,
            offerPrice: 499,
            displayOriginalPrice: 899,
          }),
        ]),
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
    fakeApi({ 'GET /api/products': { body: aProductsPage([]) } });
    const { user, location } = listAt('/collections');
    await user.selectOptions(screen.getByLabelText('Category'), 'bottomwear');
    expect(location().search).toBe('?category=bottomwear');
    await user.type(screen.getByLabelText('Search products'), 'jogger{enter}');
    expect(new URLSearchParams(location().search).get('search')).toBe('jogger');
    expect(await screen.findByRole('heading', { name: 'Results for “jogger”' })).toBeTruthy();
  });

  it('pages through the listing with Previous, page numbers and Next, kept in the address', async () => {
    const api = fakeApi({
      'GET /api/products': (request) => {
        const page = Number(request.query.get('page'));
        return {
          body: aProductsPage([aProduct({ _id: `p${page}`, name: `Tee on page ${page}` })], {
            currentPage: page,
            totalPages: 3,
            total: 50,
          }),
        };
      },
    });
    const { user, location } = listAt('/collections?category=topwear');
    await screen.findByRole('link', { name: 'Tee on page 1' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Tee on page 2' });
    expect(location().search).toBe('?category=topwear&page=2');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('link', { name: 'Tee on page 3' });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(api.requests.map((request) => request.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('sorts by price and filters by brand, size, colour and price, back to page 1 on each change', async () => {
    const api = fakeApi({
      'GET /api/products': { body: aProductsPage([aProduct()], { totalPages: 2, total: 30 }) },
      'GET /api/products/facets': {
        body: {
          success: true,
          brands: ['ThreadFit', 'Zen'],
          colors: [{ name: 'Navy Blue', code: '#1f2a44' }],
          sizes: ['S', 'M'],
          minPrice: 399,
          maxPrice: 2499,
        },
      },
    });
    const { user, location } = listAt('/collections?page=2');
    await screen.findByRole('link', { name: 'Aero Dry-Fit Tee' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    expect(location().search).toBe('?sort=price-asc');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The panel opens before the facets answer: their options come with it (one response).
    await screen.findByRole('option', { name: 'Zen' });
    await user.selectOptions(screen.getByLabelText('Brand'), 'Zen');
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    await user.selectOptions(screen.getByLabelText('Colour'), 'Navy Blue');
    await user.type(screen.getByLabelText('Min ₹'), '500');
    await user.type(screen.getByLabelText('Max ₹'), '1500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      sort: 'price-asc',
      brand: 'Zen',
      size: 'M',
      color: 'Navy Blue',
      minPrice: '500',
      maxPrice: '1500',
    });
    expect(Object.fromEntries(api.calls('GET', '/api/products').at(-1)!.query)).toMatchObject({
      sort: 'price-asc',
      brand: 'Zen',
      size: 'M',
      color: 'Navy Blue',
      minPrice: '500',
      maxPrice: '1500',
      page: '1',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('?sort=price-asc');
  });
});
