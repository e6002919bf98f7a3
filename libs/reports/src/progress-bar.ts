import type { ReportProgress } from './run-report';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** 12s, 3m 05s, 1h 02m. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  if (hours) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes) return `${minutes}m ${String(secs).padStart(2, '0')}s`;
  return `${secs}s`;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** `[########------------]  40%  120,000 events  52,310 events/s  ~3s left` */
export function formatProgressBar(label: string, progress: ReportProgress, width = 24): string {
  const fraction = progress.fractionDone ?? 0;
  const filled = Math.round(fraction * width);
  const parts = [
    `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`,
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
