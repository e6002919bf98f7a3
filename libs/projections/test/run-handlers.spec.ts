import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection } from '../src';
import { HandlerFailedError } from '../src/runner/errors';
import { runHandlers } from '../src/runner/run-handlers';

const event = (n: number, type = 'Counted'): RecordedEvent => ({
  id: `e${n}`,
  streamId: 'counter-1',
  revision: n,
  position: { commit: 1n, prepare: BigInt(n) },
  type,
  version: 1,
  data: { n },
  metadata: {
    actor: { id: null, role: 'system' },
    correlationId: 'c1',
    causationId: null,
    occurredAt: new Date(0).toISOString(),
  } as RecordedEvent['metadata'],
  recordedAt: new Date(0).toISOString(),
});
const noDb = {} as Kysely<any>;

describe('runHandlers', () => {
  it('runs handlers that return nothing and handlers that return a promise, in event order, between the batch hooks', async () => {
    const seen: string[] = [];
    const projection = defineProjection({
      name: 'mixed',
      version: 1,
      tables: ['unused'],
      async createTables() {},
      batch: { begin: async () => void seen.push('begin'), end: async () => void seen.push('end') },
      handlers: {
        Counted: (e) => void seen.push(`sync ${(e.data as { n: number }).n}`),
        Awaited: async (e) => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          seen.push(`async ${(e.data as { n: number }).n}`);
        },
      },
    });
    await runHandlers(noDb, projection, [event(1), event(2, 'Awaited'), event(3), event(4, 'Ignored')]);
    expect(seen).toEqual(['begin', 'sync 1', 'async 2', 'sync 3', 'end']);
  });

  it('names the event a handler threw on, whether it threw at once or rejected', async () => {
    const failing = (handler: () => void | Promise<void>) =>
      defineProjection({
        name: 'failing',
        version: 1,
        tables: ['unused'],
        async createTables() {},
        handlers: { Counted: handler },
      });
    const thrown = runHandlers(
      noDb,
      failing(() => {
        throw new Error('at once');
      }),
      [event(1), event(2)],
    );
    await expect(thrown).rejects.toBeInstanceOf(HandlerFailedError);
    await expect(thrown).rejects.toMatchObject({ event: { id: 'e1' } });
    const rejected = runHandlers(
      noDb,
      failing(async () => {
        throw new Error('later');
      }),
      [event(1)],
    );
    await expect(rejected).rejects.toBeInstanceOf(HandlerFailedError);
  });
});
