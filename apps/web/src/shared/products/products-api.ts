import type {
  ApiResponse,
  MessageResponse,
  NotifyConfirmRequest,
  NotifyConfirmResponse,
  NotifyMeRequest,
  Product,
  ProductFacetsResponse,
  ProductListQuery,
  ProductsPageResponse,
} from '@store/contracts';
import { api } from '../api/api';

const productsOf = (response: ApiResponse<'GET /products/new-arrivals'>): Product[] => response.products;

/** Catalogue calls (spec section 7, Products). */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the listing with its filters and sort; empty values are left out of the query. */
    getProducts: build.query<ProductsPageResponse, ProductListQuery>({
      query: (filter) => ({
        url: '/products',
        params: Object.fromEntries(
          Object.entries({ ...filter, search: filter.search?.trim() }).filter(
            ([, value]) => value !== undefined && value !== '',
          ),
        ),
      }),
      providesTags: ['Product'],
    }),
    /** The brands, colours, sizes and price range the listing can be filtered by. */
    getProductFacets: build.query<ProductFacetsResponse, void>({
      query: () => '/products/facets',
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiResponse<'GET /products/:id'>) => response.product,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getNewArrivals: build.query<Product[], void>({
      query: () => '/products/new-arrivals',
      transformResponse: productsOf,
      providesTags: ['Product'],
    }),
    getBestSellers: build.query<Product[], void>({
      query: () => '/products/best-sellers',
      transformResponse: productsOf,
      providesTags: ['Product'],
    }),
    /** Notify me when available; a guest leaves an e-mail address, to be confirmed from the e-mail sent to it. */
    notifyMe: build.mutation<MessageResponse, { productId: string } & NotifyMeRequest>({
      query: ({ productId, email }) => ({
        url: `/products/${encodeURIComponent(productId)}/notify`,
        method: 'POST',
        ...(email ? { body: { email } } : {}),
      }),
    }),
    /** The link of a notify-me confirmation e-mail: /notify-me/confirm?token=... carries the token. */
    confirmNotifyMe: build.mutation<NotifyConfirmResponse, NotifyConfirmRequest>({
      query: (body) => ({ url: '/notify-me/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductFacetsQuery,
  useGetProductQuery,
  useGetNewArrivalsQuery,
  useGetBestSellersQuery,
  useNotifyMeMutation,
  useConfirmNotifyMeMutation,
} = productsApi;
