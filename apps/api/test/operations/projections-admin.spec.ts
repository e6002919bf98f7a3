import { DATABASE } from '@store/platform';
import { projectionLockKey } from '@store/projections';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Kysely, sql } from 'kysely';
import { allProjections } from '../../src/projections.registry';
import { call, createProduct, eventually, shopper, startShop, type Shop } from '../support/shop';

const LISTING = 'catalogue_product_listing';
const base = '/api/admin/system/projections';

/** Every row of a projection's tables, in a stable order: "the tables identical before and after". */
async function tablesOf(db: Kysely<any>, name: string) {
  const projection = allProjections.find((candidate) => candidate.name === name)!;
  const dump: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    dump[table] = (
      await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(table)} t order by 1`.execute(db)
    ).rows.map((r) => r.row);
  }
  return dump;
}

/** #17 /admin/system: projections and reactors, rebuild with progress while the storefront answers, pause and resume. */
describe('operations: projections and reactors', () => {
  let shop: Shop;
  let customer: string;
  let adminId: string;

  beforeAll(async () => {
    shop = await startShop();
    customer = (await shopper(shop)).token;
    adminId = (await call(shop.app, 'GET', '/api/auth/me', { token: shop.admin })).body.user._id;
  });
  afterAll(() => shop.close());

  it('answers 401 without a token and 403 to a customer, on every route', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', base],
      ['POST', `${base}/${LISTING}/rebuild`],
      ['GET', `${base}/${LISTING}/rebuild`],
      ['POST', `${base}/${LISTING}/pause`],
      ['POST', `${base}/${LISTING}/resume`],
    ];
    for (const [method, url] of routes) {
      expect([method, url, (await call(shop.app, method, url)).status]).toEqual([method, url, 401]);
      expect([method, url, (await call(shop.app, method, url, { token: customer })).status]).toEqual([
        method,
        url,
        403,
      ]);
    }
  });

  it('lists every projection and reactor with its state, checkpoint, lag and the process holding its runner', async () => {
    const listing = await eventually('the listing runner is held', async () => {
      const res = await call(shop.app, 'GET', base, { token: shop.admin });
      return res.body.projections.find((p: any) => p.name === LISTING && p.runner) ?? null;
    });
    expect(listing).toMatchObject({
      kind: 'projection',
      state: 'running',
      canRebuild: true,
      canPause: true,
      canResume: false,
      paused: null,
      lastError: null,
    });
    expect(listing.runner).toMatchObject({ role: 'all', pid: process.pid });
    const res = await call(shop.app, 'GET', base, { token: shop.admin });
    expect(res.body.head).toEqual({ commit: expect.stringMatching(/^\d+$/), prepare: expect.stringMatching(/^\d+$/) });
    expect(res.body.projections.find((p: any) => p.name === 'ordering_reactor')).toMatchObject({
      kind: 'reactor',
      canRebuild: false,
    });
  });

  it('refuses to rebuild a reactor (400), an unknown name (404) and a malformed one (400)', async () => {
    expect((await call(shop.app, 'POST', `${base}/ordering_reactor/rebuild`, { token: shop.admin })).status).toBe(400);
    expect((await call(shop.app, 'POST', `${base}/nope/rebuild`, { token: shop.admin })).status).toBe(404);
    expect((await call(shop.app, 'GET', `${base}/nope/rebuild`, { token: shop.admin })).status).toBe(404);
    expect((await call(shop.app, 'POST', `${base}/${'x'.repeat(65)}/pause`, { token: shop.admin })).status).toBe(400);
    expect(
      (
        await call(shop.app, 'POST', `${base}/${LISTING}/pause`, {
          token: shop.admin,
          body: { reason: 'r'.repeat(201) },
        })
      ).status,
    ).toBe(400);
    expect((await call(shop.app, 'POST', `${base}/nope/resume`, { token: shop.admin })).status).toBe(404);
  });

  it('pauses a projection in its runners until resumed: the storefront does not see a new product meanwhile, then does', async () => {
    await createProduct(shop, { name: 'Before the pause' });
    const paused = await call(shop.app, 'POST', `${base}/${LISTING}/pause`, {
      token: shop.admin,
      body: { reason: 'checking a bad row' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.projection).toMatchObject({
      state: 'paused',
      canResume: true,
      canPause: false,
      paused: { actor: { id: adminId, role: 'admin' }, reason: 'checking a bad row' },
    });
    expect((await call(shop.app, 'POST', `${base}/${LISTING}/pause`, { token: shop.admin })).body.message).toMatch(
      /already paused/,
    );

    // The product is created (its events appended), but the paused listing never shows it: the
    // create answers from the listing once its read-your-writes wait gives up after 5 s.
    const template = await createProduct(shop, { name: 'Template Tee' }).catch(() => undefined);
    expect(template).toBeUndefined();
    const created = await call(shop.app, 'GET', '/api/admin/system/events', {
      token: shop.admin,
      query: { type: 'ProductCreated', limit: '1' },
    });
    const productId = created.body.events[0].streamId.replace('catalogue-product-', '');
    expect((await call(shop.app, 'GET', `/api/products/${productId}`)).status).toBe(404);
    const lagging = (await call(shop.app, 'GET', base, { token: shop.admin })).body.projections.find(
      (p: any) => p.name === LISTING,
    );
    expect(lagging.lagEvents).toBeGreaterThan(0);

    const resumed = await call(shop.app, 'POST', `${base}/${LISTING}/resume`, { token: shop.admin });
    expect(resumed.status).toBe(200);
    expect(resumed.body.projection).toMatchObject({ paused: null, canResume: false });
    await eventually(
      'the product is listed after resume',
      async () => (await call(shop.app, 'GET', `/api/products/${productId}`)).status === 200,
    );
    expect((await call(shop.app, 'POST', `${base}/${LISTING}/resume`, { token: shop.admin })).body.message).toMatch(
      /nothing to resume/,
    );
  }, 60_000);

  it('shows a failure with the event it failed on, and resumes after the error', async () => {
    const db = shop.app.get<Kysely<any>>(DATABASE);
    const reactor = 'ordering_reactor';
    // Paused first, so its runner writes nothing while the test plants a failure.
    expect((await call(shop.app, 'POST', `${base}/${reactor}/pause`, { token: shop.admin })).status).toBe(200);
    await sql`update projection_checkpoints set status = 'failed', last_error = 'mail template missing', error_event_type = 'OrderPlaced',
      error_event_id = '00000000-0000-4000-8000-00000000000f', error_stream_id = 'order-abc', error_commit_position = 7, error_prepare_position = 42, failed_at = now()
      where name = ${reactor}`.execute(db);
    const failed = (await call(shop.app, 'GET', base, { token: shop.admin })).body.projections.find(
      (p: any) => p.name === reactor,
    );
    expect(failed).toMatchObject({
      canResume: true,
      lastError: {
        message: 'mail template missing',
        eventType: 'OrderPlaced',
        eventId: '00000000-0000-4000-8000-00000000000f',
        streamId: 'order-abc',
        position: { commit: '7', prepare: '42' },
        failedAt: expect.any(String),
      },
    });
    const resumed = await call(shop.app, 'POST', `${base}/${reactor}/resume`, { token: shop.admin });
    expect(resumed.body.projection).toMatchObject({
      state: 'running',
      lastError: null,
      paused: null,
      canResume: false,
    });
    const [event] = (
      await call(shop.app, 'GET', '/api/admin/system/events', {
        token: shop.admin,
        query: { stream: `operations-projection-${reactor}`, type: 'ProjectionResumed' },
      })
    ).body.events;
    expect(event.data).toMatchObject({
      failure: { message: 'mail template missing', eventType: 'OrderPlaced' },
      pause: { reason: null },
    });
  });

  it('rebuilds from the screen: 202 at once, live progress to done, the storefront answering meanwhile, the tables identical after', async () => {
    for (let i = 0; i < 6; i += 1) await createProduct(shop, { name: `Rebuild Tee ${i}` });
    const db = shop.app.get<Kysely<any>>(DATABASE);
    await eventually(
      'listing caught up',
      async () =>
        (await call(shop.app, 'GET', base, { token: shop.admin })).body.projections.find((p: any) => p.name === LISTING)
          .lagEvents === 0,
    );
    const before = await tablesOf(db, LISTING);

    const started = await call(shop.app, 'POST', `${base}/${LISTING}/rebuild`, { token: shop.admin });
    expect(started.status).toBe(202);
    expect(started.body.rebuild).toMatchObject({
      projection: LISTING,
      actor: { id: adminId, role: 'admin' },
      finishedAt: null,
    });

    const storefront: number[] = [];
    const seen: any[] = [];
    const done = await eventually(
      'the rebuild is done',
      async () => {
        storefront.push((await call(shop.app, 'GET', '/api/products')).status);
        const progress = await call(shop.app, 'GET', `${base}/${LISTING}/rebuild`, { token: shop.admin });
        seen.push(progress.body.rebuild);
        return progress.body.rebuild.phase === 'done' ? progress.body.rebuild : null;
      },
      60_000,
    );
    expect(seen.every((progress) => progress.rebuildId === started.body.rebuild.rebuildId)).toBe(true);
    expect(done).toMatchObject({ fractionDone: 1, secondsLeft: 0, error: null, finishedAt: expect.any(String) });
    expect(done.eventsDone).toBeGreaterThan(0);
    expect(done.eventsDone).toBe(done.eventsTotal);
    expect(storefront.length).toBeGreaterThan(0);
    expect(storefront.every((status) => status === 200)).toBe(true);
    expect(await tablesOf(db, LISTING)).toEqual(before);

    const actions = await call(shop.app, 'GET', '/api/admin/system/events', {
      token: shop.admin,
      query: { stream: `operations-projection-${LISTING}` },
    });
    expect(actions.body.events.map((event: any) => event.type).reverse()).toEqual([
      'ProjectionPaused',
      'ProjectionResumed',
      'ProjectionRebuildStarted',
      'ProjectionRebuildFinished',
    ]);
    expect(actions.body.events.every((event: any) => event.metadata.actor.id === adminId)).toBe(true);
  }, 90_000);

  it('answers 409 while another process rebuilds the same projection, and closes a rebuild whose process died', async () => {
    const db = shop.app.get<Kysely<any>>(DATABASE);
    const other = new Client({ connectionString: shop.config.DATABASE_URL });
    await other.connect();
    try {
      // Another process's rebuild: its progress row and its lock.
      await other.query('select pg_advisory_lock($1::bigint)', [projectionLockKey(LISTING, 'rebuild').toString()]);
      const rebuildId = randomUUID();
      await sql`delete from projection_rebuilds where projection = ${LISTING}`.execute(db); // the earlier test's, finished
      await sql`insert into projection_rebuilds (rebuild_id, projection, phase, actor, started_at) values (${rebuildId}, ${LISTING}, 'catching_up', '{"id":null,"role":"system"}', now() - interval '1 minute')`.execute(
        db,
      );
      const refused = await call(shop.app, 'POST', `${base}/${LISTING}/rebuild`, { token: shop.admin });
      expect([refused.status, refused.body.message]).toEqual([409, `A rebuild of ${LISTING} is already running`]);
      const listed = (await call(shop.app, 'GET', base, { token: shop.admin })).body.projections.find(
        (p: any) => p.name === LISTING,
      );
      expect(listed).toMatchObject({
        state: 'rebuilding',
        canRebuild: false,
        rebuild: { rebuildId, phase: 'catching_up' },
      });

      await other.end(); // that process dies: its lock goes with its connection
      // The server ends the session a moment after the client goes.
      const progress = await eventually('the abandoned rebuild is closed', async () => {
        const res = await call(shop.app, 'GET', `${base}/${LISTING}/rebuild`, { token: shop.admin });
        return res.body.rebuild.phase === 'failed' ? res : null;
      });
      expect(progress.body.rebuild).toMatchObject({
        rebuildId,
        phase: 'failed',
        error: 'The process running this rebuild stopped before it finished',
        finishedAt: expect.any(String),
      });
    } finally {
      await other.end().catch(() => undefined);
    }
  });
});
