import { ReconnectBackoff, type AllSubscription, type Position, type RecordedEvent } from '@store/eventstore';
import { checkpointOf, isPaused, markFailed, readCheckpointRows, readStatus } from '../checkpoints/checkpoint-store';
import { eventTypesOf, type ProjectionDefinition } from '../definition/projection-definition';
import { sleep } from '../internal/sleep';
import type { AdvisoryLockSession } from '../locking/advisory-lock-session';
import { ProcessLockSession, type LockHolder } from '../locking/process-lock-session';
import { projectionLockKey } from '../locking/lock-keys';
import { compareCheckpoints, comparePositions, formatCheckpoint, type Checkpoint } from '../position';
import { rebuildProjection } from '../rebuild/rebuild-projection';
import { checkpointWatchOf, type CheckpointWatch } from '../watch/checkpoint-watch';
import { advanceIdleCheckpoint } from './advance-idle-checkpoint';
import { applyBatch } from './apply-batch';
import { BatchReader } from './batch-reader';
import { gathersBeforeBatch } from './gathers-before-batch';
import {
  CheckpointMovedError,
  describeError,
  HandlerFailedError,
  isTransientDatabaseError,
  ProjectionPausedError,
  RunnerFencedError,
} from './errors';
import { prepareProjection } from './prepare-projection';
import { resolveRunnerOptions, type ProjectionRunnerOptions, type ResolvedRunnerOptions } from './runner-options';

/**
 * stopped: not started, or stop() returned. standby: waiting for the lock another runner holds.
 * rebuilding: holds the lock and rebuilds tables an older version built. active: holds the lock
 * and applies events. paused: holds the lock but applies nothing until an operator resumes it
 * (a flag on the projection's row, so every process's runner obeys). failed: a handler threw; stopped (lock released) until restarted or resumed
 * (resumeProjection / `npm run replay -- --resume <name>` clears the failure: it retries from its
 * checkpoint).
 */
export type RunnerState = 'stopped' | 'standby' | 'rebuilding' | 'active' | 'paused' | 'failed';

type ActiveOutcome = 'stopped' | 'failed' | 'yield';
type FollowOutcome =
  { kind: 'stopped' } | { kind: 'failed' } | { kind: 'paused' } | { kind: 'moved'; checkpoint: Checkpoint };

/** Most often an idle runner writes its checkpoint row (see moveIdle). */
const IDLE_SAVE_INTERVAL_MS = 1000;

/**
 * Keeps one projection's tables up to date with the global log. Any number of runners of the
 * same projection may run in any number of processes: the one holding the projection's advisory
 * lock applies events, the others stand by and take over within `standbyRetryMs` of its
 * connection closing.
 *
 * PostgreSQL going away (a restart, a fail-over, pg_terminate_backend) never stops a runner: a
 * database error is retried after a backoff (a quarter of `errorRetryMs` doubling up to it,
 * jittered); a lost lock session makes it stand by and take its lock again on a new one; and the
 * runner generation it took the lock with fences its writes, so a runner that lost its lock
 * without noticing writes nothing after another took over (RunnerFencedError). It then reads on
 * from the stored checkpoint: nothing applied twice, nothing skipped.
 */
export class ProjectionRunner {
  private readonly options: ResolvedRunnerOptions;
  private readonly eventTypes: string[];
  private readonly lockKey: bigint;
  private loop: Promise<void> | undefined;
  private stopController: AbortController | undefined;
  private currentState: RunnerState = 'stopped';
  private lastFailure: HandlerFailedError | undefined;
  private toldNewerVersion = false;
  private applied = 0;
  /** Told each commit while this runner holds the lock, so read-your-writes waits in this process end at once. */
  private readonly watch: CheckpointWatch;

  /** The types its subscription reads: its read group's (see ProjectionHost), else its own. */
  private readonly readTypes: readonly string[];
  /** The checkpoint as its row holds it: behind the one followed by idle moves not saved yet (IDLE_SAVE_INTERVAL_MS). */
  private stored: Checkpoint = 'start';
  private idleSavedAt = Number.NEGATIVE_INFINITY;
  /** The runner generation it took the lock with (prepareProjection): every write is fenced by it. */
  private generation: string | undefined;
  /** Pauses before retrying after database errors; reset once active again. */
  private readonly errorBackoff: ReconnectBackoff;

  constructor(
    readonly projection: ProjectionDefinition,
    options: ProjectionRunnerOptions,
    /** The union of the types of its read group's projections in this process (ProjectionHost). */
    readGroupTypes?: readonly string[],
  ) {
    this.options = resolveRunnerOptions(options);
    this.eventTypes = eventTypesOf(projection);
    this.readTypes = readGroupTypes ?? this.eventTypes;
    this.lockKey = projectionLockKey(projection.name);
    this.watch = checkpointWatchOf(this.options.db);
    this.errorBackoff = new ReconnectBackoff(Math.max(1, this.options.errorRetryMs / 4), this.options.errorRetryMs);
  }

