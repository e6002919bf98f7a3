import { sql } from 'kysely';
import { ProjectionRunner, RebuildAlreadyRunningError, rebuildProjection, type RebuildProgress } from '../src';
import { appendStockMovements, expectedStockLevels, somethingElse } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { checkpointRow, stockLevels, stockMovementCount, useTestContext, waitUntil } from './support/harness';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('rebuilding a projection', () => {
  let runner: ProjectionRunner | undefined;

  const context = useTestContext({ beforeClose: () => runner?.stop() });

  const tableOid = async () =>
    (await sql<{ oid: number }>`select 'public.stock_level'::regclass::oid as oid`.execute(context.db)).rows[0].oid;
  const schemaExists = async (schema: string) =>
    (await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(context.db)).rows.length === 1;

  it('replays into a fresh schema while the old tables keep serving reads, then swaps the new ones in', async () => {
    const { db, eventStore } = context;
    await appendStockMovements(eventStore, 400);
    runner = new ProjectionRunner(stockLevelProjection(), { ...context.connection, standbyRetryMs: 200 });
    runner.start();
    await waitUntil('the runner applied 400 events', async () => (await stockMovementCount(db)) === 400);
    const oldTable = await tableOid();

    // Readers hit the public tables the whole time; every read must succeed.
    const reads: number[] = [];
    const readErrors: unknown[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        try {
          reads.push(await stockMovementCount(db));
        } catch (error) {
          readErrors.push(error);
        }
        await pause(5);
      }
    })();

    // A slow rebuild: 50 events per transaction, a pause every 25 events.
    const progress: RebuildProgress[] = [];
    const duringRebuild: { publicCount: number; rebuildSchema: boolean }[] = [];
    let appendedDuringRebuild = false;
    const slow = stockLevelProjection({
      beforeApply: async (event) => {
        if (Number.parseInt(event.id.slice(0, 2), 16) % 25 === 0) await pause(10);
      },
    });
    const result = await rebuildProjection(slow, {
      ...context.connection,
      batchSize: 50,
      onProgress: async (update) => {
        progress.push(update);
        if (update.phase !== 'catching_up') return;
        duringRebuild.push({
          publicCount: await stockMovementCount(db),
          rebuildSchema: await schemaExists('rebuild_stock_level'),
        });
        if (!appendedDuringRebuild && update.eventsDone >= 200) {
          appendedDuringRebuild = true;
          await appendStockMovements(eventStore, 100, { offset: 400 });
        }
      },
    });
    reading = false;
    await reader;

    // During the rebuild the old tables answered with everything the runner had applied.
    expect(duringRebuild.length).toBeGreaterThan(3);
    expect(duringRebuild.every((seen) => seen.rebuildSchema && seen.publicCount >= 400)).toBe(true);
    expect(readErrors).toEqual([]);
    expect(Math.min(...reads)).toBeGreaterThanOrEqual(400);

    // Swapped: a new table holding all 500 events, no rebuild schema left, checkpoint at the end.
    expect(result.eventsApplied).toBe(500);
    expect(await tableOid()).not.toBe(oldTable);
    expect(await schemaExists('rebuild_stock_level')).toBe(false);
    expect(await stockLevels(db)).toEqual(expectedStockLevels(500));
    expect(await stockMovementCount(db)).toBe(500);
    expect((await checkpointRow(db, 'stock_level'))?.status).toBe('running');

    expect(progress.map((update) => update.phase)).toEqual(expect.arrayContaining(['catching_up', 'swapping', 'done']));
    expect(progress.at(-1)).toMatchObject({ phase: 'done', eventsDone: 500, fractionDone: 1 });

    // The runner notices the moved checkpoint and carries on in the new tables.
    await appendStockMovements(eventStore, 50, { offset: 500 });
    await waitUntil('the runner applied the 50 new events', async () => (await stockMovementCount(db)) === 550);
    expect(await stockLevels(db)).toEqual(expectedStockLevels(550));
  });

  it('refuses a second rebuild of the same projection while one is running', async () => {
    const { db } = context;
    const options = { ...context.connection, batchSize: 100 };
    const slow = stockLevelProjection({ beforeApply: () => pause(1) });
    const results = await Promise.allSettled([rebuildProjection(slow, options), rebuildProjection(slow, options)]);
    const refused = results.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(RebuildAlreadyRunningError);
    expect(await stockLevels(db)).toEqual(expectedStockLevels(550));
  });

  it('is done by the runner itself when the projection version goes up', async () => {
    const { db, eventStore } = context;
    await runner!.stop();
    const oldTable = await tableOid();
    runner = new ProjectionRunner(stockLevelProjection({ version: 2 }), context.connection);
    runner.start();
    await waitUntil('version 2 is built', async () => (await checkpointRow(db, 'stock_level'))?.version === 2);
    await waitUntil('the runner is active', () => runner!.state === 'active');
    expect(await tableOid()).not.toBe(oldTable);
    expect(await stockLevels(db)).toEqual(expectedStockLevels(550));

    // An older runner (version 1) must not touch tables version 2 built.
    await runner.stop();
    const older = new ProjectionRunner(stockLevelProjection({ version: 1 }), {
      ...context.connection,
      standbyRetryMs: 100,
    });
    older.start();
    await appendStockMovements(eventStore, 10, { offset: 550 });
    await pause(400);
    expect(older.eventsApplied).toBe(0);
    expect(older.state).toBe('standby');
    await older.stop();
    expect(await stockMovementCount(db)).toBe(550);
  });

  it('ends its catch-up on a short page and still applies what is appended before the swap', async () => {
    const { db, eventStore } = context;
    // 560 stock movements (10 unapplied above), then events of another type: the short page's
    // head lies past the last movement, so the tail reads on from there.
    await eventStore.append('newsletter-rebuild', [somethingElse(), somethingElse(), somethingElse()]);
    const phases: string[] = [];
    let appended = false;
    const result = await rebuildProjection(stockLevelProjection({ version: 2 }), {
      ...context.connection,
      batchSize: 100,
      onProgress: async (update) => {
        phases.push(`${update.phase}:${update.eventsDone}`);
        if (update.phase === 'catching_up' && update.eventsDone === 560 && !appended) {
          appended = true;
          await appendStockMovements(eventStore, 40, { offset: 560 });
        }
      },
    });
    // Pages of 100, 100, 100, 100, 100, then a short one of 60 that ends the catch-up.
    expect(phases.filter((phase) => phase.startsWith('catching_up'))).toEqual([
      'catching_up:100',
      'catching_up:200',
      'catching_up:300',
      'catching_up:400',
      'catching_up:500',
      'catching_up:560',
    ]);
    expect(appended).toBe(true);
    expect(result.eventsApplied).toBe(600);
    expect(await stockLevels(db)).toEqual(expectedStockLevels(600));
    expect(await stockMovementCount(db)).toBe(600);
  });
});
