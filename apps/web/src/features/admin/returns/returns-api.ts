import type {
  AdminReturnResponse,
  AdminReturnsPageResponse,
  ReturnReason,
  ReturnSettingsResponse,
  ReturnState,
  ReturnsSummaryResponse,
} from '@store/contracts';
import type {
  ApproveReturnRequest,
  ExchangeReturnRequest,
  ReceiveReturnRequest,
  RefundReturnRequest,
  RejectReturnRequest,
  ReturnSettingsRequest,
} from '@store/contracts/requests';
import { api } from '../../../shared/api/api';
import { statusOf } from '../../../shared/api-error';
import { ADMIN_RETURNS_PAGE_SIZE } from './constants';

const id = (value: string) => encodeURIComponent(value);

/** The returns list's filters as the URL keeps them. */
export interface ReturnsScreenState {
  page: number;
  state?: ReturnState;
  reason?: ReturnReason;
  q?: string;
}

/** An admin's step on a return, each with the version it was decided on. */
export type ReturnAction =
  | { returnId: string; action: 'approve'; body: ApproveReturnRequest }
  | { returnId: string; action: 'reject'; body: RejectReturnRequest }
  | { returnId: string; action: 'receive'; body: ReceiveReturnRequest }
  | { returnId: string; action: 'refund'; body: RefundReturnRequest }
  | { returnId: string; action: 'exchange'; body: ExchangeReturnRequest };

/**
 * The admin's returns calls (issue #43). A step taken reads the list, the request, its order
 * (parcels, refunds, timeline) and the products (stock) again; a 409 (another admin acted first)
 * reads the request again, so the screen shows what happened meanwhile.
 */
export const adminReturnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminReturns: build.query<AdminReturnsPageResponse, ReturnsScreenState>({
      query: ({ page, state, reason, q }) => ({
        url: '/admin/returns',
        params: Object.fromEntries(
          Object.entries({ page, limit: ADMIN_RETURNS_PAGE_SIZE, state, reason, q: q?.trim() }).filter(
            ([, value]) => value !== undefined && value !== '',
          ),
        ),
      }),
      providesTags: ['Returns'],
    }),
    adminReturn: build.query<AdminReturnResponse, string>({
      query: (returnId) => `/admin/returns/${id(returnId)}`,
      providesTags: (_result, _error, returnId) => [{ type: 'Returns', id: returnId }],
    }),
    returnAction: build.mutation<AdminReturnResponse, ReturnAction>({
      query: ({ returnId, action, body }) => ({
        url: `/admin/returns/${id(returnId)}/${action}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result, error, { returnId }) =>
        result
          ? ['Returns', 'Product', 'Orders', { type: 'Order', id: result.return.orderId }]
          : statusOf(error) === 409
            ? ['Returns', { type: 'Returns', id: returnId }]
            : [],
    }),
    returnsSummary: build.query<ReturnsSummaryResponse, void>({
      query: () => '/admin/returns/summary',
      providesTags: ['Returns'],
    }),
    returnSettings: build.query<ReturnSettingsResponse, void>({
      query: () => '/admin/settings/returns',
      providesTags: ['ReturnSettings'],
    }),
    saveReturnSettings: build.mutation<ReturnSettingsResponse, ReturnSettingsRequest>({
      query: (body) => ({ url: '/admin/settings/returns', method: 'PUT', body }),
      // Every order's returns answer words the window and the reasons from these settings.
      invalidatesTags: (_result, error) => (error ? [] : ['ReturnSettings', 'Order']),
    }),
  }),
});

export const {
  useAdminReturnsQuery,
  useAdminReturnQuery,
  useReturnActionMutation,
  useReturnsSummaryQuery,
  useReturnSettingsQuery,
  useSaveReturnSettingsMutation,
} = adminReturnsApi;
