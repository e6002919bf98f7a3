import { eventStoreMigrations, PostgresEventStore, type Position } from '@store/eventstore';
import { projectionMigrations, rebuildProjection } from '@store/projections';
import { createSubjectKey, personalDataMigrations, userSubject } from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { catalogueMigrations } from '../../src';
import { productListingProjection, stockHistoryProjection } from '../../src/projections/catalogue.projections';
import { stockReservationsProjection } from '../../src/projections/stock-reservations.projection';
import { catalogueTables, untilVisible } from '../support/catalogue-log';
import { randomCatalogueLog } from './random-catalogue-log';

/**
 * Whatever the batch boundaries (a live runner's batches are as long as the events that are
 * there), the catalogue projections written once per batch leave the same tables (#18).
 */
describe('catalogue projections over a random log, in batches of any size', () => {
  let database: TestDatabase;
  let eventStore: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(
      [eventStoreMigrations, projectionMigrations, personalDataMigrations, catalogueMigrations],
      { maxConnections: 5 },
    );
    for (let user = 0; user < 8; user += 1) await createSubjectKey(database.db, userSubject(`u${user}`)); // the log's reviewers
    eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 3, pollIntervalMs: 200 });
    let last: Position | undefined;
    for (const { streamId, event } of randomCatalogueLog(18, 1500))
      last = (await eventStore.append(streamId, [event])).position;
    await untilVisible(eventStore, last);
  });

  afterAll(async () => {
    await eventStore?.close();
    await database?.destroy();
  });

  const replayedWith = async (batchSize: number) => {
    for (const projection of [productListingProjection, stockHistoryProjection, stockReservationsProjection]) {
      await rebuildProjection(projection, { db: database.db, eventStore, databaseUrl: database.url, batchSize });
    }
    return catalogueTables(database.db);
  };

  it('leaves the same tables in one batch, one event per batch and batches of 7', async () => {
    const oneBatch = await replayedWith(1000);
    // The log moves stock, opens reservations and writes reviews: the comparison is not of empty tables.
    expect(oneBatch.stock.some((row) => Object.keys(row.stock as object).length > 0)).toBe(true);
    expect(oneBatch.reservations.length).toBeGreaterThan(0);
    expect(oneBatch.listing.some((row) => row.total_reviews > 0)).toBe(true);
    expect(await replayedWith(1)).toEqual(oneBatch);
    expect(await replayedWith(7)).toEqual(oneBatch);
  }, 120_000);
});