  get name(): string {
    return this.projection.name;
  }

  get state(): RunnerState {
    return this.currentState;
  }

  /** The handler failure that stopped this runner, if it did. */
  get failure(): HandlerFailedError | undefined {
    return this.lastFailure;
  }

  /** Events this runner has applied since it was created. */
  get eventsApplied(): number {
    return this.applied;
  }

  /** Starts in the background and returns at once; a failed or stopped runner starts afresh. */
  start(): void {
    if (this.loop) return;
    const stopController = new AbortController();
    this.stopController = stopController;
    this.lastFailure = undefined;
    this.currentState = 'standby';
    this.loop = this.run(stopController.signal).finally(() => {
      this.loop = undefined;
      if (this.currentState !== 'failed') this.currentState = 'stopped';
    });
  }

  /** Lets the batch in flight commit, closes the subscription, releases the lock. */
  async stop(): Promise<void> {
    this.stopController?.abort();
    await this.loop;
  }

  private get log() {
    return this.options.logger;
  }

  private async run(stop: AbortSignal): Promise<void> {
    const shared = ProcessLockSession.retain(this.options.databaseUrl);
    try {
      await this.runOn(shared.holderFor(this), stop);
    } finally {
      await shared.release();
    }
  }

  private async runOn(locks: LockHolder, stop: AbortSignal): Promise<void> {
    while (!stop.aborted) {
      this.currentState = 'standby';
      const session = await this.takeLock(locks, stop);
      if (!session) return;
      let failed = false;
      try {
        const outcome = await this.runWhileActive(session, locks, stop);
        failed = outcome === 'failed';
        if (outcome === 'yield') await sleep(this.options.standbyRetryMs, stop);
      } catch (error) {
        if (error instanceof RunnerFencedError) {
          // The server released our locks (the session is gone, noticed or not): all of this
          // process's runners take theirs again on a fresh session.
          this.log.warn(
            { projection: this.name, err: error },
            `projection ${this.name}: another runner took over; standing by`,
          );
          session.abandon(error);
        } else if (error instanceof HandlerFailedError && !isTransientDatabaseError(error.cause)) {
          await this.fail(error); // in the rebuild a version change started
          failed = true;
        } else {
          const retryMs = this.errorBackoff.next();
          if (!stop.aborted) {
            this.log.warn(
              { projection: this.name, err: error, retryMs },
              `projection ${this.name}: ${describeError(error)}; retrying in ${retryMs} ms`,
            );
          }
          await sleep(retryMs, stop);
        }
      } finally {
        await locks.unlock(this.lockKey);
      }
      // Failed: the lock is released; wait until an operator resumes it (or the process stops).
      if (failed && !(await this.waitForResume(stop))) return;
    }
  }

  /** True once the stored status is no longer 'failed' (resumeProjection cleared it); false on stop. */
  private async waitForResume(stop: AbortSignal): Promise<boolean> {
    while (!stop.aborted) {
      await sleep(this.options.resumePollMs, stop);
      if (stop.aborted) break;
      const status = await readStatus(this.options.db, this.name).catch(() => 'failed' as const);
      if (status !== 'failed') {
        this.log.info({ projection: this.name }, `projection ${this.name}: resumed; retrying from its checkpoint`);
        this.lastFailure = undefined;
        return true;
      }
    }
    return false;
  }

  /**
   * Paused by an operator: keeps the lock (so the screen shows who holds it) and applies nothing
   * until the flag is cleared; then reads on from the stored checkpoint (a rebuild may have moved
   * it). Undefined when stopped meanwhile.
   */
  private async waitWhilePaused(signal: AbortSignal): Promise<Checkpoint | undefined> {
    this.currentState = 'paused';
    this.log.info({ projection: this.name }, `projection ${this.name}: paused by an operator`);
    while (!signal.aborted) {
      await sleep(this.options.resumePollMs, signal);
      if (signal.aborted) break;
      const paused = await isPaused(this.options.db, this.name).catch(() => true);
      if (paused) continue;
      const [row] = await readCheckpointRows(this.options.db, [this.name]).catch(() => []);
      if (!row) continue;
      this.currentState = 'active';
      this.log.info({ projection: this.name }, `projection ${this.name}: resumed after a pause`);
      return checkpointOf(row);
    }
    return undefined;
  }

