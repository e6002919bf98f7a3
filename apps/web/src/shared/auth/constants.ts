/** Storage keys and texts of the session (spec sections 4 and 8). */
export const AUTH_STORAGE_KEYS = {
  persisted: 'auth-storage',
  token: 'token',
  user: 'user',
} as const;

export const SESSION_TEXT = {
  logoutSuccess: 'Logged out successfully',
} as const;
