import { sql, type Kysely } from 'kysely';
import { createDatabase, withDatabase } from './database';
import { RECORDSET_SPLIT_FROM_ROWS, recordsetRows } from './row-sources';
import { testServerUrl } from '../testing/test-database';

interface Row {
  id: number;
  label: string | null;
  details: unknown;
  amount: number | string | null;
  at: string | null;
}

const COLUMNS = [
  ['id', 'int'],
  ['label', 'text'],
  ['details', 'jsonb'],
  ['amount', 'numeric'],
  ['at', 'timestamptz'],
] as const;

/** Rows with every kind of value the document must carry as it is. */
function rowsOf(count: number): Row[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    label: id % 5 === 0 ? null : `row ${id}: "quoted", back\\slash, tab\t, ünïcode ✓`,
    details: { sizes: ['S', 'M'], nested: { n: id, empty: [] }, text: 'a "b" \\ c' },
    amount: id % 3 === 0 ? '12.50' : id / 4,
    at: id % 7 === 0 ? null : '2026-11-27T10:00:00.000Z',
  }));
}

describe('recordsetRows', () => {
  let db: Kysely<any>;

  beforeAll(() => {
    db = createDatabase(withDatabase(testServerUrl(), 'postgres'), { maxConnections: 1 });
  });

  afterAll(async () => {
    await db.destroy();
  });

  const read = async (rows: Row[]) =>
    (
      await sql<{
        id: number;
        label: string | null;
        details: unknown;
        amount: number | null;
        at: Date | null;
      }>`${recordsetRows(COLUMNS, rows)}`.execute(db)
    ).rows;

  const expected = (rows: Row[]) =>
    rows.map((row) => ({
      id: row.id,
      label: row.label,
      details: row.details,
      amount: row.amount === null ? null : Number(row.amount), // the platform's client reads numeric as a number
      at: row.at === null ? null : new Date(row.at),
    }));

  it.each([
    ['a small document (read whole)', 3],
    ['a large document (split first)', RECORDSET_SPLIT_FROM_ROWS + 7],
  ])('gives back %s: every value as sent, in order', async (_, count) => {
    const rows = rowsOf(count);
    expect(await read(rows)).toEqual(expected(rows));
  });

  it('reads a key it is not given as null and ignores keys that are not columns, either way', async () => {
    for (const count of [2, RECORDSET_SPLIT_FROM_ROWS]) {
      const rows = Array.from({ length: count }, (_, id) => ({ id, extra: 'ignored' }));
      const { rows: found } = await sql<Record<string, unknown>>`${recordsetRows(COLUMNS, rows as never)}`.execute(db);
      expect(found).toHaveLength(count);
      expect(found[count - 1]).toEqual({ id: count - 1, label: null, details: null, amount: null, at: null });
    }
  });

  it('splits the document only from RECORDSET_SPLIT_FROM_ROWS rows', () => {
    const statement = (count: number) => sql`${recordsetRows(COLUMNS, rowsOf(count))}`.compile(db).sql;
    expect(statement(RECORDSET_SPLIT_FROM_ROWS - 1)).toContain('jsonb_to_recordset');
    expect(statement(RECORDSET_SPLIT_FROM_ROWS)).toContain('json_array_elements');
  });
});
