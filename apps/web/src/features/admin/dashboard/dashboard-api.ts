import type { CartConversionResponse, SalesDashboardResponse } from '@store/contracts';
import { api } from '../../../shared/api/api';

/** The dashboard's calls: the sales_dashboard read model and the cart conversion report. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    salesDashboard: build.query<SalesDashboardResponse, void>({
      query: () => '/reports/sales-dashboard',
      providesTags: ['Orders'],
    }),
    cartConversion: build.query<CartConversionResponse, void>({ query: () => '/reports/cart-conversion' }),
  }),
});

export const { useSalesDashboardQuery, useCartConversionQuery } = dashboardApi;
