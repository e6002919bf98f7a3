import { RETURN_REASONS, RETURN_STATES, RETURN_LIMITS, type ReturnReason, type ReturnState } from '@store/contracts';
import type { ReturnsScreenState } from './returns-api';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's state from the URL (`?state&reason&q&page`); anything unknown is left out. */
export function returnFiltersFromUrl(params: URLSearchParams): ReturnsScreenState {
  const page = Number(params.get('page'));
  const q = params.get('q')?.slice(0, RETURN_LIMITS.searchMax).trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    state: oneOf<ReturnState>(RETURN_STATES, params.get('state')),
    reason: oneOf<ReturnReason>(RETURN_REASONS, params.get('reason')),
    q: q || undefined,
  };
}

export function returnFiltersToUrl(state: ReturnsScreenState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.state) params.set('state', state.state);
  if (state.reason) params.set('reason', state.reason);
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
