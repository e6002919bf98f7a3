import type { Position } from '@store/eventstore';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import type { Kysely } from 'kysely';
import { keptWhileLocal, projectionMigrations, type ProjectionTables } from '../src';
import { CheckpointWatch } from '../src/watch/checkpoint-watch';

/** #18: a read-model version read from the database only when nothing but a runner of this process could have changed it. */
describe('keptWhileLocal', () => {
  let database: TestDatabase;
  const at = (commit: number): Position => ({ commit: BigInt(commit), prepare: 1n });
  let reads: number;
  let stored: string;
  const read = async () => {
    reads += 1;
    return stored;
  };
  let watch: CheckpointWatch;

  /** Runners of this process for `names`, once the watch's first look for rebuilds has answered. */
  async function runnersHere(...names: string[]) {
    for (const [index, name] of names.entries()) watch.runnerStarted(name, at(5 + index));
    const deadline = Date.now() + 5_000;
    while (names.some((name) => !watch.localRun(name))) {
      if (Date.now() > deadline) throw new Error('the watch never looked for rebuilds');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase([projectionMigrations]);
  });
  beforeEach(() => {
    reads = 0;
    stored = 'v1';
    watch = new CheckpointWatch(database.db);
  });
  afterEach(() => {
    for (const name of ['offers', 'banners']) watch.runnerStopped(name);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('reads on every call while a projection runs elsewhere, or without a watch', async () => {
    const version = keptWhileLocal(read, ['offers', 'banners'], watch);
    await runnersHere('offers'); // banners: not in this process
    await version();
    await version();
    expect(reads).toBe(2);

    const unwatched = keptWhileLocal(read, ['offers'], undefined);
    await unwatched();
    await unwatched();
    expect(reads).toBe(4);
  });

  it('keeps the version while every runner is here and commits nothing, and reads again after a commit', async () => {
    await runnersHere('offers', 'banners');
    const version = keptWhileLocal(read, ['offers', 'banners'], watch);
    expect(await version()).toBe('v1');
    expect(await version()).toBe('v1');
    expect(reads).toBe(1);

    stored = 'v2';
    watch.committed('banners', at(9));
    expect(await version()).toBe('v2');
    expect(await version()).toBe('v2');
    expect(reads).toBe(2);
  });

  it('reads again once a runner failed, let go of its lock or took it again at the same checkpoint', async () => {
    await runnersHere('offers');
    const version = keptWhileLocal(read, ['offers'], watch);
    await version();

    watch.failed('offers');
    await version();
    await version();
    expect(reads).toBe(3);

    // Another process may have rebuilt the tables meanwhile, ending where this runner had been.
    watch.runnerStopped('offers');
    await runnersHere('offers');
    await version();
    expect(reads).toBe(4);
    await version();
    expect(reads).toBe(4);
  });

  it('takes the runs before it reads: a commit during the read is read again by the next call', async () => {
    await runnersHere('offers');
    let release: () => void = () => undefined;
    const slowRead = async () => {
      reads += 1;
      const value = stored;
      await new Promise<void>((resolve) => (release = resolve));
      return value;
    };
    const version = keptWhileLocal(slowRead, ['offers'], watch);
    const first = version();
    stored = 'v2';
    watch.committed('offers', at(9)); // committed after the read's query saw v1
    release();
    expect(await first).toBe('v1');
    const second = version();
    release();
    expect(await second).toBe('v2');
    expect(reads).toBe(2);
  });

  it('reads on every call while a tracked rebuild of one of them is unfinished (it may swap new tables in)', async () => {
    await runnersHere('offers', 'banners');
    const version = keptWhileLocal(read, ['offers', 'banners'], watch);
    await version();
    await version();
    expect(reads).toBe(1);

    const db = database.db as Kysely<ProjectionTables>;
    await db
      .insertInto('projection_rebuilds')
      .values({
        rebuild_id: '00000000-0000-4000-8000-000000000001',
        projection: 'banners',
        phase: 'catching_up',
        actor: JSON.stringify({ id: null, role: 'system' }),
      })
      .execute();
    const seenWithin = async (check: () => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('not seen in time');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await seenWithin(() => watch.localRun('banners') === undefined);
    expect(watch.localRun('offers')).toBeDefined();
    await version();
    await version();
    expect(reads).toBe(3);

    await db.updateTable('projection_rebuilds').set({ phase: 'done', finished_at: new Date().toISOString() }).execute();
    await seenWithin(() => watch.localRun('banners') !== undefined);
    await version();
    await version();
    expect(reads).toBe(4);
  });
});
