import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import {
  closeRedisConnection,
  createQueue,
  createRedisConnection,
  createWorker,
  type MailJob,
  type MailSentMarker,
  OutboxMailTransport,
  sendMailJob,
  silentLogger,
} from '../../src';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface MailQueueTestbed {
  connection: Redis;
  /** The prefix of every key the block's queues write. */
  prefix: string;
  /** The folder the workers write their mails to. */
  outbox: string;
}

/**
 * The Redis connection and outbox folder of a describe block's mail queue tests. After the
 * block's tests its keys are deleted, the connection closed and the folder removed.
 */
export function useMailQueueTestbed(name: string): MailQueueTestbed {
  const testbed = {
    connection: createRedisConnection(REDIS_URL, silentLogger),
    prefix: `test-${name}-${randomUUID()}`,
    outbox: '',
  };
  beforeAll(async () => {
    testbed.outbox = await mkdtemp(path.join(tmpdir(), `${name}-outbox-`));
  });
  afterAll(async () => {
    const keys = await testbed.connection.keys(`${testbed.prefix}:*`);
    if (keys.length) await testbed.connection.del(...keys);
    await closeRedisConnection(testbed.connection);
    await rm(testbed.outbox, { recursive: true, force: true });
  });
  return testbed;
}

/** A mail queue under `prefix` and a worker that writes its mails to `outbox` (marking them sent with `marker`). */
export function startMailWorker({ connection, prefix, outbox }: MailQueueTestbed, marker?: MailSentMarker) {
  const queue = createQueue<MailJob>('mail', { connection, prefix }, silentLogger);
  const worker = createWorker<MailJob>(
    'mail',
    sendMailJob(new OutboxMailTransport(outbox, 'shop@b.in', silentLogger), marker),
    { connection, prefix },
    silentLogger,
  );
  return {
    queue,
    worker,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
