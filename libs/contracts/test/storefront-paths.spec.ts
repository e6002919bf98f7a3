import { listingPath, productPath, STOREFRONT_PAGES } from '../src';

describe('storefront page addresses', () => {
  it("names a product's page by its id, encoded", () => {
    expect(productPath('0b7f6a1e-5c1d-4d0a-9b1a-2f3c4d5e6f70')).toBe('/products/0b7f6a1e-5c1d-4d0a-9b1a-2f3c4d5e6f70');
    expect(productPath('a/b?c')).toBe('/products/a%2Fb%3Fc');
  });

  it('names a listing by its category, search and page only, in that order, page 1 left out', () => {
    expect(listingPath({})).toBe(STOREFRONT_PAGES.listing);
    expect(listingPath({ category: 'topwear' })).toBe('/collections?category=topwear');
    expect(listingPath({ page: 3, search: 'black tee', category: 'topwear' })).toBe(
      '/collections?category=topwear&search=black+tee&page=3',
    );
    expect(listingPath({ search: 'a&b=c', page: 1 })).toBe('/collections?search=a%26b%3Dc');
  });
});
