import { PostgresEventStore, type RecordedEvent } from '@store/eventstore';
import { createDatabase } from '@store/platform';
import { backendsOf, startDatabaseProxy, terminateBackends, type DatabaseProxy } from '@store/platform/testing';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { defineReactor, hasReached, ProjectionRunner, projectionStatus, rebuildProjection } from '../src';
import { checkpointOf } from '../src/checkpoints/checkpoint-store';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { checkpointRow, stockLevels, stockMovementCount, useTestContext, waitUntil } from './support/harness';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** #39: PostgreSQL restarts, fails over or is cut off from the projector; its runners keep going and lose nothing. */
describe('runners and rebuilds when PostgreSQL goes away', () => {
  const context = useTestContext({ perTest: true });

  describe('a runner whose every connection is behind a PostgreSQL that goes away for 3 s', () => {
    let proxy: DatabaseProxy;
    let db: Kysely<any>;
    let eventStore: PostgresEventStore;
    let runner: ProjectionRunner;

    beforeEach(async () => {
      proxy = await startDatabaseProxy(context.url);
      db = createDatabase(proxy.url, { maxConnections: 4, applicationName: 'outage-runner' });
      eventStore = new PostgresEventStore({ databaseUrl: proxy.url, maxConnections: 2, pollIntervalMs: 200 });
    });
    afterEach(async () => {
      await proxy.start();
      await runner?.stop();
      await eventStore.close();
      await db.destroy();
      await proxy.close();
    });

    it('keeps running (never failed), and once it is back applies every event written meanwhile exactly once, within 5 s', async () => {
      runner = new ProjectionRunner(stockLevelProjection(), {
        db,
        eventStore,
        databaseUrl: proxy.url,
        batchSize: 50,
        standbyRetryMs: 200,
      });
      runner.start();
      await appendStockMovements(context.eventStore, 100);
      await waitUntil('100 events are applied', async () => (await stockMovementCount(context.db)) === 100);

      await proxy.stop();
      // Another process, still connected, sells meanwhile.
      await appendStockMovements(context.eventStore, 100, { offset: 100 });
      await pause(3_000);
      expect(runner.state).not.toBe('failed');
      expect(runner.state).not.toBe('stopped');

      const backAt = Date.now();
      await proxy.start();
      await waitUntil('200 events are applied', async () => (await stockMovementCount(context.db)) === 200, 10_000);
      const caughtUpMs = Date.now() - backAt;
      process.stdout.write(`runner: PostgreSQL back -> caught up: ${caughtUpMs} ms\n`);
      expect(caughtUpMs).toBeLessThan(5_000);
      expect(await stockLevels(context.db)).toEqual(expectedStockLevels(200));
      await waitUntil('it is active again', () => runner.state === 'active');
      const [status] = await projectionStatus(context.db, context.eventStore, { names: ['stock_level'] });
      expect(status).toMatchObject({ status: 'running', runnerActive: true });
    });
  });

  it('a reactor whose connections are ended again and again handles every event and reaches the end of the log', async () => {
    const { db, eventStore, url } = context;
    const handled = new Set<string>();
    const reactor = defineReactor({
      name: 'outbox_reactor',
      version: 1,
      handlers: {
        StockAdded: async (event: RecordedEvent) => void handled.add(event.id),
        StockRemoved: async (event: RecordedEvent) => void handled.add(event.id),
      },
    });
    const reactorDb = createDatabase(url, { maxConnections: 4, applicationName: 'outbox-reactor' });
    const runner = new ProjectionRunner(reactor, {
      db: reactorDb,
      eventStore,
      databaseUrl: url,
      batchSize: 20,
      standbyRetryMs: 200,
    });
    try {
      runner.start();
      for (let round = 0; round < 5; round += 1) {
        await appendStockMovements(eventStore, 60, { offset: round * 60, perAppend: 10 });
        // Its lock session, its batch connections and the event store's pool, idle or mid-batch.
        await terminateBackends(db, 'store-runner:%');
        await terminateBackends(db, 'outbox-reactor');
        await terminateBackends(db, 'eventstore');
        await pause(150);
      }
      const head = (await eventStore.headPosition())!;
      await waitUntil(
        'the reactor reaches the end of the log',
        async () => {
          const row = await checkpointRow(db, 'outbox_reactor');
          return row !== undefined && hasReached(checkpointOf(row), head);
        },
        20_000,
      );
      const all = await eventStore.readAll({ eventTypes: ['StockAdded', 'StockRemoved'] });
      expect(all).toHaveLength(300);
      expect(all.filter((event) => !handled.has(event.id))).toEqual([]);
      expect((await checkpointRow(db, 'outbox_reactor'))?.status).toBe('running');
    } finally {
      await runner.stop();
      await reactorDb.destroy();
    }
  });

  it('a rebuild whose lock connection is ended stops (another could start and recreate its schema), drops what it built, swaps nothing in, and can be run again', async () => {
    const { db, eventStore } = context;
    await appendStockMovements(eventStore, 300);
    const slow = stockLevelProjection({ beforeApply: () => pause(5) });
    const rebuilding = rebuildProjection(slow, { ...context.connection, batchSize: 50 });
    rebuilding.catch(() => undefined);
    await waitUntil(
      'the rebuild holds its lock',
      async () => (await backendsOf(db, 'projection-rebuild:%')).length === 1,
    );
    await terminateBackends(db, 'projection-rebuild:%');
    await expect(rebuilding).rejects.toThrow('Rebuild of projection stock_level lost its lock connection');
    expect((await sql`select 1 from pg_namespace where nspname = 'rebuild_stock_level'`.execute(db)).rows).toHaveLength(
      0,
    );
    expect(await checkpointRow(db, 'stock_level')).toBeUndefined(); // nothing was swapped in

    const result = await rebuildProjection(stockLevelProjection(), context.connection);
    expect(result.eventsApplied).toBe(300);
    expect(await stockLevels(db)).toEqual(expectedStockLevels(300));
  });
});
