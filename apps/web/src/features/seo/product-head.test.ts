import { aProduct, aReview, aVariantProduct, anOfferProduct } from '../../testing/fixtures';
import { sellingPrice } from '../../shared/products/product-rules';
import { productHead } from './product-head';

const PUBLIC_URL = 'https://threadfit.example';
const jsonLdOf = (head: ReturnType<typeof productHead>, type: string) =>
  head.jsonLd.find((value) => value['@type'] === type) as Record<string, any>;

describe('a product page head', () => {
  it('names the page "{name} | ThreadFit" with one canonical URL under the public address', () => {
    const head = productHead({ publicUrl: PUBLIC_URL, product: aProduct() });
    expect(head.title).toBe('Aero Dry-Fit Tee | ThreadFit');
    expect(head.canonical).toBe('https://threadfit.example/products/tee-1');
    expect(head.openGraph['og:url']).toBe(head.canonical);
    expect(jsonLdOf(head, 'Product').offers.url).toBe(head.canonical);
  });

  it("shows link previews the product's first image (absolute), today's price in INR and the large card", () => {
    const head = productHead({ publicUrl: PUBLIC_URL, product: anOfferProduct() });
    expect(head.openGraph).toMatchObject({
      'og:type': 'product',
      'og:title': 'Aero Dry-Fit Tee',
      'og:image': 'https://threadfit.example/img/tee.jpg',
      'og:site_name': 'ThreadFit',
      'product:price:amount': '599.00',
      'product:price:currency': 'INR',
      'product:availability': 'in stock',
      'product:brand': 'ThreadFit',
    });
    expect(head.twitter).toMatchObject({
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://threadfit.example/img/tee.jpg',
    });
    expect(head.description).toBe('₹599.00 (was ₹999.00). A breathable training tee.');
    expect(head.openGraph['og:description']).toBe(head.description);
  });

  it("keeps an image already on another host (an image service) as it is, and the default colour's images first", () => {
    const product = aVariantProduct();
    product.colorVariants[0].images = [
      { url: 'https://res.cloudinary.com/demo/red-1.jpg', altText: 'Red' },
      { url: '/uploads/red-2.jpg', altText: 'Red back' },
    ];
    const head = productHead({ publicUrl: PUBLIC_URL, product });
    expect(head.openGraph['og:image']).toBe('https://res.cloudinary.com/demo/red-1.jpg');
    expect(jsonLdOf(head, 'Product').image).toEqual([
      'https://res.cloudinary.com/demo/red-1.jpg',
      'https://threadfit.example/uploads/red-2.jpg',
    ]);
  });

  it('describes the product with JSON-LD Product: name, images, description, sku, brand and an Offer at the price the shopper pays', () => {
    const product = anOfferProduct({ offerValidUntil: '2026-12-31' });
    const ld = jsonLdOf(productHead({ publicUrl: PUBLIC_URL, product }), 'Product');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Aero Dry-Fit Tee',
      image: ['https://threadfit.example/img/tee.jpg'],
      description: 'A breathable training tee.',
      sku: 'tee-1',
      brand: { '@type': 'Brand', name: 'ThreadFit' },
      offers: {
        '@type': 'Offer',
        price: '599.00',
        priceCurrency: 'INR',
        priceValidUntil: '2026-12-31',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(Number(ld.offers.price)).toBe(sellingPrice(product));
  });

  it('gives priceValidUntil only while an offer runs and has a last day', () => {
    const offerOf = (product = aProduct()) =>
      jsonLdOf(productHead({ publicUrl: PUBLIC_URL, product }), 'Product').offers;
    expect(offerOf(aProduct())).not.toHaveProperty('priceValidUntil');
    expect(offerOf(anOfferProduct({ offerValidUntil: null }))).not.toHaveProperty('priceValidUntil');
    const ended = anOfferProduct({ offerValidUntil: '2026-01-31', isOfferValid: false, effectivePrice: 799 });
    expect(offerOf(ended)).not.toHaveProperty('priceValidUntil');
    expect(offerOf(ended).price).toBe('799.00');
  });

  it('says upcoming products are for pre-order and sold-out ones out of stock, in JSON-LD, Open Graph and the description', () => {
    const upcoming = productHead({ publicUrl: PUBLIC_URL, product: aProduct({ isUpcoming: true }) });
    expect(jsonLdOf(upcoming, 'Product').offers.availability).toBe('https://schema.org/PreOrder');
    expect(upcoming.openGraph['product:availability']).toBe('preorder');
    expect(upcoming.description).toBe('₹799.00. Coming Soon. A breathable training tee.');
    const soldOut = productHead({ publicUrl: PUBLIC_URL, product: aVariantProduct({ colorVariants: [], stock: {} }) });
    expect(jsonLdOf(soldOut, 'Product').offers.availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut.openGraph['product:availability']).toBe('out of stock');
    expect(soldOut.description).toContain('Out of Stock');
  });

  it('adds the rating and the reviews with text when there are some, and neither when there are none', () => {
    const reviewed = jsonLdOf(
      productHead({
        publicUrl: PUBLIC_URL,
        product: aProduct({ averageRating: 4.5, totalReviews: 2 }),
        reviews: [aReview(), aReview({ _id: 'erased', comment: null, userId: { _id: 'u3', name: 'Anonymous' } })],
      }),
      'Product',
    );
    expect(reviewed.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(reviewed.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ravi Kumar' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Fits well and dries quickly.',
        datePublished: '2026-11-01T10:00:00.000Z',
      },
    ]);
    const unreviewed = jsonLdOf(
      productHead({ publicUrl: PUBLIC_URL, product: aProduct({ averageRating: 0, totalReviews: 0 }) }),
      'Product',
    );
    expect(unreviewed).not.toHaveProperty('aggregateRating');
    expect(unreviewed).not.toHaveProperty('review');
  });

  it("meets Google's product rich result rules: a name, and an offer with a price, currency and availability", () => {
    for (const product of [aProduct(), anOfferProduct(), aVariantProduct(), aProduct({ isUpcoming: true })]) {
      const ld = jsonLdOf(productHead({ publicUrl: PUBLIC_URL, product }), 'Product');
      expect(typeof ld.name).toBe('string');
      expect(ld.offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(ld.offers.priceCurrency).toBe('INR');
      expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/);
      expect(ld.image.length).toBeGreaterThan(0);
      for (const image of ld.image) expect(image).toMatch(/^https:\/\//);
    }
  });

  it('gives the breadcrumb Home > Category > Product', () => {
    const crumbs = jsonLdOf(productHead({ publicUrl: PUBLIC_URL, product: aVariantProduct() }), 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://threadfit.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Bottomwear',
        item: 'https://threadfit.example/collections?category=bottomwear',
      },
      { '@type': 'ListItem', position: 3, name: 'Flex Jogger', item: 'https://threadfit.example/products/jogger-1' },
    ]);
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const description = `${'Soft breathable fabric for long sessions. '.repeat(10)}End.`;
    const head = productHead({ publicUrl: PUBLIC_URL, product: aProduct({ description }) });
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
    expect(head.description).toMatch(/^₹799\.00\. Soft breathable fabric/);
    expect(jsonLdOf(head, 'Product').description).toBe(description);
  });
});
