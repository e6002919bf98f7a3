import type { RebuildProgress } from './rebuild-progress';

export interface RebuildEstimate {
  eventsTotal: number | null;
  eventsPerSecond: number;
  fractionDone: number | null;
  secondsLeft: number | null;
}

/**
 * What the progress bar shows. With the number of events to replay known, the share done is
 * events done / total (exact, whatever the projection's share of the log); without it, the
 * meter's estimate from positions. The total was counted at the start, so events appended since
 * can carry eventsDone past it: the share stays at 100 % and the total grows to match.
 */
export function estimateRebuild(progress: RebuildProgress, eventsTotal: number | null): RebuildEstimate {
  const eventsPerSecond = Math.max(0, Number.isFinite(progress.eventsPerSecond) ? progress.eventsPerSecond : 0);
  if (eventsTotal === null) {
    return {
      eventsTotal: null,
      eventsPerSecond,
      fractionDone: clampFraction(progress.fractionDone),
      secondsLeft: nonNegative(progress.secondsLeft),
    };
  }
  const total = Math.max(eventsTotal, progress.eventsDone);
  if (progress.phase !== 'catching_up') return { eventsTotal: total, eventsPerSecond, fractionDone: 1, secondsLeft: 0 };
  const fractionDone = total === 0 ? 1 : progress.eventsDone / total;
  const remaining = total - progress.eventsDone;
  const secondsLeft = remaining === 0 ? 0 : eventsPerSecond > 0 ? remaining / eventsPerSecond : null;
  return { eventsTotal: total, eventsPerSecond, fractionDone, secondsLeft };
}

const clampFraction = (value: number | null) =>
  value === null || !Number.isFinite(value) ? null : Math.min(Math.max(value, 0), 1);
const nonNegative = (value: number | null) => (value === null || !Number.isFinite(value) ? null : Math.max(value, 0));
