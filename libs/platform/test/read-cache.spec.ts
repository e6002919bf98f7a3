import { sql } from 'kysely';
import { acquireReadVersionDatabase, readModelVersion, SharedRead, VersionedCache } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/** A read the test finishes by hand: resolve(n) ends the n-th read started. */
function manualReads() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  const read = () => {
    started += 1;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { read, started: () => started, finish: (index: number, value: number) => pending[index](value) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedRead', () => {
  it('serves every caller that arrives during a read from one next read, started after they asked', async () => {
    const reads = manualReads();
    const shared = new SharedRead(reads.read);
    const first = shared.get();
    const second = shared.get();
    const third = shared.get();
    expect(reads.started()).toBe(1);
    reads.finish(0, 1);
    expect(await first).toBe(1);
    await tick();
    // second and third asked while read 1 ran: they share read 2, not read 1's answer.
    expect(reads.started()).toBe(2);
    reads.finish(1, 2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it('starts afresh after a failed read', async () => {
    let calls = 0;
    const shared = new SharedRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    await expect(shared.get()).rejects.toThrow('down');
    expect(await shared.get()).toBe(2);
  });
});

describe('VersionedCache', () => {
  it('answers from memory while the version stays, computes again when it moves', async () => {
    let version = 'v1';
    let computed = 0;
    const cache = new VersionedCache<number>(async () => version);
    const compute = async () => ++computed;
    expect(await cache.get('page-1', compute)).toBe(1);
    expect(await cache.get('page-1', compute)).toBe(1);
    expect(await cache.get('page-2', compute)).toBe(2);
    version = 'v2';
    expect(await cache.get('page-1', compute)).toBe(3);
  });

  it('shares one computation among concurrent misses and forgets a failed one', async () => {
    let computed = 0;
    const cache = new VersionedCache<number>(async () => 'v1');
    const slow = async () => {
      computed += 1;
      await tick();
      return computed;
    };
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
    const failing = new VersionedCache<number>(async () => 'v1');
    await expect(failing.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await tick();
    expect(await failing.get('k', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new VersionedCache<string>(async () => 'v1', 2);
    let computed = 0;
    const compute = (name: string) => async () => `${name}${++computed}`;
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('a', compute('a')); // a is now the most recent
    await cache.get('c', compute('c')); // drops b
    expect(await cache.get('a', compute('a'))).toBe('a1');
    expect(await cache.get('b', compute('b'))).toBe('b4');
  });
});

/** What pg says when PostgreSQL is restarting: the connection was ended by the server. */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('VersionedCache while PostgreSQL is unreachable', () => {
  it('answers the last value of a key from memory when the version cannot be read', async () => {
    let down = false;
    const cache = new VersionedCache<string>(async () => {
      if (down) throw terminated();
      return 'v1';
    });
    expect(await cache.get('page-1', async () => 'listing at v1')).toBe('listing at v1');
    down = true;
    expect(await cache.get('page-1', async () => 'never computed')).toBe('listing at v1');
    // A key never computed has nothing to answer with.
    await expect(cache.get('page-2', async () => 'never computed')).rejects.toMatchObject({ code: '57P01' });
  });

  it('answers the last value when the version moved but the newer value cannot be read, and computes it once the database is back', async () => {
    let version = 'v1';
    let down = false;
    const cache = new VersionedCache<string>(async () => version);
    const compute = async (at: string) => {
      if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return `listing at ${at}`;
    };
    expect(await cache.get('page-1', compute)).toBe('listing at v1');
    version = 'v2';
    down = true;
    expect(await cache.get('page-1', compute)).toBe('listing at v1');
    expect(await cache.get('page-1', compute)).toBe('listing at v1');
    down = false;
    // The stale value was never kept as v2's.
    expect(await cache.get('page-1', compute)).toBe('listing at v2');
  });

  it('still fails on any other error, stale value or not', async () => {
    let version = 'v1';
    const cache = new VersionedCache<string>(async () => version);
    expect(await cache.get('page-1', async () => 'listing at v1')).toBe('listing at v1');
    version = 'v2';
    await expect(
      cache.get('page-1', async () => {
        throw Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
      }),
    ).rejects.toThrow('syntax error');
  });
});

describe('VersionedCache.at', () => {
  it('gives each computation the version it was read at, so a second cache can be read at that same version', async () => {
    let version = 'v1';
    const pages = new VersionedCache<string>(async () => version);
    const orders = new VersionedCache<string>(async () => {
      throw new Error("read at the page's version, never a version of its own");
    });
    let ordered = 0;
    const page = (key: string) =>
      pages.get(key, (at) =>
        orders.at(at, 'order', async () => `${at}:order${++ordered}`).then((order) => `${key}@${order}`),
      );
    expect(await page('p1')).toBe('p1@v1:order1');
    expect(await page('p2')).toBe('p2@v1:order1'); // another page of the same order: no second read
    version = 'v2';
    expect(await page('p1')).toBe('p1@v2:order2'); // the order moved on with the version
  });

  it('turns a computation that throws at once into a rejection, and keeps nothing of it', async () => {
    const cache = new VersionedCache<number>(async () => 'v1');
    await expect(
      cache.at('v1', 'k', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await tick();
    expect(await cache.at('v1', 'k', async () => 3)).toBe(3);
  });
});

describe('readModelVersion', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table projection_checkpoints (name text primary key, version int not null, commit_position bigint, prepare_position bigint)`.execute(
      database.db,
    );
    await sql`insert into projection_checkpoints values ('listing', 1, 10, 1), ('offers', 2, null, null), ('other', 1, 5, 5)`.execute(
      database.db,
    );
  });
  afterAll(() => database?.destroy());

  it('changes when one of its projections applies an event or is rebuilt, not when another does', async () => {
    const version = readModelVersion(database.db, ['offers', 'listing']);
    const before = await version();
    await sql`update projection_checkpoints set commit_position = 99 where name = 'other'`.execute(database.db);
    expect(await version()).toBe(before);
    await sql`update projection_checkpoints set commit_position = 11 where name = 'listing'`.execute(database.db);
    const moved = await version();
    expect(moved).not.toBe(before);
    await sql`update projection_checkpoints set version = 3 where name = 'offers'`.execute(database.db);
    expect(await version()).not.toBe(moved);
  });
});

describe('acquireReadVersionDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.destroy());

  it('shares one connection per database among its users and closes it when the last one releases it', async () => {
    const first = acquireReadVersionDatabase(database.url);
    const second = acquireReadVersionDatabase(database.url);
    expect(second.db).toBe(first.db);
    expect((await sql<{ n: number }>`select 1 as n`.execute(first.db)).rows[0].n).toBe(1);
    await first.release();
    await first.release(); // twice is once
    expect((await sql<{ n: number }>`select 1 as n`.execute(second.db)).rows[0].n).toBe(1);
    await second.release();
    await expect(sql`select 1`.execute(second.db)).rejects.toThrow();
    const third = acquireReadVersionDatabase(database.url);
    expect(third.db).not.toBe(first.db);
    await third.release();
  });
});
