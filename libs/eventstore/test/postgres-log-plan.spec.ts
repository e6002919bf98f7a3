import { sql } from 'kysely';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '@store/platform/testing';
import { eventStoreMigrations } from '../src';
import { EVENT_STORE_SESSION_OPTIONS, READ_LOG_PAGE } from '../src/postgres/queries';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * A log PostgreSQL has no statistics of yet (appended faster than autovacuum analyses it, or
 * restored from a dump): each page must still be read by walking the log's index from where the
 * reader is, not by scanning the rest of the log and sorting it.
 */
describe('PostgreSQL adapter: reading a log without statistics', () => {
  let database: TestDatabase;
  let client: Client;

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations]);
    await sql`alter table events set (autovacuum_enabled = false)`.execute(database.db);
    await sql`
      insert into events (stream_id, revision, event_id, type, data, metadata)
      select 'stream-' || n, 0, gen_random_uuid(), case when n % 3 = 0 then 'Rare' else 'Common' end, '{"n": 1}', '{}'
      from generate_series(1, 30000) as n`.execute(database.db);
    client = new Client({ connectionString: database.url, options: EVENT_STORE_SESSION_OPTIONS });
    await client.connect();
    await client.query(`prepare log_page as ${READ_LOG_PAGE.text}`);
  });

  afterAll(async () => {
    await client?.end();
    await database?.destroy();
  });

  it('has never been analysed', async () => {
    const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'events'`.execute(
      database.db,
    );
    expect(rows[0].reltuples).toBe(-1);
  });

  it.each([
    ['of some types', `'{Common}'`],
    ['of every type', 'null'],
  ])('reads a page of events %s through the (transaction_id, position) index, with no sort', async (_, types) => {
    const { rows } = await client.query(`explain (format json) execute log_page('0', 100, ${types}, 1000)`);
    const nodes = nodesOf(rows[0]['QUERY PLAN'][0].Plan as PlanNode);
    const eventScans = nodes.filter((node) => node['Relation Name'] === 'events');
    expect(eventScans.length).toBeGreaterThan(0);
    for (const scan of eventScans) {
      expect(['Index Scan', 'Index Only Scan', 'Index Scan Backward']).toContain(scan['Node Type']);
      expect(scan['Index Name']).toBe('events_transaction_position_idx');
    }
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});
