import type { Kysely } from 'kysely';
import type { Position } from '@store/eventstore';
import type { ProjectionTables } from '../checkpoints/checkpoint-tables';
import { checkpointOf } from '../checkpoints/checkpoint-store';
import { hasReached, type Checkpoint } from '../position';
import { RebuildCensus } from './rebuild-census';

/** First pause between two looks at the checkpoints while a waited projection runs elsewhere; it doubles up to LONGEST_POLL_MS. */
const FIRST_POLL_MS = 5;
const LONGEST_POLL_MS = 50;
/** While every waited projection runs in this process, its commits answer at once; this poll only backs them up. */
const BACKUP_POLL_MS = 50;

interface Waiter {
  /** Projections that have not reached `position` yet. */
  pending: Set<string>;
  position: Position;
  deadline: number;
  resolve(caughtUp: boolean): void;
  reject(error: unknown): void;
}

/** A runner of this process holding the projection's lock: what it last committed, and whether it failed. */
interface LocalRunner {
  checkpoint: Checkpoint;
  failed: boolean;
}

export type LocalRun = Readonly<Pick<LocalRunner, 'checkpoint'>>;

interface PolledRow {
  checkpoint: Checkpoint;
  failed: boolean;
}

/**
 * Read-your-writes waits on one database, in one process. A runner of this process tells it each
 * checkpoint it commits, which answers the waiters it reaches at once (ROLE=all). Waiters are
 * also answered by looking at the checkpoint table, for projections that run in another process
 * (ROLE=api beside ROLE=projector) and as a backup: one query serves every waiter of the
 * database, soon (5 ms, doubling to 50) while a waited projection runs elsewhere, every 50 ms
 * otherwise.
 */
export class CheckpointWatch {
  private readonly waiters = new Set<Waiter>();
  private readonly localRunners = new Map<string, LocalRunner>();
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  private querying = false;
  /** Set when a waiter asked for a look while a query was in flight (it may have missed the waiter's projection). */
  private lookAgainSoon = false;
  private pause = FIRST_POLL_MS;

  private readonly rebuilds: RebuildCensus;

  constructor(private readonly db: Kysely<ProjectionTables>) {
    this.rebuilds = new RebuildCensus(db);
  }

