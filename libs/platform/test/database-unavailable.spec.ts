import net from 'node:net';
import { ResilientClient } from '@store/eventstore';
import { createDatabase, isDatabaseUnavailable } from '../src';
import { sql } from 'kysely';

const pgError = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('counts a refused connection as PostgreSQL unavailable (a stopped server)', async () => {
    const db = createDatabase('postgres://postgres@127.0.0.1:1/nowhere', { maxConnections: 1 });
    try {
      const error = await sql`select 1`.execute(db).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('counts a connection the server never answers (a host gone in a fail-over) as unavailable once the connect timeout passes', async () => {
    const accepted: net.Socket[] = [];
    const silent = net.createServer((socket) => void accepted.push(socket)); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const client = new ResilientClient({
        connectionString: `postgres://postgres@127.0.0.1:${port}/store`,
        connectionTimeoutMillis: 200,
      });
      const error = await client.connect().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      for (const socket of accepted) socket.destroy();
      silent.close();
    }
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
  ])('counts SQLSTATE %s (%s) as PostgreSQL unavailable', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'timeout expired',
  ])("counts pg's '%s' as PostgreSQL unavailable", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('looks through causes and the errors of an AggregateError (a host name with two addresses)', () => {
    expect(isDatabaseUnavailable(new Error('batch failed', { cause: pgError('57P01') }))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], 'connect failed')),
    ).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42601', 'syntax error'],
    ['42P01', 'relation "product_listing" does not exist'],
    ['40001', 'could not serialize access'],
  ])('does not count SQLSTATE %s (%s): the statement failed, not the server', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(false);
  });

  it('does not count other errors, or things that are not errors', () => {
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
