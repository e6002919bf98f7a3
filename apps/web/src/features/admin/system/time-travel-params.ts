import type { TimeTravelKind } from '@store/contracts';
import { TIME_TRAVEL_KINDS } from './constants';
import { validIso } from './india-time';

export interface TimeTravelTarget {
  kind: TimeTravelKind;
  id: string;
  at: string;
}

export const TIME_TRAVEL_ID_MAX = 100;

/** What the URL asks to see (kind, id, at); each part only when valid. */
export function timeTravelFromUrl(params: URLSearchParams): Partial<TimeTravelTarget> {
  const kind = params.get('kind');
  const id = params.get('id')?.slice(0, TIME_TRAVEL_ID_MAX).trim();
  return {
    kind: TIME_TRAVEL_KINDS.find((known) => known === kind),
    id: id || undefined,
    at: validIso(params.get('at')),
  };
}

export const timeTravelToUrl = ({ kind, id, at }: TimeTravelTarget) => new URLSearchParams({ kind, id, at });

export const isComplete = (target: Partial<TimeTravelTarget>): target is TimeTravelTarget =>
  Boolean(target.kind && target.id && target.at);
