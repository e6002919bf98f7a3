import { listingQuery } from '../shared/products/listing-query';
import { productsApi } from '../shared/products/products-api';
import { reviewsApi } from '../features/catalogue/reviews/reviews-api';
import { homeApi } from '../features/home/home-api';
import {
  headTagsHtml,
  homeHead,
  listingHead,
  notFoundHead,
  policyHead,
  productHead,
  type PageHead,
} from '../features/seo';
import type { StoreState } from '../shared/store/hooks';
import type { ServerRenderedPage } from './page-data';

interface HeadRequest {
  routeId: ServerRenderedPage;
  params: Record<string, string | undefined>;
  url: URL;
  publicUrl: string;
}

/** A page's head from what its render fetched (the store after PAGE_DATA): the same answers the page shows. */
function headOf(state: StoreState, { routeId, params, url, publicUrl }: HeadRequest): PageHead {
  switch (routeId) {
    case 'home': {
      const slides = homeApi.endpoints.getHeroSlides.select()(state).data;
      const first = slides?.[0];
      return homeHead({ publicUrl, image: first && { url: first.image.url, altText: first.image.altText } });
    }
    case 'products':
    case 'collections': {
      const page = productsApi.endpoints.getProducts.select(listingQuery(url.searchParams))(state).data;
      return listingHead({ publicUrl, params: url.searchParams, products: page?.products });
    }
    case 'product': {
      const id = params.id ?? '';
      const product = productsApi.endpoints.getProduct.select(id)(state).data;
      if (!product) return notFoundHead();
      const reviews = reviewsApi.endpoints.getReviews
        .select(id)(state)
        .data?.pages.flatMap((page) => page.reviews);
      return productHead({ publicUrl, product, reviews });
    }
    case 'privacy':
    case 'terms':
      return policyHead({ publicUrl, page: routeId });
    case 'not-found':
      return notFoundHead();
  }
}

/** The <head> tags of a server-rendered page: title, description, canonical, link previews, JSON-LD. */
export const pageHead = (state: StoreState, request: HeadRequest): string => headTagsHtml(headOf(state, request));
