import type {
  Order,
  OrderHistoryResponse,
  OrderNoteResponse,
  OrderResponse,
  OrdersPageResponse,
  OrderStatus,
  RefundsResponse,
} from '@store/contracts';
import type { OrderNoteRequest, RefundRequest } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';
import { ADMIN_ORDERS_PAGE_SIZE } from './constants';
import { filtersToApi, type OrdersScreenState } from './order-filters';

const id = (value: string) => encodeURIComponent(value);

/** The admin orders screen's calls (spec section 7, Orders), in the admin chunk. */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<OrdersPageResponse, OrdersScreenState>({
      query: ({ page, ...filters }) => ({
        url: '/orders',
        params: { page, limit: ADMIN_ORDERS_PAGE_SIZE, ...filtersToApi(filters) },
      }),
      providesTags: ['Orders'],
    }),
    /** One order from its own events (always current; the list's read model may trail by moments). */
    adminOrder: build.query<OrderResponse, string>({
      query: (orderId) => `/orders/${id(orderId)}`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    orderHistory: build.query<OrderHistoryResponse, string>({
      query: (orderId) => `/orders/${id(orderId)}/history`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    exportOrders: build.query<string, Omit<OrdersScreenState, 'page'>>({
      query: (filters) => ({ url: '/orders/export', params: filtersToApi(filters), responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    addOrderNote: build.mutation<OrderNoteResponse, { orderId: string; body: OrderNoteRequest }>({
      query: ({ orderId, body }) => ({ url: `/orders/${id(orderId)}/notes`, method: 'POST', body }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order', id: orderId }]),
    }),
    orderRefunds: build.query<RefundsResponse, string>({
      query: (orderId) => `/orders/${id(orderId)}/refunds`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    refundOrder: build.mutation<RefundsResponse, { orderId: string; body: RefundRequest }>({
      query: ({ orderId, body }) => ({ url: `/orders/${id(orderId)}/refunds`, method: 'POST', body }),
      /** What is still due changes the modal's order and the list's badge. */
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }, 'Orders'],
      async onQueryStarted({ orderId }, { dispatch, getState, queryFulfilled }) {
        await queryFulfilled.catch(() => null);
        const { data } = await dispatch(
          adminOrdersApi.endpoints.adminOrder.initiate(orderId, { forceRefetch: true, subscribe: false }),
        ).catch(() => ({ data: undefined }));
        if (data) patchListedOrder(dispatch, getState, data.order);
      },
    }),
    updateOrderStatus: build.mutation<OrderResponse, { orderId: string; status: OrderStatus }>({
      query: ({ orderId, status }) => ({ url: `/orders/${id(orderId)}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order', id: orderId }]),
      /** The list shows the new status at once (the list's read model follows within moments). */
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) patchListedOrder(dispatch, getState, data.order);
      },
    }),
  }),
});

type Dispatch = (action: unknown) => unknown;

/** Replaces one order in every cached page of the admin list. */
export function patchListedOrder(dispatch: Dispatch, getState: () => unknown, order: Order) {
  const state = getState() as Parameters<typeof adminOrdersApi.util.selectCachedArgsForQuery>[0];
  for (const args of adminOrdersApi.util.selectCachedArgsForQuery(state, 'adminOrders')) {
    dispatch(
      adminOrdersApi.util.updateQueryData('adminOrders', args, (draft) => {
        const index = draft.orders.findIndex((item) => item._id === order._id);
        if (index >= 0) draft.orders[index] = order;
      }),
    );
  }
}

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useOrderHistoryQuery,
  useLazyExportOrdersQuery,
  useUpdateOrderStatusMutation,
  useAddOrderNoteMutation,
  useOrderRefundsQuery,
  useRefundOrderMutation,
} = adminOrdersApi;
