import { createCipheriv, randomBytes } from 'node:crypto';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import {
  createSubjectKey,
  isSealedValue,
  open,
  openSealed,
  openSealedMany,
  orderSubject,
  personalDataMigrations,
  seal,
  sealFor,
  sealingKeys,
  sealWithExistingKey,
  shredSubject,
  subjectKey,
  userSubject,
} from '../src';
import type { EventStore } from '@store/eventstore';
import { PersonalData } from '../src/personal-data/personal-data.service';
import { createTestDatabase, TestDatabase } from '../src/testing';

/** identity's first format: `v1.<iv>.<tag>.<ct>` with the bare user id as associated data. */
function sealV1(key: Buffer, userId: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

describe('sealing (AES-256-GCM, the subject as associated data)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and only under the same subject and key', () => {
    const sealed = seal(key, 'order:o1', { name: 'Asha' });
    expect(isSealedValue(sealed)).toBe(true);
    expect(sealed).not.toContain('Asha');
    expect(open(key, 'order:o1', sealed)).toEqual({ name: 'Asha' });
    expect(() => open(key, 'order:o2', sealed)).toThrow();
    expect(() => open(randomBytes(32), 'order:o1', sealed)).toThrow();
  });

  it("still opens identity's first blobs (the bare user id as associated data) under user:<id>", () => {
    expect(open(key, userSubject('u1'), sealV1(key, 'u1', 'Asha'))).toBe('Asha');
  });

  it('tells a sealed blob from an e-mail address', () => {
    expect(isSealedValue('v2.foo@example.in')).toBe(false);
    expect(isSealedValue('asha@example.in')).toBe(false);
  });
});

