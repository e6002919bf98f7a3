import { call, createProduct, lineOf, placeOrder, shopper, startShop, type Shop } from '../support/shop';

const events = '/api/admin/system/events';

/** #17 /admin/system: the event log newest first with its filters, and the chain a correlation id ties together. */
describe('operations: event browser', () => {
  let shop: Shop;
  let asha: { token: string; id: string };
  let orderId: string;
  let adminId: string;

  beforeAll(async () => {
    shop = await startShop();
    asha = await shopper(shop);
    adminId = (await call(shop.app, 'GET', '/api/auth/me', { token: shop.admin })).body.user._id;
    const product = await createProduct(shop);
    const placed = await placeOrder(shop, asha.token, [lineOf(product, 'M', 1)]);
    expect(placed.status).toBe(201);
    orderId = placed.body.order._id;
  });
  afterAll(() => shop.close());

  const browse = (query: Record<string, string> = {}, token = shop.admin) =>
    call(shop.app, 'GET', events, { token, query });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await call(shop.app, 'GET', events)).status).toBe(401);
    expect((await browse({}, asha.token)).status).toBe(403);
    expect((await call(shop.app, 'GET', `${events}/00000000-0000-4000-8000-000000000000/correlation`)).status).toBe(
      401,
    );
    expect(
      (await call(shop.app, 'GET', `${events}/00000000-0000-4000-8000-000000000000/correlation`, { token: asha.token }))
        .status,
    ).toBe(403);
  });

  it('lists the log newest first with payload, metadata and global position, paged by cursor without gaps or repeats', async () => {
    const all = (await browse({ limit: '200' })).body.events;
    expect(all.length).toBeGreaterThan(5);
    const positions = all.map((event: any) => [BigInt(event.position.commit), BigInt(event.position.prepare)]);
    for (let i = 1; i < positions.length; i += 1) {
      const [a, b] = [positions[i - 1], positions[i]];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])).toBe(true);
    }
    expect(all[0]).toMatchObject({
      eventId: expect.any(String),
      streamId: expect.any(String),
      revision: expect.any(Number),
      version: expect.any(Number),
      metadata: { actor: expect.any(Object), correlationId: expect.any(String), occurredAt: expect.any(String) },
    });

    // From a fixed cursor, so events the reactors append meanwhile do not shift the pages.
    const first = await browse({ limit: '3', before: all[0].cursor });
    expect(first.body.events).toHaveLength(3);
    const second = await browse({ limit: '3', before: first.body.nextCursor });
    expect([...first.body.events, ...second.body.events].map((e: any) => e.eventId)).toEqual(
      all.slice(1, 7).map((e: any) => e.eventId),
    );
  });

  it('filters by stream, stream prefix, type, actor, correlation id and time range', async () => {
    const byStream = (await browse({ stream: `order-${orderId}` })).body.events;
    expect(byStream.map((e: any) => e.type)).toContain('OrderPlaced');
    expect(byStream.every((e: any) => e.streamId === `order-${orderId}`)).toBe(true);

    const byPrefix = (await browse({ stream: 'catalogue-*', limit: '200' })).body.events;
    expect(byPrefix.length).toBeGreaterThan(0);
    expect(byPrefix.every((e: any) => e.streamId.startsWith('catalogue-'))).toBe(true);

    const placed = (await browse({ type: 'OrderPlaced' })).body.events;
    expect(placed.map((e: any) => e.streamId)).toEqual([`order-${orderId}`]);

    const byAdmin = (await browse({ actor: adminId, limit: '200' })).body.events;
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e: any) => e.metadata.actor.id === adminId)).toBe(true);
    const bySystem = (await browse({ actor: 'system', limit: '200' })).body.events;
    expect(bySystem.every((e: any) => e.metadata.actor.role === 'system')).toBe(true);

    const correlationId = placed[0].metadata.correlationId;
    const correlated = (await browse({ correlationId })).body.events;
    expect(correlated.every((e: any) => e.metadata.correlationId === correlationId)).toBe(true);

    const at = placed[0].recordedAt;
    const upTo = (await browse({ to: at, limit: '200' })).body.events;
    expect(upTo.every((e: any) => e.recordedAt < at)).toBe(true);
    const from = (await browse({ from: at, limit: '200' })).body.events;
    expect(from.every((e: any) => e.recordedAt >= at)).toBe(true);
    expect(from.map((e: any) => e.eventId)).toContain(placed[0].eventId);
    expect((await browse({ from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' })).body).toEqual({
      success: true,
      events: [],
      nextCursor: null,
    });
  });

  it('answers 400 with a field error for bad filters', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ limit: '201' }, 'limit'],
      [{ limit: '0' }, 'limit'],
      [{ stream: 'x'.repeat(201) }, 'stream'],
      [{ stream: "order-' or 1=1" }, 'stream'],
      [{ type: 'Order Placed' }, 'type'],
      [{ actor: 'a'.repeat(101) }, 'actor'],
      [{ correlationId: 'c'.repeat(101) }, 'correlationId'],
      [{ from: 'yesterday' }, 'from'],
      [{ to: '2026-02-30T00:00:00Z' }, 'to'],
      [{ from: '2026-11-23T10:00:00Z', to: '2026-11-23T09:00:00Z' }, 'to'],
      [{ before: '12' }, 'before'],
      [{ before: '9'.repeat(30) + '/1' }, 'before'],
      [{ before: '1/9999999999999999999' }, 'before'],
      [{ from: '+275760-09-13T00:00:00Z' }, 'from'],
      [{ to: '0001-01-01T00:00:00Z' }, 'to'],
    ];
    for (const [query, param] of bad) {
      const res = await browse(query);
      expect([query, res.status, res.body.errors?.[0]?.param]).toEqual([query, 400, param]);
    }
  });

  it('follows an event to its whole correlation chain, oldest first, across modules', async () => {
    const [placed] = (await browse({ type: 'OrderPlaced' })).body.events;
    const res = await call(shop.app, 'GET', `${events}/${placed.eventId}/correlation`, { token: shop.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      eventId: placed.eventId,
      correlationId: placed.metadata.correlationId,
      truncated: false,
    });
    const chain = res.body.events;
    expect(chain.every((e: any) => e.metadata.correlationId === placed.metadata.correlationId)).toBe(true);
    expect(chain.map((e: any) => e.type)).toEqual(expect.arrayContaining(['OrderPlaced', 'StockReserved']));
    expect(new Set(chain.map((e: any) => e.streamId.split('-')[0])).size).toBeGreaterThan(1);
    for (let i = 1; i < chain.length; i += 1)
      expect(BigInt(chain[i].position.prepare) !== BigInt(chain[i - 1].position.prepare)).toBe(true);

    expect((await call(shop.app, 'GET', `${events}/not-a-uuid/correlation`, { token: shop.admin })).status).toBe(400);
    expect(
      (await call(shop.app, 'GET', `${events}/00000000-0000-4000-8000-000000000000/correlation`, { token: shop.admin }))
        .status,
    ).toBe(404);
  });
});
