import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const TOKEN_STORAGE_KEY = 'token';

/**
 * The one RTK Query API of the app; features inject their endpoints into it. Every request
 * carries the stored bearer token.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: (headers) => {
      const token = localStorage.getItem(TOKEN_STORAGE_KEY);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  endpoints: () => ({}),
});
