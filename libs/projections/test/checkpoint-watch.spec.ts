import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import type { Kysely, KyselyPlugin } from 'kysely';
import { projectionMigrations, type ProjectionTables } from '../src';
import { insertCheckpointAt, moveCheckpointTo, positionAt, settledWithin } from '../src/testing';
import { checkpointWatchOf, CheckpointWatch } from '../src/watch/checkpoint-watch';

/** #18: read-your-writes waits answered by a commit in this process, with the checkpoint table as the fallback. */
describe('CheckpointWatch', () => {
  let database: TestDatabase;
  let db: Kysely<ProjectionTables>;
  let checkpointQueries = 0;
  /** The same pool through a plugin that counts the watch's looks at the checkpoint table (a Kysely instance of its own). */
  let counted: Kysely<any>;
  let names = 0;
  /** A projection row of its own per test, at `commit`. */
  const projectionAt = async (commit: number | null) => {
    const name = `watched_${++names}`;
    await insertCheckpointAt(db, name, commit);
    return name;
  };

  beforeAll(async () => {
    database = await createTestDatabase([projectionMigrations]);
    db = database.db as Kysely<ProjectionTables>;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode') checkpointQueries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    counted = database.db.withPlugin(counter);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('answers a waiter at once when a runner of this process commits past its position, before the table shows it', async () => {
    const name = await projectionAt(10);
    const watch = new CheckpointWatch(database.db);
    watch.runnerStarted(name, positionAt(10));
    const waiting = watch.wait([name], positionAt(12), 5000);
    watch.committed(name, positionAt(11));
    expect(await settledWithin(waiting, 0)).toBe(false);
    watch.committed(name, positionAt(12));
    expect(await settledWithin(waiting, 0)).toBe(true);
    expect(await waiting).toBe(true);
    // A later write the local runner has already committed is answered without waiting at all.
    expect(await settledWithin(watch.wait([name], positionAt(12), 5000), 0)).toBe(true);
  });

  it('answers false at once when the local runner fails, and true when it had reached the position', async () => {
    const name = await projectionAt(10);
    const watch = new CheckpointWatch(database.db);
    watch.runnerStarted(name, positionAt(10));
    const behind = watch.wait([name], positionAt(11), 5000);
    const reached = watch.wait([name], positionAt(10), 5000);
    watch.failed(name);
    expect(await behind).toBe(false);
    expect(await reached).toBe(true);
    const started = Date.now();
    expect(await watch.wait([name], positionAt(11), 5000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('still looks at the table while a local runner is silent, and only there once it stopped', async () => {
    const name = await projectionAt(10);
    const watch = new CheckpointWatch(database.db);
    watch.runnerStarted(name, positionAt(10));
    const silent = watch.wait([name], positionAt(11), 5000);
    await moveCheckpointTo(db, name, 11); // e.g. a rebuild elsewhere moved it, and the runner has not seen it yet
    expect(await settledWithin(silent, 500)).toBe(true);

    const afterStop = watch.wait([name], positionAt(12), 5000);
    watch.runnerStopped(name);
    await moveCheckpointTo(db, name, 12);
    expect(await settledWithin(afterStop, 500)).toBe(true);
  });

  it('falls back to the checkpoint table when the projection runs elsewhere, answering soon', async () => {
    const name = await projectionAt(null);
    const watch = new CheckpointWatch(database.db);
    const waiting = watch.wait([name], positionAt(5), 5000);
    expect(await settledWithin(waiting, 100)).toBe(false);
    await moveCheckpointTo(db, name, 5);
    expect(await settledWithin(waiting, 200)).toBe(true);
    expect(await waiting).toBe(true);
  });

  it('answers false at once when the table shows the projection failed before reaching the position', async () => {
    const name = await projectionAt(7);
    await moveCheckpointTo(db, name, 7, 'failed');
    const watch = new CheckpointWatch(database.db);
    const started = Date.now();
    expect(
      await Promise.all([watch.wait([name], positionAt(8), 5000), watch.wait([name], positionAt(7), 5000)]),
    ).toEqual([false, true]);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('gives up after the time given, and waits for every projection named', async () => {
    const first = await projectionAt(3);
    const second = await projectionAt(1);
    const watch = new CheckpointWatch(database.db);
    let started = Date.now();
    expect(await watch.wait([first, second], positionAt(3), 300)).toBe(false);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(1500);

    started = Date.now();
    expect(await watch.wait(['no_such_projection'], positionAt(1), 100)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);

    const both = watch.wait([first, second], positionAt(3), 5000);
    await moveCheckpointTo(db, second, 3);
    expect(await both).toBe(true);
  });

  it('serves every waiter of the process with one look at the table', async () => {
    const first = await projectionAt(20);
    const second = await projectionAt(20);
    const watch = checkpointWatchOf(counted);
    expect(checkpointWatchOf(counted)).toBe(watch);

    checkpointQueries = 0;
    const answered = await Promise.all(
      Array.from({ length: 30 }, (_, i) => watch.wait([i % 2 ? first : second], positionAt(20), 5000)),
    );
    expect(answered.every(Boolean)).toBe(true);
    expect(checkpointQueries).toBe(1);

    checkpointQueries = 0;
    const waiting = Promise.all(
      Array.from({ length: 30 }, (_, i) => watch.wait([first, second], positionAt(21 + (i % 3)), 5000)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await moveCheckpointTo(db, first, 23);
    await moveCheckpointTo(db, second, 23);
    expect((await waiting).every(Boolean)).toBe(true);
    // 30 waiters polling on their own for over 100 ms would look at least 60 times (5, 10, 20, 40, 50 ms each).
    expect(checkpointQueries).toBeLessThanOrEqual(12);
  });

  it('rejects the waiters when the table cannot be read', async () => {
    const broken = await createTestDatabase([]);
    try {
      await expect(checkpointWatchOf(broken.db).wait(['order_view'], positionAt(1), 5000)).rejects.toThrow(
        /projection_checkpoints/,
      );
    } finally {
      await broken.destroy();
    }
  });
});
