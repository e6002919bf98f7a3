import { startDatabaseProxy, terminateBackends, useTestDatabase } from '@store/platform/testing';
import { eventStoreMigrations, PostgresEventStore, ReconnectBackoff } from '../src';
import { ChangeNotifier } from '../src/postgres/change-notifier';
import { eventually, newEvent, uniqueStreamId } from './helpers';

const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

/** #39: PostgreSQL restarts or fails over; the event store's connections are cut, none of that may end the process. */
describe('the PostgreSQL event store when PostgreSQL ends its connections', () => {
  const database = useTestDatabase([eventStoreMigrations]);

  it('keeps the process up when its pooled connections are ended, and appends and reads on fresh ones', async () => {
    const store = new PostgresEventStore({ databaseUrl: database.url });
    try {
      const stream = uniqueStreamId('cut');
      await store.append(stream, [newEvent('BeforeTheCut')]);
      expect((await terminateBackends(database.db, 'eventstore')).length).toBeGreaterThan(0);
      await settle();
      await store.append(stream, [newEvent('AfterTheCut')], { expectedRevision: 0 });
      expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['BeforeTheCut', 'AfterTheCut']);
    } finally {
      await store.close();
    }
  });

  it('while PostgreSQL is down, fails appends at once with an error the API answers 503 for, and appends again once it is back', async () => {
    const proxy = await startDatabaseProxy(database.url);
    const store = new PostgresEventStore({ databaseUrl: proxy.url });
    try {
      const stream = uniqueStreamId('down');
      await store.append(stream, [newEvent('BeforeTheStop')]);
      await proxy.stop();
      await expect(store.append(stream, [newEvent('WhileDown')], { expectedRevision: 0 })).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      expect(await store.ping()).toBe(false);
      await proxy.start();
      await store.append(stream, [newEvent('AfterTheStart')], { expectedRevision: 0 });
      expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['BeforeTheStop', 'AfterTheStart']);
    } finally {
      await store.close();
      await proxy.close();
    }
  });

  it('tries its LISTEN connection again with a capped backoff while PostgreSQL is down, and listens again soon after it is back', async () => {
    const proxy = await startDatabaseProxy(database.url);
    const notifier = new ChangeNotifier(proxy.url, { initialMs: 50, maxMs: 400 });
    const stop = notifier.listen(() => undefined);
    try {
      await eventually(async () => notifier.isListening, 5_000, 'the LISTEN connection');
      await proxy.stop();
      await eventually(async () => !notifier.isListening, 5_000, 'the LISTEN connection to drop');
      await settle(1_500);
      // 50, 100, 200, 400, 400 ... ms (each drawn between half and all of it): a handful of tries, not one every 50 ms.
      expect(notifier.reconnectAttempts).toBeGreaterThanOrEqual(3);
      expect(notifier.reconnectAttempts).toBeLessThanOrEqual(12);
      await proxy.start();
      const startedAt = Date.now();
      await eventually(async () => notifier.isListening, 5_000, 'the LISTEN connection to come back');
      expect(Date.now() - startedAt).toBeLessThan(1_000); // within the cap (400 ms) and a connect
      expect(notifier.reconnectAttempts).toBe(0);
    } finally {
      stop();
      await notifier.close();
      await proxy.close();
    }
  });
});

describe('ReconnectBackoff', () => {
  it('doubles from the first delay up to the cap, each drawn between half and all of it, and starts over after a success', () => {
    const lowest = new ReconnectBackoff(100, 1_000, () => 0);
    expect([lowest.next(), lowest.next(), lowest.next(), lowest.next(), lowest.next(), lowest.next()]).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
    const highest = new ReconnectBackoff(100, 1_000, () => 1);
    expect([highest.next(), highest.next(), highest.next(), highest.next(), highest.next()]).toEqual([
      100, 200, 400, 800, 1_000,
    ]);
    highest.reset();
    expect(highest.next()).toBe(100);
  });
});
