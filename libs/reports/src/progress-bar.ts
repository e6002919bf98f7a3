import { formatDuration, progressBar as bar } from '@store/projections';
import type { ReportProgress } from './run-report';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** `[########------------]  40%  120,000 events  52,310 events/s  ~3s left` */
export function formatProgressBar(label: string, progress: ReportProgress, width = 24): string {
  const fraction = progress.fractionDone ?? 0;
  const parts = [
    `${label} ${bar(fraction, width)}`,
    `${String(Math.floor(fraction * 100)).padStart(3)}%`,
    `${count(progress.events)} events`,
    `${count(progress.eventsPerSecond)} events/s`,
  ];
  if (progress.done) parts.push(`in ${formatDuration(progress.elapsedMs / 1000)}`);
  else if (progress.secondsLeft !== null) parts.push(`~${formatDuration(progress.secondsLeft)} left`);
  return parts.join('  ');
}

/**
 * A bar rewritten in place on a terminal (at most every 100 ms); nothing at all when the stream
 * is not a terminal (a pipe, a log, CI), so redirected output stays clean.
 */
export function progressBar(
  stream: ProgressStream,
  label: string,
  clock: () => number = Date.now,
): (progress: ReportProgress) => void {
  if (!stream.isTTY) return () => undefined;
  let last = -Infinity;
  return (progress) => {
    const now = clock();
    if (!progress.done && now - last < 100) return;
    last = now;
    stream.write(`\r\x1b[2K${formatProgressBar(label, progress)}${progress.done ? '\n' : ''}`);
  };
}
