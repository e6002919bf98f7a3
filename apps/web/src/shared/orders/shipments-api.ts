import type { OrderShipmentsResponse } from '@store/contracts';
import { api } from '../api/api';
import { orderTokenFor } from './order-access';

/** Statuses in which an order may have shipments (partly shipped shows as processing). */
const SHIPPING_STATUSES = ['processing', 'shipped', 'delivered', 'returned'] as const;

/** Whether an order in this status may have shipments: before that there is nothing to ask for. */
export const mayHaveShipments = (status: string | null | undefined): boolean =>
  (SHIPPING_STATUSES as readonly string[]).includes(status ?? '');

const guestToken = (orderId: string) => (orderTokenFor(orderId) ? { token: orderTokenFor(orderId) } : undefined);

/**
 * An order's shipments with their tracking links (issue #43): the owner's, a guest's with the
 * order's token, or any for an admin. Tagged with the order, so shipping it reads them again.
 */
export const shipmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderShipments: build.query<OrderShipmentsResponse, string>({
      query: (orderId) => ({ url: `/orders/${encodeURIComponent(orderId)}/shipments`, params: guestToken(orderId) }),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useOrderShipmentsQuery } = shipmentsApi;
