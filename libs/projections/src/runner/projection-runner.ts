import { ReconnectBackoff } from '@store/eventstore';
import type { Logger } from '@store/platform';
import { eventTypesOf, type ProjectionDefinition } from '../definition/projection-definition';
import { sleep } from '../internal/sleep';
import type { AdvisoryLockSession } from '../locking/advisory-lock-session';
import { ProcessLockSession, type LockHolder } from '../locking/process-lock-session';
import { projectionLockKey } from '../locking/lock-keys';
import { formatCheckpoint, type Checkpoint } from '../position';
import { rebuildProjection } from '../rebuild/rebuild-projection';
import { checkpointWatchOf, type CheckpointWatch } from '../watch/checkpoint-watch';
import { CheckpointedBatches } from './checkpointed-batches';
import { subscribeForBatches } from './batch-reader';
import { gatherUntil, gathersBeforeBatch } from './gathers-before-batch';
import {
  CheckpointMovedError,
  describeError,
  HandlerFailedError,
  isTransientDatabaseError,
  ProjectionPausedError,
  RunnerFencedError,
} from './errors';
import { prepareProjection } from './prepare-projection';
import { recordHandlerFailure } from './record-handler-failure';
import { takeProjectionLock, waitForOperatorResume, waitUntilUnpaused, type RunnerWaits } from './runner-waits';
import type { ActiveOutcome, FollowOutcome, RunnerState } from './runner-state';
import { resolveRunnerOptions, type ProjectionRunnerOptions, type ResolvedRunnerOptions } from './runner-options';

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
  /** The runner generation it took the lock with (prepareProjection): every write is fenced by it. */
  private generation: string | undefined;
  /** Writes its batches and idle moves to the tables and the checkpoint row. */
  private readonly batches: CheckpointedBatches;
  private readonly waits: RunnerWaits;
  private readonly log: Logger;
  /** Pauses before retrying after database errors; reset once active again. */
  private readonly errorBackoff: ReconnectBackoff;

  constructor(
    readonly projection: ProjectionDefinition,
    options: ProjectionRunnerOptions,
    readGroupTypes?: readonly string[],
  ) {
    this.options = resolveRunnerOptions(options);
    this.eventTypes = eventTypesOf(projection);
    this.readTypes = readGroupTypes ?? this.eventTypes;
    this.lockKey = projectionLockKey(projection.name);
    this.watch = checkpointWatchOf(this.options.db);
    this.log = this.options.logger;
    this.waits = {
      db: this.options.db,
      name: projection.name,
      log: this.log,
      pollMs: this.options.resumePollMs,
      lockRetryMs: this.options.standbyRetryMs,
    };
    this.batches = new CheckpointedBatches(projection, this.options, this.eventTypes);
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
      const session = await takeProjectionLock(this.waits, locks, this.lockKey, stop);
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
      if (failed) {
        if (!(await waitForOperatorResume(this.waits, stop))) return;
        this.lastFailure = undefined;
      }
    }
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
          this.currentState = 'paused';
          const resumedAt = await waitUntilUnpaused(this.waits, signal);
          if (resumedAt === undefined) break;
          this.currentState = 'active';
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
    const { subscription, reader } = subscribeForBatches(this.options, this.projection, from, {
      readTypes: this.readTypes,
      sharesReadGroup: this.readTypes !== this.eventTypes,
    });
    let checkpoint = from;
    this.batches.startFrom(from, this.generation);
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
          await gatherUntil(lastBatch.startedAt, this.projection.minBatchIntervalMs ?? 0, signal);
        }
        const next = await reader.next(this.options.idleCheckMs, signal);
        if (next.kind === 'aborted' || signal.aborted) break;
        if (next.kind === 'ended') throw new Error('the event subscription ended');
        if (next.kind === 'idle') {
          checkpoint = await this.batches.advanceWhileIdle(checkpoint, subscription);
          this.watch.committed(this.name, checkpoint);
          continue;
        }
        lastBatch = { startedAt: performance.now(), size: next.events.length };
        checkpoint = await this.batches.apply(checkpoint, next.events);
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

  private async fail(error: HandlerFailedError) {
    this.lastFailure = error;
    this.currentState = 'failed';
    this.watch.failed(this.name);
    await recordHandlerFailure(this.options.db, this.log, this.name, error);
  }
}

export type { RunnerState } from './runner-state';
