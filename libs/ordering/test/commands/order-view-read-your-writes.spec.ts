import type { Logger } from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { projectionMigrations, type ProjectionTables } from '@store/projections';
import { insertCheckpointAt, moveCheckpointTo, positionAt, settledWithin } from '@store/projections/testing';
import type { Kysely } from 'kysely';
import { OrderViewReadYourWrites } from '../../src/commands/order-view-read-your-writes';
import { ORDER_VIEW_PROJECTION } from '../../src/projections/order-view.projection';

/** #18: a payment's answer waits for order_view; one look at its checkpoint serves every waiting answer. */
describe('OrderViewReadYourWrites', () => {
  let database: TestDatabase;
  let db: Kysely<ProjectionTables>;
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as Logger;

  beforeAll(async () => {
    database = await createTestDatabase([projectionMigrations]);
    db = database.db as Kysely<ProjectionTables>;
    await insertCheckpointAt(db, ORDER_VIEW_PROJECTION, null);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('answers each waiting request once order_view has passed its own position, not before', async () => {
    const readYourWrites = new OrderViewReadYourWrites(database.db, logger);
    await moveCheckpointTo(db, ORDER_VIEW_PROJECTION, 10);
    const early = readYourWrites.wait(positionAt(11));
    const late = readYourWrites.wait(positionAt(13));
    const passed = readYourWrites.wait(positionAt(9));
    expect(await settledWithin(passed, 50)).toBe(true);
    expect(await settledWithin(early, 0)).toBe(false);
    await moveCheckpointTo(db, ORDER_VIEW_PROJECTION, 12);
    expect(await settledWithin(early, 150)).toBe(true);
    expect(await settledWithin(late, 0)).toBe(false);
    await moveCheckpointTo(db, ORDER_VIEW_PROJECTION, 13);
    await late;
    expect(warnings).toEqual([]);
  });

  it('answers at once, with a warning, when order_view has failed (it will not catch up), and serves requests that come after', async () => {
    const readYourWrites = new OrderViewReadYourWrites(database.db, logger);
    await moveCheckpointTo(db, ORDER_VIEW_PROJECTION, 20, 'failed');
    const started = Date.now();
    await Promise.all([readYourWrites.wait(positionAt(21)), readYourWrites.wait(positionAt(22))]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings).toHaveLength(2);
    await moveCheckpointTo(db, ORDER_VIEW_PROJECTION, 30);
    await readYourWrites.wait(positionAt(25));
    await readYourWrites.wait(null);
    expect(warnings).toHaveLength(2);
  });
});
