import { aProduct } from '../../testing/fixtures';
import { listingHead } from './listing-head';

const PUBLIC_URL = 'https://threadfit.example';
const headOf = (query: string, products = [aProduct()]) =>
  listingHead({ publicUrl: PUBLIC_URL, params: new URLSearchParams(query), products });

describe('a listing page head', () => {
  it('names the page as the listing does: the category, the search, or All Products', () => {
    expect(headOf('category=topwear').title).toBe('Topwear | ThreadFit');
    expect(headOf('search=black tee').title).toBe('Search: black tee | ThreadFit');
    expect(headOf('').title).toBe('All Products | ThreadFit');
  });

  it('keeps only the category, search and page in the canonical URL, in that order, at /collections', () => {
    expect(headOf('sort=price-asc&page=2&brand=Nike&search=tee&category=topwear&size=M').canonical).toBe(
      'https://threadfit.example/collections?category=topwear&search=tee&page=2',
    );
    expect(headOf('page=1&minPrice=100').canonical).toBe('https://threadfit.example/collections');
    expect(headOf('page=abc').canonical).toBe('https://threadfit.example/collections');
  });

  it('shows link previews the first product image, and the small card when the page has no products', () => {
    const head = headOf('category=topwear');
    expect(head.openGraph).toMatchObject({
      'og:type': 'website',
      'og:url': 'https://threadfit.example/collections?category=topwear',
      'og:image': 'https://threadfit.example/img/tee.jpg',
    });
    expect(head.twitter['twitter:card']).toBe('summary_large_image');
    const empty = headOf('search=nothing', []);
    expect(empty.openGraph).not.toHaveProperty('og:image');
    expect(empty.twitter['twitter:card']).toBe('summary');
  });

  it('gives a category listing the breadcrumb Home > Category, and the whole listing and an unknown category none', () => {
    expect(headOf('category=bottomwear&page=2').jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://threadfit.example/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Bottomwear',
            item: 'https://threadfit.example/collections?category=bottomwear',
          },
        ],
      },
    ]);
    expect(headOf('').jsonLd).toEqual([]);
    expect(headOf('category=hats').jsonLd).toEqual([]);
  });
});
