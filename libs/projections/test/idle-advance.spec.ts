import { sql } from 'kysely';
import { ProjectionHost, waitForProjections } from '../src';
import { insertCheckpointIfMissing } from '../src/checkpoints/checkpoint-store';
import { compareCheckpoints } from '../src/position';
import { advanceIdleCheckpoint } from '../src/runner/advance-idle-checkpoint';
import { CheckpointMovedError, ProjectionPausedError } from '../src/runner/errors';
import { somethingElse, stockAdded } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { checkpointRow, openTestContext, waitUntil, type ProjectionTestContext } from './support/harness';

describe('an idle projection moves its checkpoint on', () => {
  let context: ProjectionTestContext;

  beforeAll(async () => {
    context = await openTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('past events of other types to where its subscription has read (the log’s last event)', async () => {
    const host = new ProjectionHost({
      projections: [stockLevelProjection()],
      db: context.db,
      eventStore: context.eventStore,
      databaseUrl: context.url,
      idleCheckMs: 50,
    });
    host.start();
    try {
      const stocked = await context.eventStore.append('stock-IDLE-S', [stockAdded('IDLE-S', 2)]);
      await waitUntil(
        'the stock is applied',
        async () =>
          (await context.db.selectFrom('stock_level').select('quantity').where('sku', '=', 'IDLE-S').executeTakeFirst())
            ?.quantity === 2,
      );
      const other = await context.eventStore.append('newsletter-idle', [somethingElse()]);
      const passed = (
        row: { commit_position: string | null; prepare_position: string | null } | undefined,
        position: { commit: bigint; prepare: bigint },
      ) =>
        row?.commit_position != null &&
        compareCheckpoints({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position!) }, position) >=
          0;
      await waitUntil('the checkpoint passes the other event', async () =>
        passed(await checkpointRow(context.db, 'stock_level'), other.position),
      );
      const row = (await checkpointRow(context.db, 'stock_level'))!;
      expect(passed(row, stocked.position)).toBe(true);
      // The log's last event, of another type: where the subscription read through, not beyond
      expect({ commit: row.commit_position, prepare: row.prepare_position }).toEqual({
        commit: String(other.position.commit),
        prepare: String(other.position.prepare),
      });
      expect(row.status).toBe('running');
    } finally {
      await host.stop();
    }
  });

  it('leaves the checkpoint alone while nothing is appended (no write, a read model’s version stays)', async () => {
    const host = new ProjectionHost({
      projections: [stockLevelProjection()],
      db: context.db,
      eventStore: context.eventStore,
      databaseUrl: context.url,
      idleCheckMs: 20,
    });
    host.start();
    try {
      const last = await context.eventStore.append('newsletter-quiet', [somethingElse()]);
      await waitUntil(
        'the checkpoint reaches the last event',
        async () =>
          (await checkpointRow(context.db, 'stock_level'))?.prepare_position === String(last.position.prepare),
      );
      const before = (await checkpointRow(context.db, 'stock_level'))!.updated_at;
      await new Promise((resolve) => setTimeout(resolve, 700)); // idle checks every 20 ms, log polls every 200 ms
      expect((await checkpointRow(context.db, 'stock_level'))!.updated_at).toEqual(before);
    } finally {
      await host.stop();
    }
  });

  it('on a busy log of other types, writes its row about once a second, answers waiters of this process at once, and saves its last move once the log goes quiet', async () => {
    const host = new ProjectionHost({
      projections: [stockLevelProjection()],
      db: context.db,
      eventStore: context.eventStore,
      databaseUrl: context.url,
      idleCheckMs: 20,
    });
    host.start();
    try {
      const first = await context.eventStore.append('newsletter-busy', [somethingElse()]);
      await waitUntil(
        'the checkpoint reaches the first event',
        async () =>
          (await checkpointRow(context.db, 'stock_level'))?.prepare_position === String(first.position.prepare),
      );
      const writes = new Set<string>();
      let last = first;
      const busyUntil = Date.now() + 1_500;
      while (Date.now() < busyUntil) {
        last = await context.eventStore.append('newsletter-busy', [somethingElse()]);
        // Answered by the runner's move in memory, long before a write of the row is due.
        expect(await waitForProjections(context.db, ['stock_level'], last.position, { timeoutMs: 500 })).toBe(true);
        writes.add(new Date((await checkpointRow(context.db, 'stock_level'))!.updated_at).toISOString());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(writes.size).toBeLessThanOrEqual(3);
      await waitUntil(
        'the last move is saved',
        async () =>
          (await checkpointRow(context.db, 'stock_level'))?.prepare_position === String(last.position.prepare),
        3_000,
      );
    } finally {
      await host.stop();
    }
  });

  describe('advanceIdleCheckpoint', () => {
    const name = 'idle_guarded';
    const at = (commit: bigint, prepare: bigint) => ({ commit, prepare });
    const stored = async () => {
      const row = await checkpointRow(context.db, name);
      return row!.commit_position === null ? 'start' : at(BigInt(row!.commit_position), BigInt(row!.prepare_position!));
    };

    beforeAll(async () => {
      await insertCheckpointIfMissing(context.db, name, ['StockAdded']);
    });

    it('moves the checkpoint from where the runner left it', async () => {
      await advanceIdleCheckpoint(context.db, name, 'start', at(10n, 0n));
      expect(await stored()).toEqual(at(10n, 0n));
      await advanceIdleCheckpoint(context.db, name, at(10n, 0n), at(12n, 3n));
      expect(await stored()).toEqual(at(12n, 3n));
    });

    it('refuses, and leaves it, when it moved meanwhile (a rebuild, another runner)', async () => {
      await expect(advanceIdleCheckpoint(context.db, name, at(10n, 0n), at(20n, 0n))).rejects.toBeInstanceOf(
        CheckpointMovedError,
      );
      await expect(advanceIdleCheckpoint(context.db, name, 'start', at(20n, 0n))).rejects.toMatchObject({
        stored: at(12n, 3n),
      });
      expect(await stored()).toEqual(at(12n, 3n));
    });

    it('refuses while the projection is paused', async () => {
      await sql`update projection_checkpoints set paused_at = now() where name = ${name}`.execute(context.db);
      await expect(advanceIdleCheckpoint(context.db, name, at(12n, 3n), at(20n, 0n))).rejects.toBeInstanceOf(
        ProjectionPausedError,
      );
      expect(await stored()).toEqual(at(12n, 3n));
    });
  });
});
