/** Toast rules of spec sections 8 and 9. */
export const TOAST_DURATION_MS = {
  success: 2000,
  error: 4000,
  blank: 4000,
  loading: Number.POSITIVE_INFINITY,
} as const;

export const TOAST_LIMIT = 20;
