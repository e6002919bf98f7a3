import type { Position } from '@store/eventstore';
import type { Checkpoint } from '../position';

export type RebuildPhase = 'catching_up' | 'swapping' | 'done';

export interface RebuildProgress {
  projection: string;
  phase: RebuildPhase;
  /** Events of the projection's types applied so far. */
  eventsDone: number;
  eventsPerSecond: number;
  /** 0..1, estimated from how far the position is towards the head; null on an empty log. */
  fractionDone: number | null;
  /** Estimated from the rate and fractionDone; null until there is something to estimate from. */
  secondsLeft: number | null;
  elapsedMs: number;
}

/**
 * Turns "this many events, this far in the log" into rate and time left. Positions grow with
 * the log (a sequence number in PostgreSQL, a byte offset in EventStoreDB), so the share of the
 * head's prepare position reached is a fair estimate of the share of the work done.
 */
export class ProgressMeter {
  private readonly startedAt: number;

  constructor(
    private readonly projection: string,
    private readonly head: Position | null,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  measure(phase: RebuildPhase, eventsDone: number, position: Checkpoint): RebuildProgress {
    const elapsedMs = Math.max(this.now() - this.startedAt, 1);
    const eventsPerSecond = (eventsDone * 1000) / elapsedMs;
    const fractionDone = phase === 'catching_up' ? this.fractionAt(position) : 1;
    const secondsLeft =
      fractionDone === null || fractionDone === 0 ? null : ((elapsedMs / 1000) * (1 - fractionDone)) / fractionDone;
    return { projection: this.projection, phase, eventsDone, eventsPerSecond, fractionDone, secondsLeft, elapsedMs };
  }

  private fractionAt(position: Checkpoint): number | null {
    if (!this.head || this.head.prepare <= 0n) return null;
    if (position === 'start') return 0;
    return Math.min(Math.max(Number(position.prepare) / Number(this.head.prepare), 0), 1);
  }
}