  /**
   * Tries the lock (on the process's shared lock session) every `standbyRetryMs` until it is
   * ours, or `stop` aborts (then undefined).
   */
  private async takeLock(locks: LockHolder, stop: AbortSignal): Promise<AdvisoryLockSession | undefined> {
    let toldStandby = false;
    let toldUnreachable = false;
    while (!stop.aborted) {
      try {
        const session = await locks.tryLock(this.lockKey);
        if (session && !session.lost.aborted) return session;
        if (!session) {
          if (!toldStandby)
            this.log.info({ projection: this.name }, `projection ${this.name}: another runner is active; standing by`);
          toldStandby = true;
        }
        toldUnreachable = false;
      } catch (error) {
        if (!toldUnreachable) {
          this.log.warn(
            { projection: this.name, err: error },
            `projection ${this.name}: cannot reach the lock: ${describeError(error)}`,
          );
        }
        toldUnreachable = true;
      }
      await sleep(this.options.standbyRetryMs, stop);
    }
    return undefined;
  }

  private async runWhileActive(
    session: AdvisoryLockSession,
    locks: LockHolder,
    stop: AbortSignal,
  ): Promise<ActiveOutcome> {
    const signal = AbortSignal.any([stop, session.lost]);
    let checkpoint = await this.prepare(signal, locks);
    if (checkpoint === undefined) return 'yield';
    this.errorBackoff.reset();
    this.currentState = 'active';
    this.log.info(
      { projection: this.name, checkpoint: formatCheckpoint(checkpoint) },
      `projection ${this.name}: active`,
    );
    this.watch.runnerStarted(this.name, checkpoint);
    try {
      while (!signal.aborted) {
        const outcome = await this.followLog(checkpoint, signal);
        if (outcome.kind === 'failed') return 'failed';
        if (outcome.kind === 'stopped') break;
        if (outcome.kind === 'paused') {
          const resumedAt = await this.waitWhilePaused(signal);
          if (resumedAt === undefined) break;
          checkpoint = resumedAt;
          this.watch.committed(this.name, checkpoint);
          continue;
        }
        this.log.info(
          { projection: this.name, checkpoint: formatCheckpoint(outcome.checkpoint) },
          `projection ${this.name}: checkpoint moved elsewhere (rebuild or another runner); reading on from it`,
        );
        checkpoint = outcome.checkpoint;
        this.watch.committed(this.name, checkpoint);
      }
    } finally {
      this.watch.runnerStopped(this.name);
    }
    if (session.lost.aborted && !stop.aborted) {
      this.log.warn({ projection: this.name }, `projection ${this.name}: lost the lock connection; standing by`);
    }
    return 'stopped';
  }

  /** The checkpoint to read on from, after building the tables if needed; undefined to yield. */
  private async prepare(signal: AbortSignal, locks: LockHolder): Promise<Checkpoint | undefined> {
    for (;;) {
      const preparation = await prepareProjection(this.options.db, this.projection);
      if (preparation.kind === 'ready') {
        this.generation = preparation.generation;
        return preparation.checkpoint;
      }
      if (preparation.kind === 'newer_version') {
        if (this.toldNewerVersion) return undefined;
        this.toldNewerVersion = true;
        this.log.warn(
          { projection: this.name, storedVersion: preparation.storedVersion, version: this.projection.version },
          `projection ${this.name}: version ${preparation.storedVersion} owns the tables; this older version stands by`,
        );
        return undefined;
      }
      this.currentState = 'rebuilding';
      this.log.info({ projection: this.name }, `projection ${this.name}: rebuilding because ${preparation.reason}`);
      await rebuildProjection(this.projection, { ...this.options, signal, locks });
    }
  }

  private async followLog(from: Checkpoint, signal: AbortSignal): Promise<FollowOutcome> {
    // bufferSize is left to the adapter: it knows its page size, which the buffer must exceed.
    const subscription = this.options.eventStore.subscribeToAll({
      after: from,
      eventTypes: [...this.readTypes],
      minReadIntervalMs: this.projection.minBatchIntervalMs,
      ...(this.readTypes !== this.eventTypes && this.projection.readGroup
        ? { readGroup: this.projection.readGroup }
        : {}),
    });
    const reader = new BatchReader(
      subscription[Symbol.asyncIterator](),
      { batchSize: this.options.batchSize, lingerMs: this.projection.batchLingerMs ?? this.options.batchLingerMs },
      subscription.takeBuffered?.bind(subscription),
    );
    let checkpoint = from;
    this.stored = from;
    let lastBatch = { startedAt: 0, size: 0 };
    try {
      while (!signal.aborted) {
        const { minBatchIntervalMs } = this.projection;
        if (
          gathersBeforeBatch({
            minBatchIntervalMs,
            caughtUp: subscription.caughtUp,
            lastBatchSize: lastBatch.size,
            batchSize: this.options.batchSize,
          })
        ) {
          await this.gatherFor(lastBatch.startedAt, signal);
        }
        const next = await reader.next(this.options.idleCheckMs, signal);
        if (next.kind === 'aborted' || signal.aborted) break;
        if (next.kind === 'ended') throw new Error('the event subscription ended');
        if (next.kind === 'idle') {
          checkpoint = await this.advanceWhileIdle(checkpoint, subscription);
          this.watch.committed(this.name, checkpoint);
          continue;
        }
        lastBatch = { startedAt: performance.now(), size: next.events.length };
        checkpoint = await this.apply(checkpoint, next.events);
        this.watch.committed(this.name, checkpoint);
        this.applied += next.events.length;
      }
      return { kind: 'stopped' };
    } catch (error) {
      if (error instanceof CheckpointMovedError) return { kind: 'moved', checkpoint: error.stored };
      if (error instanceof ProjectionPausedError) return { kind: 'paused' };
      if (error instanceof HandlerFailedError && !isTransientDatabaseError(error.cause)) {
        await this.fail(error);
        return { kind: 'failed' };
      }
      throw error;
    } finally {
      await subscription.close().catch(() => undefined);
    }
  }

