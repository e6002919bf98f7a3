import type { ApiResponse, Product, ProductFacetsResponse, ProductsPageResponse } from '@store/contracts';
import type { ProductListQuery } from '@store/contracts/requests';
import { api } from '../api/api';

const productsOf = (response: ApiResponse<'GET /products/new-arrivals'>): Product[] => response.products;

/** The product reads of spec section 7 (Products) that the catalogue, home, cart and checkout share. */
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
  }),
});

export const {
  useGetProductsQuery,
  useGetProductFacetsQuery,
  useGetProductQuery,
  useGetNewArrivalsQuery,
  useGetBestSellersQuery,
} = productsApi;
