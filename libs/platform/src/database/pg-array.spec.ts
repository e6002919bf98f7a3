import { createDatabase, withDatabase } from './database';
import { pgArray } from './pg-array';
import { sql } from 'kysely';
import { testServerUrl } from '../testing/test-database';

describe('pgArray', () => {
  it('writes strings, numbers, booleans and nulls as Postgres reads them back', async () => {
    const db = createDatabase(withDatabase(testServerUrl(), 'postgres'), { maxConnections: 1 }); // a select of literals: the server's maintenance database will do;
    try {
      const texts = ['plain', 'with "quotes"', 'back\\slash', '', 'NULL', 'comma, {brace}', 'ünïcode ✓', null];
      const { rows } = await sql<{ texts: (string | null)[]; numbers: string[]; flags: boolean[] }>`
        select ${pgArray(texts)}::text[] as texts, ${pgArray([1, -2.5, 10 ** 20])}::numeric[]::text[] as numbers, ${pgArray([true, false, null])}::boolean[] as flags`.execute(
        db,
      );
      expect(rows[0].texts).toEqual(texts);
      expect(rows[0].numbers).toEqual(['1', '-2.5', '100000000000000000000']);
      expect(rows[0].flags).toEqual([true, false, null]);
    } finally {
      await db.destroy();
    }
  });

  it('reads back what only the element-by-element writer can write: control characters, bigints, NaN', async () => {
    const db = createDatabase(withDatabase(testServerUrl(), 'postgres'), { maxConnections: 1 });
    try {
      const texts = ['line\nbreak', 'tab\there', 'back\\n', 'bell\u0007', 'plain'];
      const { rows } = await sql<{ texts: string[]; big: string[]; odd: string[] }>`
        select ${pgArray(texts)}::text[] as texts, ${pgArray([2n ** 70n, 1])}::numeric[]::text[] as big, ${pgArray([Number.NaN, 1.5])}::numeric[]::text[] as odd`.execute(
        db,
      );
      expect(rows[0].texts).toEqual(texts);
      expect(rows[0].big).toEqual([(2n ** 70n).toString(), '1']);
      expect(rows[0].odd).toEqual(['NaN', '1.5']);
    } finally {
      await db.destroy();
    }
  });

  it('reads back random strings of quotes, backslashes, braces, commas and control characters', async () => {
    const db = createDatabase(withDatabase(testServerUrl(), 'postgres'), { maxConnections: 1 });
    try {
      const alphabet = ['\\', '"', 'n', 'u', '{', '}', ',', ' ', '\n', '\t', 'é', 'NULL'];
      let seed = 7;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      const texts = Array.from({ length: 400 }, () =>
        Array.from({ length: Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
          '',
        ),
      );
      const { rows } = await sql<{ texts: string[] }>`select ${pgArray(texts)}::text[] as texts`.execute(db);
      expect(rows[0].texts).toEqual(texts);
      const plain = texts.filter((text) => !/[\n\t]/.test(text));
      const { rows: plainRows } = await sql<{ texts: string[] }>`select ${pgArray(plain)}::text[] as texts`.execute(db);
      expect(plainRows[0].texts).toEqual(plain);
    } finally {
      await db.destroy();
    }
  });

  it('writes a JSON-safe array as JSON with braces, and the same text element by element otherwise', () => {
    expect(pgArray(['a', 'with "quotes"', 'back\\slash', null, undefined, 1.5, true])).toBe(
      '{"a","with \\"quotes\\"","back\\\\slash",null,null,1.5,true}',
    );
    expect(pgArray(['a\nb', null, 1])).toBe('{"a\nb",NULL,"1"}');
  });

  it('writes an empty array', () => {
    expect(pgArray([])).toBe('{}');
  });

  it('refuses an object instead of writing [object Object]', () => {
    expect(() => pgArray([{} as never])).toThrow(TypeError);
  });
});
