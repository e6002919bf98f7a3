import { listingQuery } from '../shared/products/listing-query';
import { reviewsApi } from '../features/catalogue/reviews/reviews-api';
import { homeApi } from '../features/home/home-api';
import { statusOf } from '../shared/api-error';
import { productsApi } from '../shared/products/products-api';
import { returnPolicyApi } from '../shared/return-policy/return-policy-api';
import type { AppStore } from '../app/store';

/** The server-rendered screens, by route id (app/router.tsx); every other route is rendered in the browser. */
export const SERVER_RENDERED_PAGES = [
  'home',
  'products',
  'collections',
  'product',
  'privacy',
  'terms',
  'not-found',
] as const;
export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/** Each screen's module as the web build's manifest names it (the page preloads its chunks). */
export const SCREEN_SOURCES: Record<ServerRenderedPage, string> = {
  home: 'src/features/home/HomePage.tsx',
  products: 'src/features/catalogue/ProductListPage.tsx',
  collections: 'src/features/catalogue/ProductListPage.tsx',
  product: 'src/features/catalogue/ProductDetailPage.tsx',
  privacy: 'src/features/content/PrivacyPage.tsx',
  terms: 'src/features/content/TermsPage.tsx',
  'not-found': 'src/features/errors/NotFoundPage.tsx',
};

export const isServerRenderedPage = (id: string | undefined): id is ServerRenderedPage =>
  (SERVER_RENDERED_PAGES as readonly string[]).includes(id ?? '');

interface PageRequest {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** What a page's data says about its answer: 404 for a product that does not exist, 503 when the API failed. */
export type PageOutcome = { status: number };

/** 200 when every read answered; a read that failed makes the page 503 (crawlers come back), never cached. */
function outcomeOf(results: { error?: unknown }[]): PageOutcome {
  return { status: results.some((result) => result.error) ? 503 : 200 };
}

/**
 * Fetches into the store exactly what each screen's first render asks RTK Query for (same
 * endpoints, same arguments), so the server's HTML shows it and the browser's first render,
 * reading the handed-over cache, renders the same.
 */
export const PAGE_DATA: Record<ServerRenderedPage, (store: AppStore, request: PageRequest) => Promise<PageOutcome>> = {
  async home(store) {
    const results = await Promise.all([
      store.dispatch(productsApi.endpoints.getNewArrivals.initiate()),
      store.dispatch(productsApi.endpoints.getBestSellers.initiate()),
      store.dispatch(homeApi.endpoints.getHeroSlides.initiate()),
      store.dispatch(homeApi.endpoints.getCollectionBanners.initiate()),
      store.dispatch(returnPolicyApi.endpoints.returnPolicy.initiate()),
    ]);
    return outcomeOf(results);
  },
  products: listing,
  collections: listing,
  async product(store, { params }) {
    const id = params.id ?? '';
    const [product, reviews, photos, policy] = await Promise.all([
      store.dispatch(productsApi.endpoints.getProduct.initiate(id)),
      store.dispatch(reviewsApi.endpoints.getReviews.initiate(id)),
      store.dispatch(reviewsApi.endpoints.getCustomerPhotos.initiate(id)),
      store.dispatch(returnPolicyApi.endpoints.returnPolicy.initiate()),
    ]);
    const status = statusOf(product.error);
    if (status === 404 || status === 400) return { status: 404 };
    return outcomeOf([product, reviews, photos, policy]);
  },
  privacy: async () => ({ status: 200 }),
  // The terms' "Returns and refunds" are the server's policy (GET /api/returns/policy).
  terms: async (store) => outcomeOf([await store.dispatch(returnPolicyApi.endpoints.returnPolicy.initiate())]),
  'not-found': async () => ({ status: 404 }),
};

async function listing(store: AppStore, { search }: PageRequest): Promise<PageOutcome> {
  const results = await Promise.all([
    store.dispatch(productsApi.endpoints.getProducts.initiate(listingQuery(search))),
    store.dispatch(productsApi.endpoints.getProductFacets.initiate()),
  ]);
  return outcomeOf(results);
}
