import { sleep } from '../internal/sleep';

/**
 * Whether a runner with minBatchIntervalMs lets events gather before its next batch: only live,
 * i.e. its subscription has caught up and its last batch was not full. A runner catching up never
 * waits, nor before the tail that follows its last full batch (a catch-up's last, partial batch).
 */
export function gathersBeforeBatch(runner: {
  minBatchIntervalMs?: number;
  caughtUp: boolean | undefined;
  lastBatchSize: number;
  batchSize: number;
}): boolean {
  return (
    Boolean(runner.minBatchIntervalMs) &&
    runner.caughtUp === true &&
    runner.lastBatchSize > 0 &&
    runner.lastBatchSize < runner.batchSize
  );
}

/**
 * A live projection with minBatchIntervalMs lets events gather until that long after its last
 * batch began (on the monotonic clock: a wall clock set back must not hold it up).
 */
export async function gatherUntil(lastBatchStartedAt: number, intervalMs: number, signal: AbortSignal): Promise<void> {
  const wait = Math.min(intervalMs, lastBatchStartedAt + intervalMs - performance.now());
  if (wait > 0) await sleep(wait, signal);
}
