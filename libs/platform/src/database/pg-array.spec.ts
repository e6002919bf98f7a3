import { createDatabase, withDatabase } from './database';
import { pgArray } from './pg-array';
import { sql } from 'kysely';
import { testServerUrl } from '../testing/test-database';

describe('pgArray', () => {
  it('writes strings, numbers, booleans and nulls as Postgres reads them back', async () => {
    const db = createDatabase(withDatabase(testServerUrl(), 'postgres'), { maxConnections: 1 }) // a select of literals: the server's maintenance database will do;
    try {
      const texts = ['plain', 'with "quotes"', 'back\\slash', '', 'NULL', 'comma, {brace}', 'ünïcode ✓', null];
      const { rows } = await sql<{ texts: (string | null)[]; numbers: string[]; flags: boolean[] }>`
        select ${pgArray(texts)}::text[] as texts, ${pgArray([1, -2.5, 10 ** 20])}::numeric[]::text[] as numbers, ${pgArray([true, false, null])}::boolean[] as flags`.execute(db);
      expect(rows[0].texts).toEqual(texts);
      expect(rows[0].numbers).toEqual(['1', '-2.5', '100000000000000000000']);
      expect(rows[0].flags).toEqual([true, false, null]);
    } finally {
      await db.destroy();
    }
  });

  it('writes an empty array', () => {
    expect(pgArray([])).toBe('{}');
  });

  it('refuses an object instead of writing [object Object]', () => {
    expect(() => pgArray([{} as never])).toThrow(TypeError);
  });
});
