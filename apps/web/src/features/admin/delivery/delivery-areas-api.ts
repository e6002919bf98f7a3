import type { PincodeRulesImportResult, PincodeRulesResponse } from '@store/contracts';
import type { PincodeRulesRequest } from '@store/contracts/requests';
import { api } from '../../../shared/api/api';

/** The "Delivery areas" screen's calls (issue #43), in the admin chunk. */
export const deliveryAreasApi = api.injectEndpoints({
  endpoints: (build) => ({
    pincodeRules: build.query<PincodeRulesResponse, void>({
      query: () => '/admin/delivery/pincode-rules',
    }),
    savePincodeRules: build.mutation<PincodeRulesResponse, PincodeRulesRequest>({
      query: (body) => ({ url: '/admin/delivery/pincode-rules', method: 'PUT', body }),
      /** The answer is the table as kept: the form shows it without asking again. */
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(deliveryAreasApi.util.upsertQueryData('pincodeRules', undefined, data));
      },
    }),
    importPincodeRules: build.mutation<PincodeRulesImportResult, { csv: string; dryRun: boolean }>({
      query: ({ csv, dryRun }) => ({
        url: '/admin/delivery/pincode-rules/import',
        method: 'POST',
        params: { dryRun: String(dryRun) },
        body: { csv },
      }),
      async onQueryStarted({ dryRun }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && !dryRun)
          dispatch(deliveryAreasApi.endpoints.pincodeRules.initiate(undefined, { forceRefetch: true }));
      },
    }),
  }),
});

export const { usePincodeRulesQuery, useSavePincodeRulesMutation, useImportPincodeRulesMutation } = deliveryAreasApi;
