import { api } from '../../shared/api/api';
import type { Order } from '../../shared/orders/types';
import { rememberOrderToken } from '../../shared/orders/order-access';
import type { OrderDraft } from './types';

/** POST /orders (signed in) or /orders/guest: the body of spec section 7. */
export type CreateOrderBody = Omit<OrderDraft, 'kind' | 'customerEmail'> & {
  customerName?: string;
  customerPhone?: string;
  customerEmail?: string;
};

/** The order-creation body for a draft; a guest order also names its customer. */
export function createOrderBody(draft: OrderDraft, guest: boolean): CreateOrderBody {
  const { orderItems, shippingAddress, paymentMethod, shippingCost, totalPrice } = draft;
  const body: CreateOrderBody = { orderItems, shippingAddress, paymentMethod, shippingCost, totalPrice };
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
    createOrder: build.mutation<Order, { guest: boolean; body: CreateOrderBody }>({
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
