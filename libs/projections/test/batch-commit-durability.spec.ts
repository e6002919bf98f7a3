import type { RecordedEvent } from '@store/eventstore';
import { sql, type Kysely } from 'kysely';
import { defineProjection, defineReactor, ProjectionRunner } from '../src';
import { productCreated } from './support/events';
import { useTestContext, waitUntil } from './support/harness';

const settingInBatch = (db: Kysely<any>) =>
  sql<{ setting: string }>`select current_setting('synchronous_commit') as setting`
    .execute(db)
    .then(({ rows }) => rows[0].setting);

/**
 * A read model's batch may lose its commit in a server crash (rows and checkpoint together, then
 * applied again), so it does not wait for the WAL flush; a reactor's lost checkpoint would
 * enqueue its jobs again, so it does.
 */
describe("a batch's commit", () => {
  const context = useTestContext();

  const settingsSeenBy = async (definition: ReturnType<typeof defineProjection>, seen: string[]) => {
    const runner = new ProjectionRunner(definition, {
      ...context.connection,
    });
    runner.start();
    try {
      await waitUntil('the batch has run', () => seen.length > 0);
    } finally {
      await runner.stop();
    }
    return seen;
  };

  it('of a read model does not wait for the WAL to reach the disk (synchronous_commit off in its transaction only)', async () => {
    await context.eventStore.append('product-durability-a', [productCreated('durability-a', 'A')]);
    const seen: string[] = [];
    const projection = defineProjection({
      name: 'durability_read_model',
      version: 1,
      tables: ['durability_read_model'],
      async createTables(db) {
        await db.schema.createTable('durability_read_model').addColumn('id', 'text').execute();
      },
      handlers: {
        ProductCreated: async (_event: RecordedEvent, db: Kysely<any>) => void seen.push(await settingInBatch(db)),
      },
    });
    expect(await settingsSeenBy(projection, seen)).toContain('off');
    expect(seen.every((setting) => setting === 'off')).toBe(true);
    expect(await settingInBatch(context.db)).toBe('on'); // the pool's connections are left as they were
  });

  it('of a reactor waits for it (its jobs must not be enqueued twice after a crash)', async () => {
    const seen: string[] = [];
    const reactor = defineReactor({
      name: 'durability_reactor',
      version: 1,
      handlers: {
        ProductCreated: async (_event: RecordedEvent, db: Kysely<any>) => void seen.push(await settingInBatch(db)),
      },
    });
    expect(await settingsSeenBy(reactor, seen)).toContain('on');
    expect(seen.every((setting) => setting === 'on')).toBe(true);
  });
});
