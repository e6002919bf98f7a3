import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, type AuthState } from '../auth/auth-slice';
import { AUTH_STORAGE_KEYS } from '../auth/constants';
import { local, removeKey } from '../storage';
import { navigateTo } from '../navigation';
import { isExemptFromSessionExpiry } from './session-expiry';
import type { ServerFetch } from '@store/contracts';

export const API_BASE_URL = '/api';

/** A server-side render's way to the API (the store's thunk extra argument there); absent in the browser. */
export type { ServerFetch } from '@store/contracts';

const serverBaseQueries = new WeakMap<ServerFetch, ReturnType<typeof fetchBaseQuery>>();

function serverBaseQuery(server: ServerFetch) {
  let query = serverBaseQueries.get(server);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: `${server.origin}${API_BASE_URL}`, fetchFn: server.fetch });
    serverBaseQueries.set(server, query);
  }
  return query;
}

const serverFetchOf = (extra: unknown): ServerFetch | undefined =>
  (extra as { serverFetch?: ServerFetch } | undefined)?.serverFetch;

const tokenOf = (state: unknown): string | null => (state as { auth?: AuthState }).auth?.token ?? null;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState());
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Every call carries the bearer token. A 401 on a call that carried it (other than the auth,
 * guest order and guest payment calls) clears token and user and goes to /login.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const server = serverFetchOf(api.extra);
  if (server) return serverBaseQuery(server)(args, api, extra);
  const carriedToken = tokenOf(api.getState()) !== null;
  const result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && carriedToken && !isExemptFromSessionExpiry(url)) {
    removeKey(local(), AUTH_STORAGE_KEYS.token);
    removeKey(local(), AUTH_STORAGE_KEYS.user);
    api.dispatch(sessionExpired());
    navigateTo('/login');
  }
  return result;
};
