import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, DATABASE, dropDatabase, loadConfig, runsProjections, withDatabase } from '@store/platform';
import { ResponseContract, testServerUrl } from '@store/platform/testing';
import { TEST_TRAFFIC_SETTINGS } from '@store/identity/testing';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Writable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { createApp } from '../../src/app/create-app';
import { allProjections } from '../../src/projections.registry';
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
  if (runsProjections(config.ROLE) && !env.DATABASE_URL) await readModelsBuilt(app.get(DATABASE));
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

/**
 * Until every projection has built its tables (a fresh database): a request before that finds no
 * read model (the app answers 503). Tests start on a built store, as a deployment's health check does.
 */
async function readModelsBuilt(db: Kysely<any>, timeoutMs = 30_000): Promise<void> {
  const names = allProjections.map((projection) => projection.name);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from projection_checkpoints where name = any(${names}) and version > 0`.execute(db);
    if (rows[0].n === names.length) return;
    if (Date.now() > deadline) throw new Error(`the read models were not built within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
