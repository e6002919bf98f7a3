import type { OrderReturnsResponse, ReturnPhotoResponse } from '@store/contracts';
import type { CreateReturnRequest } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';
import { orderTokenFor } from '../../../shared/orders/order-access';

const id = (value: string) => encodeURIComponent(value);
/** A guest's calls carry the order's token, as the order itself does. */
const guestToken = (orderId: string) => (orderTokenFor(orderId) ? { token: orderTokenFor(orderId) } : undefined);

/**
 * The shopper's returns of one order (issue #43): the requests with their states, what can still
 * be returned, the window; a new request; a photo for it. Tagged with the order, so a request (or
 * an admin's step seen on the next read) reads the order's parcels and documents again too.
 */
export const shopperReturnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderReturns: build.query<OrderReturnsResponse, string>({
      query: (orderId) => ({ url: `/orders/${id(orderId)}/returns`, params: guestToken(orderId) }),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    requestReturn: build.mutation<
      OrderReturnsResponse,
      { orderId: string; body: Omit<CreateReturnRequest, 'orderToken'> }
    >({
      query: ({ orderId, body }) => ({
        url: `/orders/${id(orderId)}/returns`,
        method: 'POST',
        params: guestToken(orderId),
        body,
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order', id: orderId }, 'Orders']),
    }),
    uploadReturnPhoto: build.mutation<ReturnPhotoResponse, { orderId: string; file: File }>({
      query: ({ orderId, file }) => {
        const form = new FormData();
        form.append('file', file);
        return {
          url: `/orders/${id(orderId)}/returns/photos`,
          method: 'POST',
          params: guestToken(orderId),
          body: form,
        };
      },
    }),
  }),
});

export const { useOrderReturnsQuery, useRequestReturnMutation, useUploadReturnPhotoMutation } = shopperReturnsApi;
