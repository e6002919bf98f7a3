import type {
  MessageResponse,
  SizeChart,
  SizeChartResponse,
  SizeChartsResponse,
  SizeChartScope,
} from '@store/contracts';
import type { SizeChartRequest } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';

/** The "Size charts" screen's calls (issue #44), in the admin chunk. */
export const sizeChartsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSizeCharts: build.query<SizeChart[], void>({
      query: () => '/admin/size-charts',
      transformResponse: (response: SizeChartsResponse) => response.sizeCharts,
      providesTags: ['SizeCharts'],
    }),
    saveSizeChart: build.mutation<SizeChartResponse, { scope: SizeChartScope; target: string; body: SizeChartRequest }>(
      {
        query: ({ scope, target, body }) => ({
          url: `/admin/size-charts/${scope}/${encodeURIComponent(target)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['SizeCharts']),
      },
    ),
    removeSizeChart: build.mutation<MessageResponse, { scope: SizeChartScope; target: string }>({
      query: ({ scope, target }) => ({
        url: `/admin/size-charts/${scope}/${encodeURIComponent(target)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['SizeCharts']),
    }),
  }),
});

export const { useAdminSizeChartsQuery, useSaveSizeChartMutation, useRemoveSizeChartMutation } = sizeChartsAdminApi;
