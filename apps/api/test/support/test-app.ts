import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, dropDatabase, loadConfig, withDatabase } from '@store/platform';
import { ResponseContract, testServerUrl } from '@store/platform/testing';
import { TEST_TRAFFIC_SETTINGS } from '@store/identity/testing';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Writable } from 'node:stream';
import { createApp } from '../../src/app/create-app';
import { migrateDatabase } from '../../src/app/migrate';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Every JSON log line the app wrote. */
  logs: Array<Record<string, any>>;
  close(): Promise<void>;
}

/**
 * The real application, not listening, driven with app.inject(); logs are captured. Unless
 * DATABASE_URL is given, it gets a fresh migrated database of its own, dropped on close, and its
 * own BullMQ key prefix, so test files run in parallel.
 */
export async function startTestApp(env: Record<string, string> = {}, imports: Type<unknown>[] = []): Promise<TestApp> {
  const suffix = `${process.env.JEST_WORKER_ID ?? '0'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const ownDatabase = env.DATABASE_URL ? undefined : withDatabase(testServerUrl(), `test_app_${suffix}`);
  if (ownDatabase) await migrateDatabase(ownDatabase);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: ownDatabase,
    WEB_DIST_DIR: 'does-not-exist',
    QUEUE_PREFIX: `test-${suffix}`,
    BCRYPT_ROUNDS: '4',
    ...TEST_TRAFFIC_SETTINGS,
    ...env,
  });
  const logs: Array<Record<string, any>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = await createApp(config, logger, { imports });
  const contract = new ResponseContract(app);
  contract.watch(app.getHttpAdapter().getInstance());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    logs,
    async close() {
      await app.close();
      if (ownDatabase) await dropDatabase(ownDatabase);
      contract.assertNone();
    },
  };
}
