import { randomUUID } from 'node:crypto';
import type { Job, Queue } from 'bullmq';
import {
  BackgroundRunner,
  closeRedisConnection,
  createRedisConnection,
  jobId,
  ProcessRole,
  silentLogger,
  startBackgroundWork,
} from '../src';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A reactor stand-in that records when it started and stopped. */
function fakeReactor(name: string, steps: string[]): BackgroundRunner {
  return {
    name,
    start: () => void steps.push(`${name} started`),
    stop: async () => void steps.push(`${name} stopped`),
  };
}

describe('BackgroundWork: a module’s queues, workers and reactors by ROLE', () => {
  const prefix = `test-${randomUUID()}`;
  const connection = createRedisConnection(REDIS_URL, silentLogger);
  afterAll(async () => {
    const keys = await connection.keys(`${prefix}:*`);
    if (keys.length) await connection.del(...keys);
    await closeRedisConnection(connection);
  });

  const deps = (role: ProcessRole, lines: unknown[] = []) => ({
    config: { ROLE: role, QUEUE_PREFIX: prefix },
    redis: connection,
    logger: { ...silentLogger, debug: (obj: object | string, msg?: string) => void lines.push({ obj, msg }) },
  });

  it.each([
    ['all', { workers: 1, reactors: 1 }],
    ['worker', { workers: 1, reactors: 0 }],
    ['projector', { workers: 0, reactors: 1 }],
    ['api', { workers: 0, reactors: 0 }],
  ] as const)(
    'ROLE=%s: queue handles always, workers and reactors only where the role runs them',
    async (role, runs) => {
      const steps: string[] = [];
      const lines: unknown[] = [];
      let made = 0;
      let worker: unknown;
      const work = startBackgroundWork('demo', deps(role, lines), (declare) => {
        declare.queue('notifyMe');
        worker = declare.worker('notifyMe', async () => undefined);
        declare.reactor(() => {
          made += 1;
          return fakeReactor('demo_reactor', steps);
        });
      });
      expect(Boolean(worker)).toBe(runs.workers === 1);
      // The reactor's definition is made only where it runs.
      expect(made).toBe(runs.reactors);
      expect(steps).toEqual(runs.reactors ? ['demo_reactor started'] : []);
      expect(lines).toEqual([
        {
          obj: {
            module: 'demo',
            role,
            queues: ['notify-me'],
            workers: runs.workers ? ['notify-me'] : [],
            reactors: runs.reactors ? ['demo_reactor'] : [],
          },
          msg: 'demo: background work started',
        },
      ]);
      await work.stop();
      expect(steps).toEqual(runs.reactors ? ['demo_reactor started', 'demo_reactor stopped'] : []);
    },
  );

  it('stops the reactors first, then lets the running job finish, then closes the queue', async () => {
    const steps: string[] = [];
    let jobStarted!: () => void;
    const started = new Promise<void>((resolve) => (jobStarted = resolve));
    let queue!: Queue;
    const work = startBackgroundWork('demo', deps('all'), (declare) => {
      queue = declare.queue('notifyMe');
      declare.worker('notifyMe', async (job: Job) => {
        jobStarted();
        await new Promise((resolve) => setTimeout(resolve, 300));
        steps.push(`job ${job.id} finished`);
      });
      declare.reactor(() => fakeReactor('demo_reactor', steps));
    });
    const closeQueue = queue.close.bind(queue);
    jest.spyOn(queue, 'close').mockImplementation(() => {
      steps.push('queue closed');
      return closeQueue();
    });
    await queue.add('slow', {}, { jobId: jobId('slow', 1) });
    await started;
    await work.stop();
    expect(steps).toEqual(['demo_reactor started', 'demo_reactor stopped', 'job slow.1 finished', 'queue closed']);
  });
});
