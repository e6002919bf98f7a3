/**
 * Delays between attempts to reach a server that is down: `initialMs`, doubling each failure up to
 * `maxMs`, each drawn between half and all of that (jitter), so the processes a restart cut off
 * together do not all knock at the same instant. `reset()` after a success.
 */
export class ReconnectBackoff {
  private failures = 0;

  constructor(
    private readonly initialMs = 250,
    private readonly maxMs = 2_000,
    private readonly random: () => number = Math.random,
  ) {}

  /** The delay before the next attempt, counting one more failure. */
  next(): number {
    const ceiling = Math.min(this.maxMs, this.initialMs * 2 ** Math.min(this.failures, 30));
    this.failures += 1;
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  /** Failures since the last success. */
  get attempts(): number {
    return this.failures;
  }

  reset(): void {
    this.failures = 0;
  }
}
