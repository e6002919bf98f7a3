import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { local, readJson, readText, removeKey, writePersisted, writeText } from '../storage';
import { AUTH_STORAGE_KEYS } from './constants';
import type { User } from './types';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
}

export const signedOut: AuthState = { user: null, token: null, isAuthenticated: false };

/** Start-up restore (spec section 4): signed in only when both 'token' and 'user' are stored. */
export function restoreAuth(storage: Storage | undefined = local()): AuthState {
  const token = readText(storage, AUTH_STORAGE_KEYS.token);
  const user = readJson<User>(storage, AUTH_STORAGE_KEYS.user);
  if (!token || !user || typeof user !== 'object') return signedOut;
  return { user, token, isAuthenticated: true };
}

/** Writes the auth state to 'token', 'user' and 'auth-storage' (user and token only), or clears them. */
export function persistAuth(state: AuthState, storage: Storage | undefined = local()): void {
  if (state.token && state.user) {
    writeText(storage, AUTH_STORAGE_KEYS.token, state.token);
    writeText(storage, AUTH_STORAGE_KEYS.user, JSON.stringify(state.user));
    writePersisted(storage, AUTH_STORAGE_KEYS.persisted, { user: state.user, token: state.token });
  } else {
    removeKey(storage, AUTH_STORAGE_KEYS.token);
    removeKey(storage, AUTH_STORAGE_KEYS.user);
    removeKey(storage, AUTH_STORAGE_KEYS.persisted);
  }
}

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOut,
  reducers: {
    loggedIn: (_state, action: PayloadAction<{ user: User; token: string }>) => ({
      user: action.payload.user,
      token: action.payload.token,
      isAuthenticated: true,
    }),
    /** A profile update replaces the stored user. */
    userUpdated: (state, action: PayloadAction<User>) => {
      if (state.isAuthenticated) state.user = action.payload;
    },
    loggedOut: () => signedOut,
    /** A 401 on a request that carried the token. */
    sessionExpired: () => signedOut,
  },
});

export const { loggedIn, userUpdated, loggedOut, sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectUser = (state: { auth: AuthState }) => state.auth.user;
export const selectIsAuthenticated = (state: { auth: AuthState }) => state.auth.isAuthenticated;
