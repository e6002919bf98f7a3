import type { ColorVariant, CollectionBanner, HeroImage, Offer, Product } from '@store/contracts';
import {
  aBanner as aBannerFixture,
  aHeroImage as aHeroImageFixture,
  anOffer as anOfferFixture,
  aProduct,
  aVariant,
} from '../../testing/fixtures';

// The admin screens' fixtures: the shared complete fixtures with the values these tests expect.

/** The admin screens' products: the storefront fixture's product as a new admin record. */
export function anAdminProduct(overrides: Partial<Product> = {}): Product {
  return aProduct({ _id: 'p1', material: 'Polyester', tags: [], averageRating: 0, totalReviews: 0, ...overrides });
}

export function aColourVariant(overrides: Partial<ColorVariant> = {}): ColorVariant {
  return aVariant({
    _id: 'red',
    colorName: 'Red',
    colorCode: '#dc2626',
    images: [{ url: '/img/red.jpg', altText: 'Red' }],
    stock: { S: 2, M: 4, L: 0 },
    isDefault: true,
    ...overrides,
  });
}

export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return anOfferFixture({
    _id: 'o1',
    title: 'Diwali Sale',
    discount: '30% OFF',
    description: 'On all gym wear',
    validFrom: '2026-11-01',
    validUntil: '2026-11-30',
    ctaLink: '/products',
    ...overrides,
  });
}

export function aHeroImage(n: number, overrides: Partial<HeroImage> = {}): HeroImage {
  return aHeroImageFixture({
    _id: `h${n}`,
    title: `Hero Image ${n}`,
    image: { url: `/img/hero-${n}.jpg`, altText: `Hero Image ${n}` },
    order: n - 1,
    ...overrides,
  });
}

export function aBanner(overrides: Partial<CollectionBanner> = {}): CollectionBanner {
  return aBannerFixture({ _id: 'b1', imageUrl: '/img/topwear.jpg', ...overrides });
}

export const pageOf = (products: Product[], total = products.length) => ({
  success: true as const,
  products,
  currentPage: 1,
  totalPages: Math.ceil(total / 20),
  total,
});

/**
 * POST /api/uploads answered without reading the multipart body (jsdom's File does not stream
 * through the fake's Request.text()). Call after fakeApi(); `reply(n)` answers the n-th upload.
 */
export function fakeUploads(reply: (n: number) => { status: number; url?: string }) {
  const inner = globalThis.fetch;
  let count = 0;
  const uploads: number[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname !== '/api/uploads') return inner(input, init);
    const { status, url: stored } = reply(++count);
    uploads.push(count);
    const body =
      status < 400 ? { success: true, secure_url: stored, url: stored } : { success: false, message: 'Upload failed' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return uploads;
}
