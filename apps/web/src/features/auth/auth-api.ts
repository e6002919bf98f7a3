import { api } from '../../shared/api/api';
import type { ApiResponse, LoginResponse, MessageResponse, VerificationResponse } from '@store/contracts';
import type { RegistrationRequest } from '@store/contracts/requests';

export interface LoginRequest {
  /** An e-mail address or a phone number. */
  email: string;
  password: string;
}

export type { LoginResponse, RegistrationRequest, VerificationResponse };

/** Auth calls of spec section 7 used by the storefront. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<ApiResponse<'POST /auth/register'>, RegistrationRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    resendRegistrationCode: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/send-registration-email-verification', method: 'POST', body }),
    }),
    verifyRegistrationEmail: build.mutation<VerificationResponse, { email: string; code: string }>({
      query: (body) => ({ url: '/auth/verify-registration-email', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    /** The link of the reset e-mail: /reset-password?token=... carries the token. */
    resetPassword: build.mutation<MessageResponse, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    /** The link of a marketing e-mail (issue #44): /unsubscribe?u=...&t=..., no sign-in. */
    unsubscribe: build.mutation<MessageResponse, { user: string; token: string }>({
      query: (body) => ({ url: '/auth/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useResendRegistrationCodeMutation,
  useVerifyRegistrationEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUnsubscribeMutation,
} = authApi;
