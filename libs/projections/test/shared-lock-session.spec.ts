import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@store/eventstore';
import { sql, type Kysely } from 'kysely';
import { defineReactor, ProjectionHost, projectionStatus } from '../src';
import { appendStockMovements, expectedStockLevels, productCreated } from './support/events';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';
import { stockLevels, stockMovementCount, useTestContext, waitUntil } from './support/harness';

const reactor = (name: string) =>
  defineReactor({ name, version: 1, handlers: { ProductCreated: async (_event: RecordedEvent) => undefined } });

/** Backends of this test's database holding runner lock sessions (named store-runner:<role>:<pid>@<host>). */
const runnerSessions = async (db: Kysely<any>) =>
  (
    await sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and application_name like 'store-runner:%'`.execute(db)
  ).rows.map((row) => Number(row.pid));

describe('the lock session a process shares between its runners', () => {
  let host: ProjectionHost | undefined;

  const context = useTestContext({ beforeClose: () => host?.stop() });

  it('holds every runner lock of the process on one connection, each projection still locked on its own key', async () => {
    const { db, eventStore } = context;
    host = new ProjectionHost({
      projections: [
        stockLevelProjection(),
        productListingProjection(),
        reactor('first_reactor'),
        reactor('second_reactor'),
      ],
      ...context.connection,
      standbyRetryMs: 100,
    });
    host.start();
    await waitUntil('every runner is active', () => host!.summary().every((runner) => runner.state === 'active'));

    const sessions = await runnerSessions(db);
    expect(sessions).toHaveLength(1);
    const reports = await projectionStatus(db, eventStore, {
      names: ['stock_level', 'product_listing', 'first_reactor', 'second_reactor'],
    });
    for (const report of reports) {
      expect(report).toMatchObject({ runnerActive: true, holder: { pid: process.pid, backendPid: sessions[0] } });
    }
  });

  it('when that connection is lost, every runner stops applying, takes its lock again on a new one, and applies each event once', async () => {
    const { db, eventStore } = context;
    await appendStockMovements(eventStore, 100);
    await waitUntil('100 movements are applied', async () => (await stockMovementCount(db)) === 100);
    const [lost] = await runnerSessions(db);

    await sql`select pg_terminate_backend(${lost})`.execute(db);
    await appendStockMovements(eventStore, 100, { offset: 100 });
    await eventStore.append(`product-${randomUUID()}`, [productCreated(randomUUID(), 'After the loss')]);

    const renewed = await waitUntil('a new lock session is open', async () => {
      const sessions = await runnerSessions(db);
      return sessions.length === 1 && sessions[0] !== lost ? sessions[0] : undefined;
    });
    await waitUntil('200 movements are applied', async () => (await stockMovementCount(db)) === 200);
    await waitUntil(
      'the product is listed',
      async () => (await db.selectFrom('product_listing').selectAll().execute()).length === 1,
    );
    await waitUntil('every runner is active again', () => host!.summary().every((runner) => runner.state === 'active'));
    expect(await stockLevels(db)).toEqual(expectedStockLevels(200));
    const reports = await projectionStatus(db, eventStore, {
      names: ['stock_level', 'product_listing', 'first_reactor', 'second_reactor'],
    });
    for (const report of reports) expect(report.holder).toMatchObject({ backendPid: renewed });
  });

  it('closes the connection once the last runner of the process stops', async () => {
    await host!.stop();
    host = undefined;
    await waitUntil('no lock session is left', async () => (await runnerSessions(context.db)).length === 0);
  });
});
