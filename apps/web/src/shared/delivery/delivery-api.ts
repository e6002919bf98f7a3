import type { DeliveryEstimateResponse } from '@store/contracts';
import { api } from '../api/api';

/** GET /api/delivery/estimate?pincode= (public), injected by the pages that show the widget. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliveryEstimate: build.query<DeliveryEstimateResponse, string>({
      query: (pincode) => ({ url: '/delivery/estimate', params: { pincode } }),
    }),
  }),
});

export const { useLazyDeliveryEstimateQuery } = deliveryApi;
