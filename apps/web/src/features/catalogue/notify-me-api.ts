import type { MessageResponse, NotifyConfirmResponse } from '@store/contracts';
import type { NotifyConfirmRequest, NotifyMeRequest } from '@store/contracts/requests';
import { api } from '../../shared/api/api';

/** Notify me when a product is available again (spec section 7, Products). */
export const notifyMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Notify me when available; a guest leaves an e-mail address, to be confirmed from the e-mail sent to it. */
    notifyMe: build.mutation<MessageResponse, { productId: string } & NotifyMeRequest>({
      query: ({ productId, email }) => ({
        url: `/products/${encodeURIComponent(productId)}/notify`,
        method: 'POST',
        ...(email ? { body: { email } } : {}),
      }),
    }),
    /** The link of a notify-me confirmation e-mail: /notify-me/confirm?token=... carries the token. */
    confirmNotifyMe: build.mutation<NotifyConfirmResponse, NotifyConfirmRequest>({
      query: (body) => ({ url: '/notify-me/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useNotifyMeMutation, useConfirmNotifyMeMutation } = notifyMeApi;
