import { RebuildAlreadyRunningError } from '../src';
import {
  latestRebuild,
  ProjectionHost,
  pauseProjection,
  projectionOperationsStream,
  projectionStatus,
  resumeProjection,
  setRunnerProcessRole,
  startTrackedRebuild,
} from '../src';
import { REBUILD_SWAP_NOTICE_MS } from '../src/watch/rebuild-census';
import { appendStockMovements } from './support/events';
import { stockAdded } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { stockLevels, useTestContext, waitUntil } from './support/harness';

const admin = { id: 'admin-1', role: 'admin' as const };

/** #17: operators pause and resume a projection in every process, and rebuild it with progress any process can read. */
describe('pausing, resuming and a tracked rebuild', () => {
  const hosts: ProjectionHost[] = [];

  const context = useTestContext({
    beforeClose: async () => {
      for (const host of hosts) await host.stop();
    },
  });

  const startHost = () => {
    const host = new ProjectionHost({
      projections: [stockLevelProjection()],
      ...context.connection,
      resumePollMs: 50,
      standbyRetryMs: 100,
    });
    host.start();
    hosts.push(host);
    return host;
  };
  const quantityOf = async (sku: string) => (await stockLevels(context.db)).find((row) => row.sku === sku)?.quantity;

  it('a paused projection applies nothing in any process until resumed, then catches up; both actions are events with their actor', async () => {
    const { db, eventStore } = context;
    setRunnerProcessRole('projector');
    const first = startHost();
    const second = startHost();
    await eventStore.append('stock-P1', [stockAdded('P1', 1)]);
    await waitUntil('P1 applied', async () => (await quantityOf('P1')) === 1);

    expect(
      await pauseProjection(
        db,
        eventStore,
        'stock_level',
        { actor: admin, correlationId: 'c0ffee00-0000-4000-8000-000000000001' },
        'repairing',
      ),
    ).toEqual({ name: 'stock_level', paused: true });
    expect((await pauseProjection(db, eventStore, 'stock_level', { actor: admin })).paused).toBe(false);
    await eventStore.append('stock-P1', [stockAdded('P1', 2)]);
    await waitUntil('the active runner is paused', () =>
      [first, second].some((host) => host.runner('stock_level')!.state === 'paused'),
    );
    const [report] = await projectionStatus(db, eventStore, { names: ['stock_level'] });
    expect(report.paused).toMatchObject({ actor: admin, reason: 'repairing' });
    expect(report.holder).toMatchObject({ role: 'projector', pid: process.pid });
    expect(report.lagEvents).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few resume polls: still nothing applied
    expect(await quantityOf('P1')).toBe(1);

    expect(await resumeProjection(db, eventStore, 'stock_level', { actor: admin })).toMatchObject({
      resumed: true,
      unpaused: { reason: 'repairing' },
    });
    await waitUntil('caught up after resume', async () => (await quantityOf('P1')) === 3);
    const actions = await eventStore.readStream(projectionOperationsStream('stock_level'));
    expect(actions.map((event) => [event.type, event.metadata.actor])).toEqual([
      ['ProjectionPaused', admin],
      ['ProjectionResumed', admin],
    ]);
    expect(actions[0].metadata.correlationId).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('rebuilds in the background with progress in a table, refuses a second one meanwhile, and records start and finish', async () => {
    const { db, eventStore } = context;
    if (hosts.length === 0) startHost();
    await appendStockMovements(eventStore, 600);
    await waitUntil(
      'runner caught up',
      async () => (await projectionStatus(db, eventStore, { names: ['stock_level'] }))[0].lagEvents === 0,
      60_000,
    );
    const before = await stockLevels(db);

    const counted: string[][] = [];
    const seen: Array<{ phase: string; eventsDone: number }> = [];
    const rows: Array<{ phase: string; events_done: string; fraction_done: number | null }> = [];
    const started = await startTrackedRebuild(stockLevelProjection(), {
      db,
      eventStore,
      databaseUrl: context.url,
      batchSize: 100,
      progressIntervalMs: 0,
      context: { actor: admin },
      onProgress: async (progress) => {
        seen.push({ phase: progress.phase, eventsDone: progress.eventsDone });
        rows.push(
          await db
            .selectFrom('projection_rebuilds')
            .select(['phase', 'events_done', 'fraction_done'])
            .where('projection', '=', 'stock_level')
            .where('finished_at', 'is', null)
            .executeTakeFirstOrThrow(),
        );
      },
      countEvents: async (types) => {
        counted.push([...types]);
        return Number(
          (
            await db
              .selectFrom('events')
              .select(db.fn.countAll().as('n'))
              .where('type', 'in', [...types])
              .executeTakeFirstOrThrow()
          ).n,
        );
      },
    });
    await expect(
      startTrackedRebuild(stockLevelProjection(), {
        db,
        eventStore,
        databaseUrl: context.url,
        context: { actor: admin },
      }),
    ).rejects.toBeInstanceOf(RebuildAlreadyRunningError);
    const finished = await started.finished;
    // Progress along the way, batch by batch, readable from the table while it ran (what the screen polls).
    const catchingUp = seen
      .filter((progress) => progress.phase === 'catching_up')
      .map((progress) => progress.eventsDone);
    expect(catchingUp.length).toBeGreaterThan(2);
    expect(catchingUp).toEqual([...catchingUp].sort((a, b) => a - b));
    expect(
      rows.some(
        (row) =>
          row.phase === 'catching_up' && row.fraction_done !== null && row.fraction_done > 0 && row.fraction_done < 1,
      ),
    ).toBe(true);
    expect(finished).toMatchObject({ phase: 'done', fraction_done: 1, seconds_left: 0, error: null });
    // The new tables went in no sooner than the notice every process's cache gets (RebuildCensus).
    expect(new Date(finished.finished_at!).getTime() - new Date(finished.started_at).getTime()).toBeGreaterThanOrEqual(
      REBUILD_SWAP_NOTICE_MS,
    );
    expect(Number(finished.events_done)).toBe(Number(finished.events_total));
    expect(Number(finished.events_total)).toBeGreaterThanOrEqual(600);
    expect(counted[0]).toEqual(expect.arrayContaining(['StockAdded']));
    expect((await latestRebuild(db, 'stock_level'))!.rebuild_id).toBe(started.rebuildId);
    expect(await stockLevels(db)).toEqual(before);
    const types = (await eventStore.readStream(projectionOperationsStream('stock_level'))).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['ProjectionRebuildStarted', 'ProjectionRebuildFinished']);
  });
});
