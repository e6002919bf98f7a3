import type { ApiResponse } from '@store/contracts';
import { api } from '../api/api';
import type { Order } from '../orders/types';
import { orderTokenFor } from '../orders/order-access';
import type { GatewayError, GatewayResponse, PaymentConfig, ProviderOrder } from './types';

/** Signed-in calls pay the shopper's own orders; the -guest ones pay orders without a user. */
const pathFor = (path: string, guest: boolean) => (guest ? `${path}-guest` : path);
/** A guest order's calls carry its access token. */
const withOrderToken = <T extends { orderId: string }>(body: T) => {
  const orderToken = orderTokenFor(body.orderId);
  return orderToken ? { ...body, orderToken } : body;
};

export interface CreatePaymentOrderArgs {
  guest: boolean;
  orderId: string;
  /** The order's total in rupees; the server charges its own total anyway. */
  amount: number;
  currency: 'INR';
}

export interface VerifyPaymentArgs extends GatewayResponse {
  guest: boolean;
  orderId: string;
}

/** The payment calls of spec section 7, plus the simulated gateway's Pay and Fail. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => '/payments/config',
      transformResponse: ({ key, gateway }: ApiResponse<'GET /payments/config'>): PaymentConfig => ({ key, gateway }),
      keepUnusedDataFor: 300,
    }),
    createPaymentOrder: build.mutation<ProviderOrder, CreatePaymentOrderArgs>({
      query: ({ guest, ...body }) => ({
        url: pathFor('/payments/create-order', guest),
        method: 'POST',
        body: withOrderToken(body),
      }),
    }),
    verifyPayment: build.mutation<Order | undefined, VerifyPaymentArgs>({
      query: ({ guest, ...body }) => ({
        url: pathFor('/payments/verify', guest),
        method: 'POST',
        body: withOrderToken(body),
      }),
      transformResponse: (response: ApiResponse<'POST /payments/verify'>) => response.order,
      invalidatesTags: (_result, _error, { orderId }) => ['Orders', { type: 'Order', id: orderId }],
    }),
    reportPaymentFailed: build.mutation<unknown, { orderId: string; error: GatewayError }>({
      query: (body) => ({ url: '/payments/payment-failed', method: 'POST', body: withOrderToken(body) }),
      invalidatesTags: (_result, _error, { orderId }) => ['Orders', { type: 'Order', id: orderId }],
    }),
    simulatePayment: build.mutation<GatewayResponse, { razorpay_order_id: string }>({
      query: (body) => ({ url: '/payments/simulator/pay', method: 'POST', body }),
    }),
    simulateFailure: build.mutation<{ error: GatewayError }, { razorpay_order_id: string; description?: string }>({
      query: (body) => ({ url: '/payments/simulator/fail', method: 'POST', body }),
    }),
  }),
});

export const {
  useLazyGetPaymentConfigQuery,
  useCreatePaymentOrderMutation,
  useVerifyPaymentMutation,
  useReportPaymentFailedMutation,
  useSimulatePaymentMutation,
  useSimulateFailureMutation,
} = paymentsApi;
