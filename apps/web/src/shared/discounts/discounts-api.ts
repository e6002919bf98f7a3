import type { DiscountValidationResponse } from '@store/contracts';
import type { ValidateDiscountRequest } from '@store/contracts/requests';
import { api } from '../api/api';

/** The shopper's discount code check (issue #44): the server prices the cart with the code, or refuses it. */
export const discountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST that changes nothing: a query, so the answer is cached per code and cart and asked again when either changes.
    validateDiscount: build.query<DiscountValidationResponse, ValidateDiscountRequest>({
      query: (body) => ({ url: '/discounts/validate', method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useValidateDiscountQuery } = discountsApi;
