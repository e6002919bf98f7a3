import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { QueueCounts } from '@store/contracts';
import { AppConfig, CONFIG, createQueue, LOGGER, ModuleRegistry, REDIS, type Logger } from '@store/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * A handle on every BullMQ queue of the application (as the modules' manifests declare them), for
 * the operations screen's counts and the bull-board dashboard, in any process role (handles
 * only: no worker).
 */
@Injectable()
export class OperationsQueues implements OnApplicationShutdown {
  readonly queues: Queue[];

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    registry: ModuleRegistry,
  ) {
    this.queues = registry.queues.map((key) =>
      createQueue(key, { connection: redis, prefix: config.QUEUE_PREFIX }, logger),
    );
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      this.queues.map(async (queue) => {
        const [counts, paused] = await Promise.all([
          queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed'),
          queue.isPaused(),
        ]);
        return {
          name: queue.name,
          // Jobs with a priority wait in their own list.
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
          paused,
        };
      }),
    );
  }

  async onApplicationShutdown() {
    await Promise.allSettled(this.queues.map((queue) => queue.close()));
  }
}