  /** A batch: applied in a transaction, or passed over as an idle move when the projection accepts none of its events. */
  private async apply(checkpoint: Checkpoint, events: RecordedEvent[]): Promise<Checkpoint> {
    const { accepts } = this.projection;
    if (!accepts || events.some(accepts)) return this.applyFromStored(events);
    return this.moveIdle(checkpoint, events[events.length - 1].position);
  }

  /** Applies the events in a transaction from the stored checkpoint (idle moves not saved yet go with it). */
  private async applyFromStored(events: RecordedEvent[], advanceTo?: Position): Promise<Checkpoint> {
    this.stored = await applyBatch(this.options.db, this.projection, this.stored, events, advanceTo, this.generation);
    return this.stored;
  }

  /**
   * Follows the log past events the projection does not take. The row is told with one statement
   * at most every IDLE_SAVE_INTERVAL_MS (the idle runners of a busy log each wrote it four times a
   * second); the waiters of this process are answered from memory at once (CheckpointWatch), and
   * a move not saved yet is saved at the next idle check once due, or goes with the next batch.
   */
  private async moveIdle(checkpoint: Checkpoint, to: Checkpoint): Promise<Checkpoint> {
    const moved = compareCheckpoints(to, checkpoint) > 0 ? to : checkpoint;
    if (compareCheckpoints(moved, this.stored) > 0 && performance.now() - this.idleSavedAt >= IDLE_SAVE_INTERVAL_MS) {
      await advanceIdleCheckpoint(this.options.db, this.projection.name, this.stored, moved, this.generation);
      this.stored = moved;
      this.idleSavedAt = performance.now();
    }
    return moved;
  }

  /**
   * A live projection with minBatchIntervalMs lets events gather until that long after its last
   * batch began (on the monotonic clock: a wall clock set back must not hold it up).
   */
  private async gatherFor(lastBatchStartedAt: number, signal: AbortSignal): Promise<void> {
    const interval = this.projection.minBatchIntervalMs ?? 0;
    const wait = Math.min(interval, lastBatchStartedAt + interval - performance.now());
    if (wait > 0) await sleep(wait, signal);
  }

  /**
   * Moves the checkpoint on while no event of the projection's types comes, so a read-your-writes
   * wait for other types ends. Where the subscription can tell how far it has read (PostgreSQL),
   * up to there (moveIdle); elsewhere up to the head when no event of its
   * types lies between (the head is read first: every event at or before it is visible to readAll).
   */
  private async advanceWhileIdle(checkpoint: Checkpoint, subscription: AllSubscription): Promise<Checkpoint> {
    const { eventStore } = this.options;
    if (subscription.readThrough) return this.moveIdle(checkpoint, subscription.readThrough(checkpoint) ?? checkpoint);
    const head = await eventStore.headPosition();
    if (!head || compareCheckpoints(head, checkpoint) <= 0) return checkpoint;
    const [pending] = await eventStore.readAll({ after: checkpoint, eventTypes: this.eventTypes, limit: 1 });
    if (pending && comparePositions(pending.position, head) <= 0) return checkpoint; // the subscription brings it
    return this.applyFromStored([], head);
  }

  private async fail(error: HandlerFailedError) {
    this.lastFailure = error;
    this.currentState = 'failed';
    this.watch.failed(this.name);
    this.log.error(
      { projection: this.name, eventType: error.event.type, eventId: error.event.id, err: error.cause },
      error.message,
    );
    await markFailed(this.options.db, this.name, { message: describeError(error.cause), event: error.event }).catch(
      (markError: unknown) =>
        this.log.error(
          { projection: this.name, err: markError },
          `projection ${this.name}: could not record the failure`,
        ),
    );
  }
}
