import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('createDatabase', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase([]);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('answers a text of several statements with the last one’s rows (one round trip)', async () => {
    const { rows } = await sql.raw<{ b: number }>('select 1 as a; select 2 as b').execute(database.db);
    expect(rows).toEqual([{ b: 2 }]);
  });

  it('leaves statements with parameters as they were', async () => {
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(database.db);
    expect(rows).toEqual([{ n: 42 }]);
  });

  it('keeps a transaction begun with a statement open on its connection until COMMIT or ROLLBACK', async () => {
    await database.db.connection().execute(async (connection) => {
      const begun = await sql.raw<{ id: string }>('begin; select pg_current_xact_id()::text as id').execute(connection);
      const later = await sql.raw<{ id: string }>('select pg_current_xact_id()::text as id').execute(connection);
      expect(later.rows[0].id).toBe(begun.rows[0].id); // still the transaction the first text began
      await sql.raw('rollback').execute(connection);
    });
  });
});
