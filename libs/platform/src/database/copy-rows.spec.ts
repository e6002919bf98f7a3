import { sql, type Kysely } from 'kysely';
import { createDatabase, withDatabase } from './database';
import { copyInto, copyNumber, copyText, CopyRows } from './copy-rows';
import { testServerUrl } from '../testing/test-database';

const line = (...fields: string[]) => `${fields.join('\t')}\n`;
/** The lines as a CopyRows, one add each. */
const rowsOf = (lines: string[]) => {
  const rows = new CopyRows();
  for (const text of lines) rows.add(text);
  return rows;
};

describe('copyInto', () => {
  let db: Kysely<any>;

  beforeAll(() => {
    // One connection: the temporary table below is its own.
    db = createDatabase(withDatabase(testServerUrl(), 'postgres'), { maxConnections: 1 });
  });

  afterAll(async () => {
    await db.destroy();
  });

  beforeEach(async () => {
    await sql`drop table if exists copied`.execute(db);
    await sql`create temporary table copied (n int, label text, amount numeric, flag boolean)`.execute(db);
  });

  const copied = async () =>
    (
      await sql<{
        n: number;
        label: string | null;
        amount: number | null;
        flag: boolean | null;
      }>`select * from copied order by n`.execute(db)
    ).rows;

  it('inserts text, numbers, bigints and nulls as PostgreSQL reads them back', async () => {
    await copyInto(
      db,
      'copied',
      ['n', 'label', 'amount', 'flag'],
      rowsOf([
        line(copyNumber(1), copyText('plain'), copyNumber(12.5), 'true'),
        line(copyNumber(2), copyText('tab\there, line\nbreak, return\r, back\\slash'), copyNumber(null), 'false'),
        line(copyNumber(3), copyText('\\N'), copyNumber(10n ** 20n), copyText(null)),
        line(copyNumber(4), copyText(undefined), copyNumber(-0.25), copyNumber(undefined)),
        line(copyNumber(5), copyText('ünïcode ✓ "quoted" {braces}, NULL'), copyNumber(0), 't'),
      ]),
    );
    expect(await copied()).toEqual([
      { n: 1, label: 'plain', amount: 12.5, flag: true },
      { n: 2, label: 'tab\there, line\nbreak, return\r, back\\slash', amount: null, flag: false },
      { n: 3, label: '\\N', amount: 1e20, flag: null },
      { n: 4, label: null, amount: -0.25, flag: null },
      { n: 5, label: 'ünïcode ✓ "quoted" {braces}, NULL', amount: 0, flag: true },
    ]);
  });

  it('reads back random text of the reserved characters, sent in several CopyData messages', async () => {
    const alphabet = ['\\', '\t', '\n', '\r', 'N', '.', 'é', '✓', ' ', 'x'];
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // About 3 MB: the data goes in 1 MB messages, cut wherever the bytes fall (inside a character too).
    const labels = Array.from({ length: 30_000 }, () =>
      Array.from({ length: Math.floor(random() * 60) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      ),
    );
    await copyInto(
      db,
      'copied',
      ['label', 'n'],
      rowsOf(labels.map((label, n) => line(copyText(label), copyNumber(n)))),
    );
    expect((await copied()).map((row) => row.label)).toEqual(labels);
  });

  it('fails on a value the column cannot take, inserts nothing, and leaves the connection usable', async () => {
    await expect(
      copyInto(db, 'copied', ['n', 'label'], rowsOf([line('1', 'fine'), line('not a number', 'bad')])),
    ).rejects.toThrow(/invalid input syntax for type integer/);
    expect(await copied()).toEqual([]);
    await expect(copyInto(db, 'copied', ['n'], rowsOf([line('1', 'one field too many')]))).rejects.toThrow(
      /extra data after last expected column/,
    );
    await copyInto(db, 'copied', ['n', 'label'], rowsOf([line('7', 'after')]));
    expect(await copied()).toEqual([{ n: 7, label: 'after', amount: null, flag: null }]);
  });

  it('rolls back with the transaction it ran in', async () => {
    await db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await copyInto(connection, 'copied', ['n'], rowsOf([line('1')]));
      expect((await sql<{ n: number }>`select count(*)::int as n from copied`.execute(connection)).rows[0].n).toBe(1);
      await sql`rollback`.execute(connection);
    });
    expect(await copied()).toEqual([]);
  });

  it('grows past its first 64 KiB and holds each character as its UTF-8 bytes (one to four)', async () => {
    const labels = Array.from(
      { length: 3_000 },
      (_, n) => `${'✓'.repeat(n % 40)}${'é'.repeat(n % 7)}😀${'x'.repeat(n % 11)}`,
    );
    const rows = rowsOf(labels.map((label, n) => line(copyText(label), copyNumber(n))));
    expect(rows.byteLength).toBeGreaterThan(64 * 1024);
    expect(rows.byteLength).toBe(Buffer.byteLength(labels.map((label, n) => line(label, String(n))).join('')));
    await copyInto(db, 'copied', ['label', 'n'], rows);
    expect((await copied()).map((row) => row.label)).toEqual(labels);
  });

  it('sends nothing for no rows', async () => {
    await copyInto(db, 'no_such_table', ['n'], new CopyRows());
  });
});
