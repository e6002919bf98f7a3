import { DATABASE, EVENT_STORE, NotFoundError } from '@store/platform';
import type { EventStore } from '@store/eventstore';
import { projectionOperationsStream } from '@store/projections';
import { Kysely, sql } from 'kysely';
import { ProjectionOperations } from '../../src/event-sourcing/projection-operations';
import { startTestApp, type TestApp } from '../support/test-app';

/** #16: the service the operations screen calls to see failed projections and resume them. */
describe('ProjectionOperations', () => {
  let t: TestApp;
  let ops: ProjectionOperations;

  beforeAll(async () => {
    // ROLE=api: no runner here that would overwrite the failure this test writes (as on an API process).
    t = await startTestApp({ DEMO_CATALOGUE: 'off', ROLE: 'api' });
    ops = t.app.get(ProjectionOperations);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every projection and reactor with its status', async () => {
    const names = (await ops.status()).map((report) => report.name);
    expect(names).toEqual(expect.arrayContaining(['order_view', 'catalogue_stock_reservations', 'ordering_reactor']));
  });

  it('resumes a failed one, recorded with the admin as actor; refuses unknown names; says when there is nothing to resume', async () => {
    const db = t.app.get<Kysely<any>>(DATABASE);
    await expect(ops.resume('nope', { id: 'admin-1', role: 'admin' })).rejects.toBeInstanceOf(NotFoundError);
    await sql`insert into projection_checkpoints (name, version, event_types, status) values ('order_view', 1, '{OrderPlaced}', 'running')`.execute(
      db,
    );
    expect(await ops.resume('order_view', { id: 'admin-1', role: 'admin' })).toEqual({
      name: 'order_view',
      resumed: false,
    });

    await sql`update projection_checkpoints set status = 'failed', last_error = 'boom', error_event_type = 'OrderPlaced' where name = 'order_view'`.execute(
      db,
    );
    const failed = (await ops.status()).find((report) => report.name === 'order_view')!;
    expect(failed.status).toBe('failed');
    const result = await ops.resume('order_view', { id: 'admin-1', role: 'admin' });
    expect(result).toMatchObject({
      name: 'order_view',
      resumed: true,
      cleared: { message: 'boom', eventType: 'OrderPlaced' },
    });
    expect((await ops.status()).find((report) => report.name === 'order_view')!.status).toBe('running');
    const [event] = await t.app.get<EventStore>(EVENT_STORE).readStream(projectionOperationsStream('order_view'));
    expect(event).toMatchObject({ type: 'ProjectionResumed', metadata: { actor: { id: 'admin-1', role: 'admin' } } });
  });
});
