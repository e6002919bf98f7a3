/**
 * "Now", injected wherever a command or a service reads the time, so tests can set it. Domain
 * deciders never read it: the command carries the time they need.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still at `at` until moved: for tests. */
export function fixedClock(at: Date | string): Clock & { set(to: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
  };
}
