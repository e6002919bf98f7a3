import type { Processor, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppConfig, runsProjections, runsWorkers } from '../config/config';
import type { Logger } from '../logging/logger';
import { createQueue, createWorker, QueueKey, QueueSettings } from './queues';
import { settleWithin } from './settle-within';

/** A projection runner (a reactor) or anything started and stopped like one. */
export interface BackgroundRunner {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
}

export interface BackgroundWorkDeps {
  config: Pick<AppConfig, 'ROLE' | 'QUEUE_PREFIX'>;
  redis: Redis;
  logger: Logger;
}

/**
 * How long each step of a stop may take. With Redis or PostgreSQL gone, a close can wait for a
 * connection that never comes; with Redis up, a worker's close waits for its running jobs.
 */
export const BACKGROUND_STOP_LIMITS_MS = {
  reactor: 2_000,
  worker: { redisUp: 5_000, redisDown: 1_000 },
  queue: { redisUp: 2_000, redisDown: 500 },
} as const;

/**
 * A module's queues, workers and reactors, each run where the process's ROLE runs it: queue
 * handles everywhere (the api enqueues), workers in ROLE=all|worker, reactors in ROLE=all|projector.
 * Declared in one go by startBackgroundWork (from onApplicationBootstrap), stopped by stop()
 * (from onApplicationShutdown).
 */
export class BackgroundWork {
  private readonly queues: Queue[] = [];
  private readonly workers: Worker[] = [];
  private readonly reactors: BackgroundRunner[] = [];

  constructor(
    /** The module, as its log line names it. */
    readonly owner: string,
    private readonly deps: BackgroundWorkDeps,
  ) {}

  private get settings(): QueueSettings {
    return { connection: this.deps.redis, prefix: this.deps.config.QUEUE_PREFIX };
  }

  /** A handle on the queue, in every role; closed by stop(). */
  queue<Data>(key: QueueKey): Queue<Data> {
    const queue = createQueue<Data>(key, this.settings, this.deps.logger);
    this.queues.push(queue as Queue);
    return queue;
  }

  /** The queue's worker, running from now on, where the role runs workers; undefined elsewhere. */
  worker<Data>(key: QueueKey, processor: Processor<Data>): Worker<Data> | undefined {
    if (!runsWorkers(this.deps.config.ROLE)) return undefined;
    const worker = createWorker<Data>(key, processor, this.settings, this.deps.logger);
    this.workers.push(worker as Worker);
    return worker;
  }

  /** Makes and starts the reactor where the role runs projections (its definition is made only there). */
  reactor(make: () => BackgroundRunner): void {
    if (!runsProjections(this.deps.config.ROLE)) return;
    const runner = make();
    this.reactors.push(runner);
    runner.start();
  }

  /**
   * Reactors first (they enqueue), then workers (a graceful close lets their running jobs
   * finish, which needs Redis; without it they are closed at once), then the queues. Each step
   * is bounded by BACKGROUND_STOP_LIMITS_MS.
   */
  async stop(): Promise<void> {
    const limits = BACKGROUND_STOP_LIMITS_MS;
    await Promise.all(this.reactors.map((reactor) => settleWithin(reactor.stop(), limits.reactor)));
    const redisUp = this.deps.redis.status === 'ready';
    await Promise.all(
      this.workers.map((worker) =>
        settleWithin(worker.close(!redisUp), redisUp ? limits.worker.redisUp : limits.worker.redisDown),
      ),
    );
    await Promise.all(
      this.queues.map((queue) => settleWithin(queue.close(), redisUp ? limits.queue.redisUp : limits.queue.redisDown)),
    );
  }

  /** One line (debug) saying what this process runs of the module. */
  logStarted(): void {
    this.deps.logger.debug?.(
      {
        module: this.owner,
        role: this.deps.config.ROLE,
        queues: this.queues.map((queue) => queue.name),
        workers: this.workers.map((worker) => worker.name),
        reactors: this.reactors.map((reactor) => reactor.name),
      },
      `${this.owner}: background work started`,
    );
  }
}

/**
 * Declares a module's background work and starts what the role runs, e.g. in
 * onApplicationBootstrap:
 *
 *   this.background = startBackgroundWork('catalogue', { config, redis, logger }, (work) => {
 *     this.queue = work.queue<Job>('notifyMe');
 *     work.worker<Job>('notifyMe', (job) => this.deliver(job));
 *     work.reactor(() => new ProjectionRunner(reactor, runnerOptions));
 *   });
 *
 * and `await this.background?.stop()` in onApplicationShutdown.
 */
export function startBackgroundWork(
  owner: string,
  deps: BackgroundWorkDeps,
  declare: (work: BackgroundWork) => void,
): BackgroundWork {
  const work = new BackgroundWork(owner, deps);
  declare(work);
  work.logStarted();
  return work;
}
