import { randomUUID } from 'node:crypto';
import { CatalogueCommands } from '@store/catalogue';
import { ReservationSweeper } from '@store/ordering';
import {
  closeRedisConnection,
  createQueue,
  createRedisConnection,
  DATABASE,
  jobId,
  silentLogger,
  systemContext,
} from '@store/platform';
import { Kysely, sql } from 'kysely';
import {
  call,
  createProduct,
  eventually,
  lineOf,
  placeOrder,
  startShop,
  stockBecomes,
  type Shop,
} from '../support/shop';

/**
 * Stock never leaks (#16): a reservation carries its expiry, and the stock sweeper (one active
 * runner, STOCK_SWEEP_INTERVAL) releases a reservation with no order or with an unpaid expired one.
 * The sweeps here are run by hand with a `now` past the expiry, so nothing waits in real time.
 */
describe('the stock sweeper', () => {
  let shop: Shop;
  let sweeper: ReservationSweeper;
  const later = () => new Date(Date.now() + 60 * 60_000);

  beforeAll(async () => {
    shop = await startShop({ ORDER_PAYMENT_TIMEOUT: '15m', STOCK_SWEEP_INTERVAL: '1h' });
    sweeper = shop.app.get(ReservationSweeper);
  });
  afterAll(async () => {
    await shop.close();
  });

  const inventoryEvents = async (productId: string) => {
    const db = shop.app.get<Kysely<any>>(DATABASE);
    const { rows } = await sql<{
      type: string;
      data: any;
    }>`select type, data from events where stream_id = ${`catalogue-inventory-${productId}`} order by revision`.execute(
      db,
    );
    return rows;
  };

  /** Sweeps (with `now` an hour ahead) until the order's reservation has been settled. */
  const sweepUntilSettled = (orderId: string) =>
    eventually(`the sweeper to settle ${orderId}`, async () => {
      const result = await sweeper.sweep(later());
      return result.settled.find((s) => s.orderId === orderId);
    });

  it('releases a reservation whose OrderPlaced was never written (a crash between reserving and placing)', async () => {
    const product = await createProduct(shop);
    const orderId = randomUUID();
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    // What placeOrder does first; the process then "dies" before it appends OrderPlaced.
    await shop.app.get(CatalogueCommands).reserveStock(
      product._id,
      orderId,
      [
        {
          variantId: product.colorVariants[0]._id,
          size: 'M',
          quantity: 2,
          productName: product.name,
          colourName: 'Black',
        },
      ],
      systemContext(),
      expiresAt,
    );
    await stockBecomes(shop, product._id, 'M', 1);
    const reserved = (await inventoryEvents(product._id)).find((e) => e.type === 'StockReserved');
    expect(reserved?.data).toMatchObject({ orderId, expiresAt });

    // Not before its expiry: the order may still be being placed.
    const early = await sweeper.sweep(new Date());
    expect(early.settled.find((s) => s.orderId === orderId)).toBeUndefined();

    const settled = await sweepUntilSettled(orderId);
    expect(settled.outcome).toBe('released-orphan');
    await stockBecomes(shop, product._id, 'M', 3);
    expect((await inventoryEvents(product._id)).map((e) => e.type)).toEqual(
      expect.arrayContaining(['StockReserved', 'StockReleased']),
    );
    // Settled once: a later sweep finds nothing left for it.
    await eventually(
      'the reservation to leave the read model',
      async () => !(await sweeper.sweep(later())).settled.some((s) => s.orderId === orderId),
    );
  });

  it('expires an unpaid order whose Redis expiry job was lost, and releases its stock', async () => {
    const product = await createProduct(shop);
    const { body, status } = await placeOrder(shop, null, [lineOf(product, 'M', 3)]);
    expect(status).toBe(201);
    const orderId = body.order._id as string;
    await stockBecomes(shop, product._id, 'M', 0);

    // Redis loses the delayed job (a restart without persistence): the queue is wiped after the reactor scheduled it.
    const redis = createRedisConnection(shop.config.REDIS_URL, silentLogger);
    const expiry = createQueue('orderExpiry', { connection: redis, prefix: shop.config.QUEUE_PREFIX }, silentLogger);
    await eventually('the expiry job to be scheduled', async () =>
      Boolean(await expiry.getJob(jobId('expire', orderId))),
    );
    await expiry.obliterate({ force: true });
    expect(await expiry.getJob(jobId('expire', orderId))).toBeUndefined();
    await expiry.close();
    await closeRedisConnection(redis);

    // Before its expiry the sweeper holds it (the shopper may still pay).
    expect((await sweeper.sweep(new Date())).settled.find((s) => s.orderId === orderId)).toBeUndefined();

    const settled = await sweepUntilSettled(orderId);
    expect(settled.outcome).toBe('expired');
    await stockBecomes(shop, product._id, 'M', 3);
    const order = await call(shop.app, 'GET', `/api/orders/${orderId}`, { token: shop.admin });
    expect(order.body.order).toMatchObject({ status: 'cancelled', expired: true, isPaid: false });
  });

  it('leaves a paid order alone (its stock is committed, nothing lapses)', async () => {
    const product = await createProduct(shop);
    const { body } = await placeOrder(shop, shop.admin, [lineOf(product, 'S', 1)]);
    const orderId = body.order._id as string;
    await call(shop.app, 'PUT', `/api/orders/${orderId}/pay`, { token: shop.admin, body: { reference: 'cash' } });
    await stockBecomes(shop, product._id, 'S', 1);
    await eventually('the stock to be committed', async () =>
      (await inventoryEvents(product._id)).some((e) => e.type === 'StockCommitted'),
    );
    const result = await sweeper.sweep(later());
    expect(result.settled.find((s) => s.orderId === orderId && s.outcome !== 'commit')).toBeUndefined();
    expect(await stockBecomes(shop, product._id, 'S', 1)).toBeTruthy();
  });

  it('runs in one process at a time: a sweep while another holds the lock does nothing', async () => {
    const db = shop.app.get<Kysely<any>>(DATABASE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(1616016016001)`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    expect(await sweeper.sweep(later())).toEqual({ ran: false, settled: [], failed: 0 });
    release();
    await holder;
    expect((await sweeper.sweep(later())).ran).toBe(true);
  });
});
