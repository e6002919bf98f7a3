/**
 * Moves the date (Date only) `ms` ahead of now, for the rules that count time (code expiry, the
 * one-code-a-minute rule, the reset link's hour): timers, ticks and microtasks stay real, so the
 * app, its database and Redis keep running. Undo with jest.useRealTimers().
 */
export function moveDateBy(ms: number): void {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
}
