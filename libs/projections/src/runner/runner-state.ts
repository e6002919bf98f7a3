import type { Checkpoint } from '../position';

/**
 * stopped: not started, or stop() returned. standby: waiting for the lock another runner holds.
 * rebuilding: holds the lock and rebuilds tables an older version built. active: holds the lock
 * and applies events. paused: holds the lock but applies nothing until an operator resumes it
 * (a flag on the projection's row, so every process's runner obeys). failed: a handler threw;
 * stopped (lock released) until restarted or resumed
 * (resumeProjection / `npm run replay -- --resume <name>` clears the failure: it retries from its
 * checkpoint).
 */
export type RunnerState = 'stopped' | 'standby' | 'rebuilding' | 'active' | 'paused' | 'failed';

export type ActiveOutcome = 'stopped' | 'failed' | 'yield';
export type FollowOutcome =
  { kind: 'stopped' } | { kind: 'failed' } | { kind: 'paused' } | { kind: 'moved'; checkpoint: Checkpoint };
