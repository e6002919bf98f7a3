import { sql } from 'kysely';
import type { Logger } from '@store/platform';
import { backendsOf } from '@store/platform/testing';
import { ProjectionRunner, RunnerFencedError } from '../src';
import { AdvisoryLockSession } from '../src/locking/advisory-lock-session';
import { ProcessLockSession } from '../src/locking/process-lock-session';
import { advanceIdleCheckpoint } from '../src/runner/advance-idle-checkpoint';
import { applyBatch } from '../src/runner/apply-batch';
import { prepareProjection } from '../src/runner/prepare-projection';
import { appendStockMovements, expectedStockLevels } from './support/events';
import { startChildRunner, type ChildRunner } from './support/child-process';
import { stockLevelProjection } from './support/fixture-projections';
import { checkpointRow, stockLevels, stockMovementCount, useTestContext, waitUntil } from './support/harness';

/** A logger that keeps every line, to read what a runner said. */
function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (obj: object | string, msg?: string) => void lines.push(msg ?? String(obj));
  return { lines, info: keep, warn: keep, error: keep };
}

/**
 * The process's lock session made deaf: its connection no longer reports its own loss, as when the
 * network between the process and PostgreSQL is cut and the server ends the backend on its side.
 * Returns its backend pid.
 */
function deafenLockSession(url: string): number {
  const shared = (
    ProcessLockSession as unknown as { byDatabase: Map<string, { session?: AdvisoryLockSession }> }
  ).byDatabase.get(url);
  const session = shared?.session;
  if (!session) throw new Error('no lock session is open');
  const client = (session as unknown as { client: NodeJS.EventEmitter }).client;
  client.removeAllListeners('error');
  client.removeAllListeners('end');
  client.on('error', () => undefined);
  return session.backendPid!;
}

describe('the fence of a runner that lost its lock session (#39)', () => {
  const context = useTestContext();

  it('refuses a batch, and an idle move, of a runner generation another runner replaced: nothing is written and no handler runs', async () => {
    const { db, eventStore } = context;
    let handlerCalls = 0;
    const projection = stockLevelProjection({ name: 'fenced_stock', beforeApply: () => void (handlerCalls += 1) });
    const old = await prepareProjection(db, projection);
    const taken = await prepareProjection(db, projection); // another runner took the lock since
    if (old.kind !== 'ready' || taken.kind !== 'ready') throw new Error('not ready');
    expect(BigInt(taken.generation)).toBeGreaterThan(BigInt(old.generation));

    await appendStockMovements(eventStore, 10);
    const events = await eventStore.readAll({ eventTypes: ['StockAdded', 'StockRemoved'] });
    await expect(applyBatch(db, projection, 'start', events, undefined, old.generation)).rejects.toBeInstanceOf(
      RunnerFencedError,
    );
    expect(handlerCalls).toBe(0);
    expect(
      Number((await db.selectFrom('stock_level').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    ).toBe(0);
    await expect(
      advanceIdleCheckpoint(db, 'fenced_stock', 'start', events[0].position, old.generation),
    ).rejects.toBeInstanceOf(RunnerFencedError);
    expect((await checkpointRow(db, 'fenced_stock'))?.commit_position).toBeNull();

    // The runner that holds the lock now writes.
    await applyBatch(db, projection, 'start', events, undefined, taken.generation);
    expect(handlerCalls).toBe(10);
  });

  describe('a runner whose lock connection died without it noticing', () => {
    let deaf: ProjectionRunner | undefined;
    let other: ChildRunner | undefined;

    // Tables of its own, apart from the tests above.
    const context = useTestContext({
      beforeClose: async () => {
        other?.process.kill('SIGKILL');
        await deaf?.stop();
      },
    });

    it('writes no batch once another process took the projection over, stands by, and takes over again from the checkpoint: each event applied once', async () => {
      const { db, eventStore, url } = context;
      const logger = capturingLogger();
      deaf = new ProjectionRunner(stockLevelProjection(), {
        ...context.connection,
        batchSize: 50,
        batchLingerMs: 20,
        standbyRetryMs: 200,
        logger,
      });
      deaf.start();
      await appendStockMovements(eventStore, 100);
      await waitUntil('the first 100 events are applied', async () => (await stockMovementCount(db)) === 100);

      const lockBackend = deafenLockSession(url);
      await sql`select pg_terminate_backend(${lockBackend})`.execute(db); // the server releases its locks
      other = startChildRunner({ DATABASE_URL: url, BATCH_SIZE: 50 });
      await other.active;
      expect(deaf.state).toBe('active'); // it has not noticed

      // Both runners read these; this process's runner is woken first, without a round trip.
      await appendStockMovements(eventStore, 100, { offset: 100 });
      await waitUntil('200 events are applied', async () => (await stockMovementCount(db)) === 200);
      await waitUntil('the deaf runner stands by', () => deaf!.state === 'standby');
      expect(deaf.eventsApplied).toBe(100);
      expect(logger.lines).toContain('projection stock_level: another runner took over; standing by');
      // It gave its dead session up and opened another, where it waits for the lock.
      await waitUntil(
        'a new lock session of this process',
        async () => (await backendsOf(db, `store-runner:%:${process.pid}@%`)).length === 1,
      );

      other.process.kill('SIGTERM');
      await other.exited;
      await waitUntil('it takes over again', () => deaf!.state === 'active', 10_000);
      await appendStockMovements(eventStore, 100, { offset: 200 });
      await waitUntil('300 events are applied', async () => (await stockMovementCount(db)) === 300);
      expect(await stockLevels(db)).toEqual(expectedStockLevels(300));
      expect(deaf.eventsApplied).toBe(200);
    });
  });
});
