import type { CartConversionResponse, CartRecoveryResponse, SalesDashboardResponse } from '@store/contracts';
import { api } from '../../../shared/api/api';

/** The dashboard's calls: the sales_dashboard read model, the cart conversion and cart recovery reports. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    salesDashboard: build.query<SalesDashboardResponse, void>({
      query: () => '/reports/sales-dashboard',
      providesTags: ['Orders'],
    }),
    cartConversion: build.query<CartConversionResponse, void>({ query: () => '/reports/cart-conversion' }),
    /** Cart reminders sent and what they recovered (issue #44). */
    cartRecovery: build.query<CartRecoveryResponse, void>({ query: () => '/reports/cart-recovery' }),
  }),
});

export const { useSalesDashboardQuery, useCartConversionQuery, useCartRecoveryQuery } = dashboardApi;