describe('personal-data keys', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase([personalDataMigrations]);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('erasing an owner destroys its key and those of what it owns, once; what they sealed opens as null', async () => {
    const db = database.db;
    await createSubjectKey(db, userSubject('u1'));
    const profile = await sealWithExistingKey(db, userSubject('u1'), 'Asha');
    const order = await sealFor(db, orderSubject('o1'), { street: '12 MG Road' }, userSubject('u1'));
    const other = await sealFor(db, orderSubject('o2'), { street: '9 Park Street' }, userSubject('u2'));
    expect(await openSealed(db, order)).toEqual({ street: '12 MG Road' });

    expect(await shredSubject(db, userSubject('u1'))).toEqual([orderSubject('o1'), userSubject('u1')]);
    expect(await shredSubject(db, userSubject('u1'))).toEqual([]);
    expect(await openSealed(db, order)).toBeNull();
    expect(await openSealed(db, { subject: userSubject('u1'), sealed: profile })).toBeNull();
    expect(await openSealed(db, other)).toEqual({ street: '9 Park Street' });
    const { rows } = await sql<{
      key: Buffer | null;
      owner: string | null;
    }>`select key, owner from personal_data_keys where subject = ${orderSubject('o1')}`.execute(db);
    expect(rows).toEqual([{ key: null, owner: null }]); // no link from the tombstone to the person is kept
  });

  it("keeps a deleted user's tombstone (no new key for them), but gives an erased guest who comes back a new one", async () => {
    const db = database.db;
    await shredSubject(db, userSubject('gone'));
    await createSubjectKey(db, userSubject('gone'));
    expect(await subjectKey(db, userSubject('gone'))).toBeNull();
    await expect(sealWithExistingKey(db, userSubject('gone'), 'x')).rejects.toThrow();

    const before = await sealFor(db, 'guest:abc', 'ravi@example.in');
    await shredSubject(db, 'guest:abc');
    const after = await sealFor(db, 'guest:abc', 'ravi@example.in');
    expect(await openSealed(db, after)).toBe('ravi@example.in');
    expect(await openSealed(db, before)).toBeNull(); // the old blob does not open with the new key
  });
  it('gives the keys of many seals with one statement: new ones, existing ones, owners kept, an erased guest a new one', async () => {
    const db = database.db;
    const existing = await sealFor(db, orderSubject('batch-1'), 'kept', userSubject('owner-1'));
    const erased = await sealFor(db, 'guest:batch', 'old@example.in');
    await shredSubject(db, 'guest:batch');
    const requests = [
      { subject: orderSubject('batch-1'), owner: null },
      { subject: orderSubject('batch-2'), owner: userSubject('owner-2') },
      { subject: 'guest:batch', owner: null },
    ];

    const counted = countingQueries(db);
    const keys = await sealingKeys(counted.db, requests);

    expect(counted.queries()).toBe(1);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toEqual(await subjectKey(db, orderSubject('batch-1')));
    expect(open(keys[0], orderSubject('batch-1'), existing.sealed)).toBe('kept'); // the existing key, not a new one
    expect(keys[1]).toEqual(await subjectKey(db, orderSubject('batch-2')));
    expect(keys[2]).toEqual(await subjectKey(db, 'guest:batch'));
    expect(await openSealed(db, erased)).toBeNull();
    const { rows } = await sql<{
      subject: string;
      owner: string | null;
    }>`select subject, owner from personal_data_keys where subject like 'order:batch-%' order by subject`.execute(db);
    expect(rows).toEqual([
      { subject: orderSubject('batch-1'), owner: userSubject('owner-1') }, // a seal without an owner keeps the one it had
      { subject: orderSubject('batch-2'), owner: userSubject('owner-2') },
    ]);
  });

  it('seals concurrent requests of the service with shared key statements, each under its own subject', async () => {
    const counted = countingQueries(database.db);
    const personalData = new PersonalData(counted.db, {} as EventStore);
    const subjects = Array.from({ length: 8 }, (_, index) => orderSubject(`service-${index}`));

    const sealed = await Promise.all(
      subjects.map((subject, index) => personalData.seal(subject, { line: index }, userSubject('service-owner'))),
    );

    expect(counted.queries()).toBeLessThanOrEqual(3); // two run at once, the six that waited share the third
    for (const [index, record] of sealed.entries()) {
      expect(record.subject).toBe(subjects[index]);
      expect(await openSealed(database.db, record)).toEqual({ line: index });
    }
    const again = await Promise.all([
      personalData.seal(subjects[0], 'a'),
      personalData.seal(subjects[0], 'b'),
      personalData.seal(subjects[0], 'c'),
    ]);
    expect(await Promise.all(again.map((record) => openSealed(database.db, record)))).toEqual(['a', 'b', 'c']); // one subject: one statement each, same key
  });

  it('opens many sealed fields with one key query, each as openSealed would (erased, resealed or foreign blobs: null)', async () => {
    const db = database.db;
    const kept = await sealFor(db, orderSubject('many-1'), { street: '1 Lake Road' });
    const erased = await sealFor(db, orderSubject('many-2'), { street: '2 Hill Road' });
    const stale = await sealFor(db, 'guest:many', 'old@example.in');
    await shredSubject(db, orderSubject('many-2'));
    await shredSubject(db, 'guest:many');
    const fresh = await sealFor(db, 'guest:many', 'new@example.in');
    const foreign = { subject: orderSubject('many-1'), sealed: seal(randomBytes(32), orderSubject('many-1'), 'x') };
    const unknown = { subject: orderSubject('never'), sealed: seal(randomBytes(32), orderSubject('never'), 'x') };
    const records = [kept, erased, stale, fresh, foreign, unknown, kept];

    const counted = countingQueries(db);
    const opened = await openSealedMany(counted.db, records);

    expect(opened).toEqual([
      { street: '1 Lake Road' },
      null,
      null,
      'new@example.in',
      null,
      null,
      { street: '1 Lake Road' },
    ]);
    expect(counted.queries()).toBe(1);
    for (const [index, record] of records.entries()) expect(opened[index]).toEqual(await openSealed(db, record));
    expect(await openSealedMany(counted.db, [])).toEqual([]);
    expect(counted.queries()).toBe(1); // nothing to open: no query
  });
});

/** `db` with a counter of the queries sent through it. */
function countingQueries(db: Kysely<any>) {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), queries: () => count };
}
