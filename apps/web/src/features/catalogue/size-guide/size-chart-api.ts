import type { ApiResponse, SizeChart } from '@store/contracts';
import { api } from '../../../shared/api/api';

/** The size chart a product page opens (issue #44): the product's own, else its category's, else null. */
export const sizeChartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductSizeChart: build.query<SizeChart | null, string>({
      query: (productId) => `/products/${encodeURIComponent(productId)}/size-chart`,
      transformResponse: (response: ApiResponse<'GET /products/:id/size-chart'>) => response.sizeChart,
    }),
  }),
});

export const { useGetProductSizeChartQuery } = sizeChartApi;
