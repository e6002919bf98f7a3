import type { Position } from '@store/eventstore';
import type { Logger } from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { projectionMigrations, type ProjectionTables } from '@store/projections';
import type { Kysely } from 'kysely';
import { OrderViewReadYourWrites } from '../../src/commands/order-view-read-your-writes';
import { ORDER_VIEW_PROJECTION } from '../../src/projections/order-view.projection';

/** #18: a payment's answer waits for order_view; one look at its checkpoint serves every waiting answer. */
describe('OrderViewReadYourWrites', () => {
  let database: TestDatabase;
  let db: Kysely<ProjectionTables>;
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as Logger;
  const at = (commit: number): Position => ({ commit: BigInt(commit), prepare: 1n });
  const moveTo = (commit: number, status: 'running' | 'failed' = 'running') =>
    db
      .updateTable('projection_checkpoints')
      .set({ commit_position: String(commit), prepare_position: '1', status })
      .where('name', '=', ORDER_VIEW_PROJECTION)
      .execute();
  const settledAfter = async (promise: Promise<void>, ms: number) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, ms));
    return done;
  };

  beforeAll(async () => {
    database = await createTestDatabase([projectionMigrations]);
    db = database.db as Kysely<ProjectionTables>;
    await db
      .insertInto('projection_checkpoints')
      .values({
        name: ORDER_VIEW_PROJECTION,
        version: 1,
        event_types: [],
        commit_position: null,
        prepare_position: null,
        status: 'running',
        last_error: null,
        error_commit_position: null,
        error_prepare_position: null,
        error_event_type: null,
        error_event_id: null,
        failed_at: null,
      })
      .execute();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('answers each waiting request once order_view has passed its own position, not before', async () => {
    const readYourWrites = new OrderViewReadYourWrites(database.db, logger);
    await moveTo(10);
    const early = readYourWrites.wait(at(11));
    const late = readYourWrites.wait(at(13));
    const passed = readYourWrites.wait(at(9));
    expect(await settledAfter(passed, 50)).toBe(true);
    expect(await settledAfter(early, 0)).toBe(false);
    await moveTo(12);
    expect(await settledAfter(early, 150)).toBe(true);
    expect(await settledAfter(late, 0)).toBe(false);
    await moveTo(13);
    await late;
    expect(warnings).toEqual([]);
  });

  it('answers at once, with a warning, when order_view has failed (it will not catch up), and serves requests that come after', async () => {
    const readYourWrites = new OrderViewReadYourWrites(database.db, logger);
    await moveTo(20, 'failed');
    const started = Date.now();
    await Promise.all([readYourWrites.wait(at(21)), readYourWrites.wait(at(22))]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings).toHaveLength(2);
    await moveTo(30);
    await readYourWrites.wait(at(25));
    await readYourWrites.wait(null);
    expect(warnings).toHaveLength(2);
  });
});
