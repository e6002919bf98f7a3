import type { RebuildProgressView } from '@store/contracts';
import { useEffect, useRef, useState } from 'react';
import { messageOr } from '../../../shared/api-error';
import { adminButton } from '../ui/states';
import { REBUILD_PHASE_LABEL, REBUILD_POLL_MS, SYSTEM_TEXT } from './constants';
import { formatCount, formatSeconds } from './format';
import { useRebuildProgressQuery } from './system-api';

const T = SYSTEM_TEXT.projections;
export const isFinished = (progress: Pick<RebuildProgressView, 'phase'>) =>
  progress.phase === 'done' || progress.phase === 'failed';

interface RebuildProgressProps {
  /** The progress known when the bar appears (the rebuild's answer, or the list's). */
  initial: RebuildProgressView;
  /** Once per rebuild, when it completes or fails. */
  onFinished: (progress: RebuildProgressView) => void;
  onDismiss: () => void;
}

/** A rebuild's live progress bar: polls the progress route about once a second until it is done or failed. */
export function RebuildProgress({ initial, onFinished, onDismiss }: RebuildProgressProps) {
  const name = initial.projection;
  const [stopped, setStopped] = useState(isFinished(initial));
  const polled = useRebuildProgressQuery(name, { pollingInterval: stopped ? 0 : REBUILD_POLL_MS });
  const latest = polled.data?.rebuild;
  // A poll answered before this rebuild started (another rebuild's) is older than what we know.
  const progress =
    latest && (latest.rebuildId === initial.rebuildId || Date.parse(latest.startedAt) > Date.parse(initial.startedAt))
      ? latest
      : initial;
  const finished = isFinished(progress);
  const reported = useRef<string | null>(isFinished(initial) ? initial.rebuildId : null);

  useEffect(() => {
    if (!finished || reported.current === progress.rebuildId) return;
    reported.current = progress.rebuildId;
    setStopped(true);
    onFinished(progress);
  }, [finished, progress, onFinished]);

  const percent = progress.phase === 'done' ? 100 : Math.floor((progress.fractionDone ?? 0) * 100);
  const label = `Rebuild of ${name}`;
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm" aria-live="polite">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">{label}</h3>
        <span
          className={`text-sm font-semibold ${progress.phase === 'failed' ? 'text-red-700' : progress.phase === 'done' ? 'text-green-800' : 'text-neutral-700'}`}
        >
          {REBUILD_PHASE_LABEL[progress.phase]}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${progress.phase === 'failed' ? 'bg-red-600' : 'bg-green-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-neutral-800">
        {percent}% · {formatCount(progress.eventsDone)}
        {progress.eventsTotal !== null && ` of ${formatCount(progress.eventsTotal)}`} events
        {!finished && ` · ${formatCount(Math.round(progress.eventsPerSecond))} events/s`}
        {!finished && progress.secondsLeft !== null && ` · ${formatSeconds(progress.secondsLeft)} left`}
        {progress.phase === 'done' &&
          progress.finishedAt &&
          ` · took ${formatSeconds((Date.parse(progress.finishedAt) - Date.parse(progress.startedAt)) / 1000)}`}
      </p>
      {progress.phase === 'failed' && progress.error && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {progress.error}
        </p>
      )}
      {polled.isError && !finished && (
        <p className="mt-1 text-sm text-red-800">{messageOr(polled.error, T.progressFailed)}</p>
      )}
      {finished && (
        <button type="button" className={`${adminButton.small} mt-3`} onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
