import { sql } from 'kysely';
import { ProjectionHost, waitForProjections } from '../src';
import { insertCheckpointIfMissing } from '../src/checkpoints/checkpoint-store';
import { compareCheckpoints } from '../src/position';
import { advanceIdleCheckpoint } from '../src/runner/advance-idle-checkpoint';
import { CheckpointMovedError, ProjectionPausedError } from '../src/runner/errors';
import { somethingElse, stockAdded } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { checkpointRow, useTestContext, waitUntil } from './support/harness';

describe('an idle projection moves its checkpoint on', () => {
  const context = useTestContext();

  /** Runs `body` while a host runs stock_level with checks for idleness every `idleCheckMs`. */
  const withIdleHost = async (idleCheckMs: number, body: () => Promise<void>) => {
    const host = new ProjectionHost({ projections: [stockLevelProjection()], ...context.connection, idleCheckMs });
    host.start();
    try {
      await body();
    } finally {
      await host.stop();
    }
  };
  const checkpointReaches = (what: string, position: { prepare: bigint }, timeoutMs?: number) =>
    waitUntil(
      `the checkpoint reaches ${what}`,
      async () => (await checkpointRow(context.db, 'stock_level'))?.prepare_position === String(position.prepare),
      timeoutMs,
    );

  it('past events of other types to where its subscription has read (the log’s last event)', async () => {
    await withIdleHost(50, async () => {
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
    });
  });

  it('leaves the checkpoint alone while nothing is appended (no write, a read model’s version stays)', async () => {
    await withIdleHost(20, async () => {
      const last = await context.eventStore.append('newsletter-quiet', [somethingElse()]);
      await checkpointReaches('the last event', last.position);
      const before = (await checkpointRow(context.db, 'stock_level'))!.updated_at;
      await new Promise((resolve) => setTimeout(resolve, 700)); // idle checks every 20 ms, log polls every 200 ms
      expect((await checkpointRow(context.db, 'stock_level'))!.updated_at).toEqual(before);
    });
  });

  it('on a busy log of other types, writes its row about once a second, answers waiters of this process at once, and saves its last move once the log goes quiet', async () => {
    await withIdleHost(20, async () => {
      const first = await context.eventStore.append('newsletter-busy', [somethingElse()]);
      await checkpointReaches('the first event', first.position);
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
      await checkpointReaches('the last move (saved)', last.position, 3_000);
    });
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
