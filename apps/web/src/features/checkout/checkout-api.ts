import { api } from '../../shared/api/api';
import type { Order } from '../../shared/orders/types';
import { rememberOrderToken } from '../../shared/orders/order-access';
import type { CreateOrderRequest, GuestOrderRequest } from '@store/contracts/requests';
import type { OrderDraft } from './types';

/** The order-creation body for a draft (POST /orders, spec section 7); a guest order also names its customer. */
export function createOrderBody(draft: OrderDraft, guest: boolean): CreateOrderRequest | GuestOrderRequest {
  const { orderItems, shippingAddress, paymentMethod, shippingCost, totalPrice, buyerGstin, discountCode } = draft;
  const body: CreateOrderRequest = {
    orderItems,
    shippingAddress,
    paymentMethod,
    shippingCost,
    totalPrice,
    ...(buyerGstin ? { buyerGstin } : {}),
    ...(discountCode ? { discountCode } : {}),
  };
  if (!guest) return body;
  return {
    ...body,
    customerName: shippingAddress.name,
    customerPhone: shippingAddress.phone,
    ...(draft.customerEmail ? { customerEmail: draft.customerEmail } : {}),
  };
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, { guest: boolean; body: CreateOrderRequest | GuestOrderRequest }>({
      query: ({ guest, body }) => ({ url: guest ? '/orders/guest' : '/orders', method: 'POST', body }),
      transformResponse: (response: { order: Order }) => {
        rememberOrderToken(response.order._id, response.order.accessToken); // a guest order's proof
        return response.order;
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Orders']),
    }),
  }),
});

export const { useCreateOrderMutation } = checkoutApi;
