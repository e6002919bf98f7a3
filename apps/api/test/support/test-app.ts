import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, loadConfig } from '@store/platform';
import pino from 'pino';
import { Writable } from 'node:stream';
import { createApp } from '../../src/app/create-app';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Every JSON log line the app wrote. */
  logs: Array<Record<string, any>>;
  close(): Promise<void>;
}

/** The real application, not listening, driven with app.inject(); logs are captured. */
export async function startTestApp(env: Record<string, string> = {}, imports: Type<unknown>[] = []): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    WEB_DIST_DIR: 'does-not-exist',
    QUEUE_PREFIX: `test-${process.pid}`,
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
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, config, logs, close: () => app.close() };
}
