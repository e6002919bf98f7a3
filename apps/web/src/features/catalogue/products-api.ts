import { api } from '../../app/api';
import type { Product } from './types';

export interface ProductQuery {
  category?: string;
  search?: string;
}

type ProductsResponse = { products?: Product[] };

const listOf = (response: ProductsResponse | Product[] | undefined): Product[] =>
  Array.isArray(response) ? response : (response?.products ?? []);

const productOf = (response: { product?: Product } | Product): Product =>
  'product' in response && response.product ? response.product : (response as Product);

/** Catalogue calls (spec section 7, Products). */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], ProductQuery>({
      query: ({ category, search }) => ({
        url: '/products',
        params: { category: category || undefined, search: search?.trim() || undefined },
      }),
      transformResponse: listOf,
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      transformResponse: productOf,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getNewArrivals: build.query<Product[], void>({
      query: () => '/products/new-arrivals',
      transformResponse: listOf,
      providesTags: ['Product'],
    }),
    getBestSellers: build.query<Product[], void>({
      query: () => '/products/best-sellers',
      transformResponse: listOf,
      providesTags: ['Product'],
    }),
    /** Notify me when available; a guest leaves an e-mail address. */
    notifyMe: build.mutation<{ message?: string }, { productId: string; email?: string }>({
      query: ({ productId, email }) => ({
        url: `/products/${encodeURIComponent(productId)}/notify`,
        method: 'POST',
        ...(email ? { body: { email } } : {}),
      }),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetNewArrivalsQuery, useGetBestSellersQuery, useNotifyMeMutation } = productsApi;
