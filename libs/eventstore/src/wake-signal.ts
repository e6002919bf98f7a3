/**
 * A wake-up that is never lost: `fire()` before `wait()` makes the next wait return at once.
 * `wait(ms)` also returns after `ms` (the polling fallback).
 */
export class WakeSignal {
  private fired = false;
  private waiters: Array<() => void> = [];

  fire(): void {
    this.fired = true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Forgets a wake-up that came before now (call it before looking at the state again). */
  reset(): void {
    this.fired = false;
  }

  wait(timeoutMs?: number): Promise<void> {
    if (this.fired) {
      this.fired = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        if (timer) clearTimeout(timer);
        this.fired = false;
        resolve();
      };
      this.waiters.push(done);
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((waiter) => waiter !== done);
          resolve();
        }, timeoutMs);
      }
    });
  }
}
