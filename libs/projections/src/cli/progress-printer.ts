import type { RebuildProgress } from '../rebuild/rebuild-progress';

/** Where progress goes: process.stderr (so stdout stays for results), or anything with write (and isTTY when a terminal). */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressPrinterOptions {
  /** Least time between two lines. Default 100 ms on a terminal, 5 s otherwise (logs, CI). */
  intervalMs?: number;
  now?: () => number;
}

const CLEAR_LINE = '\r\x1b[2K';

/**
 * Shows rebuild progress: one line rewritten in place on a terminal, a line every few seconds
 * elsewhere. Phase changes are always shown.
 */
export class ProgressPrinter {
  private readonly intervalMs: number;
  private readonly now: () => number;
  private lastPrintedAt = -Infinity;
  private lastPhase: string | undefined;
  private lineOpen = false;

  constructor(
    private readonly output: ProgressOutput,
    options: ProgressPrinterOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? (output.isTTY ? 100 : 5000);
    this.now = options.now ?? Date.now;
  }

  update(progress: RebuildProgress): void {
    const now = this.now();
    const phaseChanged = progress.phase !== this.lastPhase;
    if (!phaseChanged && now - this.lastPrintedAt < this.intervalMs) return;
    this.lastPrintedAt = now;
    this.lastPhase = progress.phase;
    const line = formatProgress(progress);
    if (this.output.isTTY) {
      this.output.write(`${CLEAR_LINE}${line}`);
      this.lineOpen = true;
      if (progress.phase === 'done') this.finish();
    } else {
      this.output.write(`${line}\n`);
    }
  }

  /** Ends the in-place line so what follows starts on a fresh one. */
  finish(): void {
    if (this.lineOpen) this.output.write('\n');
    this.lineOpen = false;
    this.lastPhase = undefined;
  }
}

const PHASE_LABELS = { catching_up: 'replaying', swapping: 'swapping in', done: 'done' } as const;

/** `stock_level: replaying  [#########---------------]   37%  12,345 events  4,321 events/s  ~3m 05s left` */
export function formatProgress(progress: RebuildProgress): string {
  const fraction = progress.phase === 'catching_up' ? progress.fractionDone : 1;
  const parts = [`${progress.projection}: ${PHASE_LABELS[progress.phase]}`];
  if (fraction !== null) parts.push(progressBar(fraction), `${String(Math.floor(fraction * 100)).padStart(3)}%`);
  parts.push(
    `${formatCount(progress.eventsDone)} events`,
    `${formatCount(Math.round(progress.eventsPerSecond))} events/s`,
  );
  if (progress.phase === 'done') parts.push(`in ${formatDuration(progress.elapsedMs / 1000)}`);
  else if (progress.secondsLeft !== null) parts.push(`~${formatDuration(progress.secondsLeft)} left`);
  return parts.join('  ');
}

/** `[#####-------------------]`: the share done, `width` characters wide. */
export function progressBar(fraction: number, width = 24): string {
  const filled = Math.round(Math.min(Math.max(fraction, 0), 1) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

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
