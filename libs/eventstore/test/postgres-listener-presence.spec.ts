import { Client } from 'pg';
import { useTestDatabase } from '@store/platform/testing';
import { eventStoreMigrations, PostgresEventStore } from '../src';
import { APPENDED_CHANNEL, LISTENING_PREFIX } from '../src/postgres/queries';
import { eventually, newEvent, SubscriptionReader, uniqueStreamId } from './helpers';

/** A plain LISTEN connection that records every NOTIFY on the appends' channel (it is no store: it does not count as one listening). */
async function notifySpy(url: string) {
  const client = new Client({ connectionString: url, application_name: 'test-notify-spy' });
  const payloads: string[] = [];
  client.on('notification', (message) => payloads.push(message.payload ?? ''));
  await client.connect();
  await client.query(`listen ${APPENDED_CHANNEL}`);
  return { payloads, close: () => client.end() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NOTIFY only while another store listens', () => {
  const database = useTestDatabase([eventStoreMigrations]);

  it('a store alone on its database appends without NOTIFY; once another store listens, its appends wake it', async () => {
    const writer = new PostgresEventStore({ databaseUrl: database.url });
    const spy = await notifySpy(database.url);
    const other = new PostgresEventStore({ databaseUrl: database.url, pollIntervalMs: 60_000 });
    try {
      await writer.append(uniqueStreamId('alone'), [newEvent('Alone')]);
      await sleep(300);
      expect(spy.payloads).toEqual([]);

      const reader = new SubscriptionReader(other.subscribeToAll({ after: (await other.headPosition()) ?? 'start' }));
      await reader.drain(50); // reading, and so listening, starts with the first pull
      await eventually(
        async () => spy.payloads.some((payload) => payload.startsWith(LISTENING_PREFIX)),
        5_000,
        'the other store to announce its LISTEN',
      );
      await sleep(300); // the writer's "nobody listens" answer has run out
      const stream = uniqueStreamId('heard');
      await writer.append(stream, [newEvent('Heard')]);
      // Woken by the NOTIFY: its poll is a minute away.
      expect((await reader.take(1, (event) => event.streamId === stream, 5_000))[0].type).toBe('Heard');
      // The spy's own connection can hear the same NOTIFY after the reader has read the event.
      const appendNotices = () => spy.payloads.filter((payload) => !payload.startsWith(LISTENING_PREFIX));
      await eventually(async () => appendNotices().length > 0, 5_000, 'the spy to hear the append NOTIFY');
      expect(appendNotices()).toHaveLength(1);
    } finally {
      await Promise.all([writer.close(), other.close(), spy.close()]);
    }
  });

  it('a listening store hears another start listening and notifies its next append at once', async () => {
    const writer = new PostgresEventStore({ databaseUrl: database.url, pollIntervalMs: 60_000 });
    const other = new PostgresEventStore({ databaseUrl: database.url, pollIntervalMs: 60_000 });
    const spy = await notifySpy(database.url);
    const own = new SubscriptionReader(writer.subscribeToAll({ after: (await writer.headPosition()) ?? 'start' }));
    try {
      await own.drain(200); // the writer's LISTEN connection is up
      await writer.append(uniqueStreamId('before'), [newEvent('BeforeOtherListens')]); // looks: nobody else listens
      await sleep(50);
      expect(spy.payloads.filter((payload) => !payload.startsWith(LISTENING_PREFIX))).toEqual([]);

      const reader = new SubscriptionReader(other.subscribeToAll({ after: (await other.headPosition()) ?? 'start' }));
      await reader.drain(50);
      await eventually(
        async () => spy.payloads.filter((payload) => payload.startsWith(LISTENING_PREFIX)).length >= 2,
        5_000,
        'the other store to announce its LISTEN',
      );
      await sleep(20); // the writer's LISTEN connection has it too
      const stream = uniqueStreamId('at-once');
      await writer.append(stream, [newEvent('AtOnce')]);
      expect((await reader.take(1, (event) => event.streamId === stream, 5_000))[0].type).toBe('AtOnce');
    } finally {
      await Promise.all([writer.close(), other.close(), spy.close()]);
    }
  });
});
