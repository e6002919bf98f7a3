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