  /**
   * True once every named projection has reached `position`; false when one of them has failed
   * (it will not catch up) or `timeoutMs` runs out. Rejects when the checkpoint table cannot be read.
   */
  wait(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const waiter: Waiter = { pending: new Set(names), position, deadline: Date.now() + timeoutMs, resolve, reject };
      if (this.settleByLocalRunners(waiter)) return;
      if (this.waiters.size === 0) this.pause = FIRST_POLL_MS;
      this.waiters.add(waiter);
      this.pollWithin(this.runsElsewhere(waiter) ? 0 : BACKUP_POLL_MS);
    });
  }

  /**
   * The projection's run in this process while its runner holds the lock, has not failed and no
   * tracked rebuild may swap its tables in (RebuildCensus): its tables then change only with that
   * runner's commits. A new object each time a runner takes the lock, its checkpoint moving with
   * each commit.
   */
  localRun(name: string): LocalRun | undefined {
    const runner = this.localRunners.get(name);
    return runner && !runner.failed && this.rebuilds.noneSwapping(name) ? runner : undefined;
  }

  /** A runner of this process took the projection's lock and applies from `checkpoint`. */
  runnerStarted(name: string, checkpoint: Checkpoint): void {
    this.localRunners.set(name, { checkpoint, failed: false });
    this.rebuilds.start();
    this.answerLocally(name);
  }

  /** The local runner's transaction moving the checkpoint to `checkpoint` committed. */
  committed(name: string, checkpoint: Checkpoint): void {
    const runner = this.localRunners.get(name);
    if (!runner) return;
    runner.checkpoint = checkpoint;
    this.answerLocally(name);
  }

  /** The local runner stopped on a failing handler: its waiters are answered (false) at once. */
  failed(name: string): void {
    const runner = this.localRunners.get(name);
    if (!runner) return;
    runner.failed = true;
    this.answerLocally(name);
  }

  /** The local runner let go of the lock (stopped, failed, lost it): only the checkpoint table tells now. */
  runnerStopped(name: string): void {
    this.localRunners.delete(name);
    if (this.localRunners.size === 0) this.rebuilds.stop();
    if (this.waiters.size > 0) this.pollWithin(0);
  }

  private answerLocally(name: string): void {
    for (const waiter of this.waiters) {
      if (waiter.pending.has(name) && this.settleByLocalRunners(waiter)) this.waiters.delete(waiter);
    }
  }

  /** Settles the waiter (true) when local runners show it all, or (false) when one of them failed. */
  private settleByLocalRunners(waiter: Waiter): boolean {
    for (const name of waiter.pending) {
      const runner = this.localRunners.get(name);
      if (runner && hasReached(runner.checkpoint, waiter.position)) waiter.pending.delete(name);
      else if (runner?.failed) return this.settle(waiter, false);
    }
    return waiter.pending.size === 0 && this.settle(waiter, true);
  }

  private settle(waiter: Waiter, caughtUp: boolean): true {
    waiter.resolve(caughtUp);
    return true;
  }

  private runsElsewhere(waiter: Waiter): boolean {
    for (const name of waiter.pending) if (!this.localRunners.has(name)) return true;
    return false;
  }

  /** Makes sure a look at the checkpoints happens within `delayMs` (a query in flight schedules the next one itself). */
  private pollWithin(delayMs: number): void {
    if (this.querying) {
      if (delayMs < BACKUP_POLL_MS) this.lookAgainSoon = true;
      return;
    }
    const at = Date.now() + delayMs;
    if (this.timer && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => void this.poll(), delayMs);
  }

  private async poll(): Promise<void> {
    this.timer = undefined;
    if (this.waiters.size === 0) return;
    this.querying = true;
    this.lookAgainSoon = false;
    let answered = false;
    try {
      const rows = await this.readCheckpoints();
      answered = this.answerFrom(rows);
    } catch (error) {
      for (const waiter of this.waiters) waiter.reject(error);
      this.waiters.clear();
    } finally {
      this.querying = false;
    }
    if (this.waiters.size > 0) this.pollWithin(this.nextPause(answered));
  }

  private nextPause(answered: boolean): number {
    const elsewhere = [...this.waiters].some((waiter) => this.runsElsewhere(waiter));
    const soon = answered || this.lookAgainSoon;
    this.pause = !elsewhere ? BACKUP_POLL_MS : soon ? FIRST_POLL_MS : Math.min(this.pause * 2, LONGEST_POLL_MS);
    const firstDeadline = Math.min(...[...this.waiters].map((waiter) => waiter.deadline));
    return Math.max(0, Math.min(this.pause, firstDeadline - Date.now()));
  }

  /** Answers the waiters the rows show caught up (true), failed or out of time (false); whether it answered any. */
  private answerFrom(rows: Map<string, PolledRow>): boolean {
    const now = Date.now();
    let answered = false;
    for (const waiter of this.waiters) {
      let failed = false;
      for (const name of waiter.pending) {
        const row = rows.get(name);
        if (row && hasReached(row.checkpoint, waiter.position)) waiter.pending.delete(name);
        else if (row?.failed) failed = true;
      }
      const done = waiter.pending.size === 0;
      if (!done && !failed && now < waiter.deadline) continue;
      waiter.resolve(done);
      this.waiters.delete(waiter);
      answered = true;
    }
    return answered;
  }

  private async readCheckpoints(): Promise<Map<string, PolledRow>> {
    const names = new Set<string>();
    for (const waiter of this.waiters) for (const name of waiter.pending) names.add(name);
    const rows = await this.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'commit_position', 'prepare_position', 'status'])
      .where('name', 'in', [...names])
      .execute();
    return new Map(rows.map((row) => [row.name, { checkpoint: checkpointOf(row), failed: row.status === 'failed' }]));
  }
}

const watches = new WeakMap<Kysely<ProjectionTables>, CheckpointWatch>();

/**
 * The process's watch over the checkpoints of the database `db` reaches. Runners and waiters
 * meet here when they share the Kysely instance (the app's DATABASE); a runner on another
 * instance, or in another process, is seen through the checkpoint table only.
 */
export function checkpointWatchOf(db: Kysely<ProjectionTables>): CheckpointWatch {
  let watch = watches.get(db);
  if (!watch) {
    watch = new CheckpointWatch(db);
    watches.set(db, watch);
  }
  return watch;
}
