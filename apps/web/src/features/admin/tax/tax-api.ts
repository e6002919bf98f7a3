import type {
  GstRatesResponse,
  GstSummaries,
  GstSummariesResponse,
  TaxDocument,
  TaxDocumentResponse,
  TaxSettingsResponse,
} from '@store/contracts';
import type { GstRatesRequest, TaxSettingsRequest } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';

/** The GST screens' calls (issue #42), in the admin chunk. */
export const taxApi = api.injectEndpoints({
  endpoints: (build) => ({
    taxSettings: build.query<TaxSettingsResponse, void>({
      query: () => '/admin/settings/tax',
    }),
    saveTaxSettings: build.mutation<TaxSettingsResponse, TaxSettingsRequest>({
      query: (body) => ({ url: '/admin/settings/tax', method: 'PUT', body }),
      /** The answer is the settings as kept: the form shows them without asking again. */
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(taxApi.util.upsertQueryData('taxSettings', undefined, data));
      },
    }),
    gstRates: build.query<GstRatesResponse, void>({
      query: () => '/admin/tax/rates',
    }),
    saveGstRates: build.mutation<GstRatesResponse, GstRatesRequest>({
      query: (body) => ({ url: '/admin/tax/rates', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(taxApi.util.upsertQueryData('gstRates', undefined, data));
      },
    }),
    gstSummaries: build.query<GstSummaries, string>({
      query: (month) => ({ url: '/admin/tax/summaries', params: { month } }),
      transformResponse: (response: GstSummariesResponse) => response.summaries,
    }),
    /** One of the order's documents as issued, for the order's details: at its download path (issue #43). */
    taxDocument: build.query<TaxDocument, { orderId: string; path: string }>({
      query: ({ path }) => ({ url: path.replace(/^\/api(?=\/)/, ''), params: { format: 'json' } }),
      transformResponse: (response: TaxDocumentResponse) => response.document,
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const {
  useTaxSettingsQuery,
  useSaveTaxSettingsMutation,
  useGstRatesQuery,
  useSaveGstRatesMutation,
  useGstSummariesQuery,
  useTaxDocumentQuery,
} = taxApi;
