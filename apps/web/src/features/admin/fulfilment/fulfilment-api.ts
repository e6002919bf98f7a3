import type { BulkShipmentsResult, CarriersResponse, OrderShipmentsResponse } from '@store/contracts';
import type { CarriersRequest, ShipmentRequest } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';

const id = (value: string) => encodeURIComponent(value);

/** The admin's fulfilment calls (issue #43): the carriers, shipping an order, marking a shipment delivered. */
export const fulfilmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    carriers: build.query<CarriersResponse, void>({
      query: () => '/admin/carriers',
      providesTags: ['Carriers'],
    }),
    saveCarriers: build.mutation<CarriersResponse, CarriersRequest>({
      query: (body) => ({ url: '/admin/carriers', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Carriers']),
    }),
    /** The order's status follows its shipments: the order, its timeline and the list are read again. */
    shipOrder: build.mutation<OrderShipmentsResponse, { orderId: string; body: ShipmentRequest }>({
      query: ({ orderId, body }) => ({ url: `/orders/${id(orderId)}/shipments`, method: 'POST', body }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order', id: orderId }, 'Orders']),
    }),
    markShipmentDelivered: build.mutation<OrderShipmentsResponse, { orderId: string; shipmentId: string }>({
      query: ({ orderId, shipmentId }) => ({
        url: `/orders/${id(orderId)}/shipments/${id(shipmentId)}/delivered`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: 'Order', id: orderId }, 'Orders']),
    }),
    /** A bulk file (issue #43): a dry run, or applied whole; an apply reads every order again. */
    bulkShipments: build.mutation<BulkShipmentsResult, { kind: BulkKind; csv: string; dryRun: boolean }>({
      query: ({ kind, csv, dryRun }) => ({
        url: kind === 'ship' ? '/admin/shipments/import' : '/admin/shipments/delivered/import',
        method: 'POST',
        params: { dryRun: String(dryRun) },
        body: { csv },
      }),
      invalidatesTags: (_result, error, { dryRun }) => (error || dryRun ? [] : ['Order', 'Orders']),
    }),
  }),
});

/** Bulk shipping (orderId, carrier, awb, lines) or bulk delivered (orderId, awb). */
export type BulkKind = 'ship' | 'deliver';

export const {
  useCarriersQuery,
  useSaveCarriersMutation,
  useShipOrderMutation,
  useMarkShipmentDeliveredMutation,
  useBulkShipmentsMutation,
} = fulfilmentApi;
