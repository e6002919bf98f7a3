import { screen, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { anAdminProduct, pageOf } from '../admin-fixtures';
import { ProductsPage } from './ProductsPage';

function products(routes: FakeRoutes) {
  const api = fakeApi({ 'GET /api/products/:id/notify/count': { body: { success: true, count: 3 } }, ...routes });
  return { ...renderWithApp(<ProductsPage />, { signedInAs: anAdmin() }), api };
}

describe('admin products table', () => {
  it('lists products with price / offer price, total stock with a low-stock mark, flags and notify-me count', async () => {
    products({
      'GET /api/products': {
        body: pageOf([
          anAdminProduct({ stock: { S: 2, M: 2, L: 0 } }),
          anAdminProduct({
            _id: 'p2',
            name: 'Flex Jogger',
            hasOfferPricing: true,
            offerPrice: 999,
            price: 1299,
            isFeatured: true,
            stock: { S: 40 },
          }),
        ]),
      },
    });
    const row = (await screen.findByText('Flex Jogger')).closest('tr')!;
    expect(within(row).getByText('₹999.00')).toBeTruthy();
    expect(within(row).getByText('₹1,299.00').className).toContain('line-through');
    expect(within(row).getByText('Featured')).toBeTruthy();
    const tee = screen.getByText('Aero Dry-Fit Tee').closest('tr')!;
    expect(within(tee).getByText('Low')).toBeTruthy();
    expect((await within(tee).findAllByText('3')).length).toBeGreaterThan(0);
  });

  it('strikes through the same price as the storefront: the original price the admin set, else the price', async () => {
    products({
      'GET /api/products': {
        body: pageOf([
          anAdminProduct({
            _id: 'p2',
            name: 'Compression Tights',
            price: 1199,
            hasOfferPricing: true,
            offerPrice: 899,
            originalPrice: 1299,
            isOfferValid: true,
            displayOriginalPrice: 1299,
          }),
          anAdminProduct({
            _id: 'p3',
            name: 'Stringer Vest',
            price: 699,
            hasOfferPricing: true,
            offerPrice: 399,
            isOfferValid: false,
          }),
        ]),
      },
    });
    const tights = (await screen.findByText('Compression Tights')).closest('tr')!;
    expect(within(tights).getByText('₹1,299.00').className).toContain('line-through');
    expect(within(tights).queryByText('₹1,199.00')).toBeNull();
    const vest = screen.getByText('Stringer Vest').closest('tr')!;
    expect(within(vest).getByText('₹699.00').className).toContain('line-through');
    expect(within(vest).getByText('offer not running')).toBeTruthy();
  });

  it("shows 'No products found.' when the catalogue is empty", async () => {
    products({ 'GET /api/products': { body: pageOf([]) } });
    expect(await screen.findByText('No products found.')).toBeTruthy();
  });

  it("shows 'Failed to load products' when the list fails", async () => {
    products({ 'GET /api/products': { status: 500, body: {} } });
    expect((await screen.findAllByText('Failed to load products')).length).toBeGreaterThan(0);
  });

  it('searches and filters by category through the API, from page 1', async () => {
    const { user, api } = products({ 'GET /api/products': { body: pageOf([anAdminProduct()]) } });
    await screen.findByText('Aero Dry-Fit Tee');
    await user.type(screen.getByPlaceholderText('Search products...'), 'tee');
    await user.selectOptions(screen.getByLabelText('Category'), 'bottomwear');
    await screen.findByText('Aero Dry-Fit Tee');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const last = api.calls('GET', '/api/products').at(-1)!;
    expect(last.query.get('search')).toBe('tee');
    expect(last.query.get('category')).toBe('bottomwear');
    expect(last.query.get('page')).toBe('1');
  });

  it("deletes a product after the confirmation: 'Product deleted successfully'", async () => {
    const { user, api } = products({
      'GET /api/products': { body: pageOf([anAdminProduct()]) },
      'DELETE /api/products/:id': { body: { success: true, message: 'Product deleted successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Aero Dry-Fit Tee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeTruthy();
    expect(api.calls('DELETE', '/api/products/p1')).toHaveLength(1);
  });

  it("shows 'Failed to delete product' when the delete fails", async () => {
    const { user } = products({
      'GET /api/products': { body: pageOf([anAdminProduct()]) },
      'DELETE /api/products/:id': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Aero Dry-Fit Tee' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product')).toBeTruthy();
  });

  it('toggles upcoming with PUT /products/{id}/upcoming', async () => {
    const { user, api } = products({
      'GET /api/products': { body: pageOf([anAdminProduct()]) },
      'PUT /api/products/:id/upcoming': { body: { success: true, product: anAdminProduct({ isUpcoming: true }) } },
    });
    await user.click(await screen.findByRole('switch', { name: 'Upcoming: Aero Dry-Fit Tee' }));
    expect(await screen.findByText('Marked as upcoming')).toBeTruthy();
    expect(api.calls('PUT', '/api/products/p1/upcoming')[0].body).toEqual({ isUpcoming: true });
  });
});
