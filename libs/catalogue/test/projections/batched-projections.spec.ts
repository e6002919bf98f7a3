import { eventStoreMigrations, PostgresEventStore, type NewEvent, type Position } from '@store/eventstore';
import { projectionMigrations, rebuildProjection, type ProjectionDefinition } from '@store/projections';
import { createSubjectKey, personalDataMigrations, userSubject } from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { catalogueMigrations } from '../../src';
import { productListingProjection, stockHistoryProjection } from '../../src/projections/catalogue.projections';
import { stockReservationsProjection } from '../../src/projections/stock-reservations.projection';
import { inventoryStream, productStream, reviewStream } from '../../src/streams';
import { adminEvent, at, catalogueTables, untilVisible } from '../support/catalogue-log';
import { pricedAt } from '../support/product-fixtures';

const details = (name: string) => ({
  name,
  description: `${name} in organic cotton`,
  category: 'Men',
  brand: 'Threadfit',
  material: 'Cotton',
  sizes: ['S', 'M'],
  tags: ['tee', 'basics'],
  specifications: { fit: 'regular' },
  baseImages: [{ url: `/img/${name}.jpg`, altText: name }],
});
const pricing = pricedAt(999);
const flags = { isFeatured: false, isNewArrival: true, isBestSeller: false };
const variant = (variantId: string, isActive = true) => ({
  variantId,
  colorName: variantId,
  colorCode: '#000000',
  images: [],
  isDefault: false,
  isActive,
});
const created = (productId: string, second: number) =>
  adminEvent('ProductCreated', {
    productId,
    details: details(productId),
    pricing,
    flags,
    isUpcoming: false,
    createdAt: at(second),
  });

/**
 * The catalogue projections write once per batch (#18). Each scenario is replayed as one batch,
 * as one event per batch and in batches of a few events, and must leave the same tables, and the
 * ones the events mean.
 */
describe('catalogue projections written once per batch', () => {
  let database: TestDatabase;
  let eventStore: PostgresEventStore;
  let last: Position | undefined;

  const append = async (streamId: string, ...events: NewEvent[]) => {
    last = (await eventStore.append(streamId, events)).position;
  };
  const untilAppendedVisible = () => untilVisible(eventStore, last);
  const rebuild = (projection: ProjectionDefinition, batchSize: number) =>
    rebuildProjection(projection, { db: database.db, eventStore, databaseUrl: database.url, batchSize });

  /** Rebuilds the three projections with `batchSize` and returns their tables. */
  const replayedWith = async (batchSize: number) => {
    for (const projection of [productListingProjection, stockHistoryProjection, stockReservationsProjection])
      await rebuild(projection, batchSize);
    return catalogueTables(database.db);
  };

  beforeAll(async () => {
    database = await createTestDatabase(
      [eventStoreMigrations, projectionMigrations, personalDataMigrations, catalogueMigrations],
      { maxConnections: 5 },
    );
    for (const userId of ['u1', 'u2', 'u3', 'u4']) await createSubjectKey(database.db, userSubject(userId)); // u5 has none
    eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 3, pollIntervalMs: 200 });

    // A: variants and many stock moves (reserve + commit, release then reserve again for one order).
    await append(
      productStream('A'),
      created('A', 1),
      adminEvent('ColourVariantAdded', { productId: 'A', variant: variant('v1'), changedAt: at(2) }),
      adminEvent('ColourVariantAdded', { productId: 'A', variant: variant('v2'), changedAt: at(3) }),
    );
    await append(
      inventoryStream('A'),
      adminEvent('StockSet', {
        productId: 'A',
        variantId: null,
        size: 'M',
        previous: 0,
        quantity: 10,
        reason: 'initial',
        at: at(4),
      }),
      adminEvent('StockSet', {
        productId: 'A',
        variantId: 'v1',
        size: 'M',
        previous: 0,
        quantity: 5,
        reason: 'initial',
        at: at(5),
      }),
    );
    await append(
      inventoryStream('A'),
      adminEvent('StockReserved', {
        productId: 'A',
        orderId: 'o1',
        lines: [
          { variantId: null, size: 'M', quantity: 2 },
          { variantId: 'v1', size: 'M', quantity: 1 },
        ],
        at: at(6),
        expiresAt: at(906),
      }),
      adminEvent('StockCommitted', {
        productId: 'A',
        orderId: 'o1',
        lines: [
          { variantId: null, size: 'M', quantity: 2 },
          { variantId: 'v1', size: 'M', quantity: 1 },
        ],
        at: at(7),
      }),
      adminEvent('StockReserved', {
        productId: 'A',
        orderId: 'o2',
        lines: [{ variantId: null, size: 'M', quantity: 3 }],
        at: at(8),
        expiresAt: at(908),
      }),
      adminEvent('StockReleased', {
        productId: 'A',
        orderId: 'o2',
        lines: [{ variantId: null, size: 'M', quantity: 3 }],
        at: at(9),
      }),
      adminEvent('StockReserved', {
        productId: 'A',
        orderId: 'o2',
        lines: [{ variantId: null, size: 'M', quantity: 1 }],
        at: at(10),
        expiresAt: at(910),
      }),
      adminEvent('StockAdjusted', {
        productId: 'A',
        variantId: 'v1',
        size: 'M',
        delta: -1,
        quantity: 3,
        reason: 'damaged',
        at: at(11),
      }),
    );
    await append(
      productStream('A'),
      adminEvent('ColourVariantChanged', { productId: 'A', variant: variant('v1', false), changedAt: at(12) }),
      adminEvent('ColourVariantRemoved', { productId: 'A', variantId: 'v2', changedAt: at(13) }),
      adminEvent('ProductPricingChanged', {
        productId: 'A',
        pricing: { ...pricing, price: 1299, hasOfferPricing: true, offerPrice: 999, originalPrice: 1299 },
        changedAt: at(14),
      }),
      adminEvent('ProductFlagsChanged', {
        productId: 'A',
        flags: { isFeatured: true, isNewArrival: false, isBestSeller: true },
        changedAt: at(15),
      }),
      adminEvent('ProductMarkedUpcoming', { productId: 'A', markedAt: at(16) }),
      adminEvent('ProductLaunched', { productId: 'A', launchedAt: at(17) }),
      adminEvent('ProductDetailsChanged', { productId: 'A', details: details('A renamed'), changedAt: at(18) }),
    );
    // B: created, stocked, reserved and deleted.
    await append(productStream('B'), created('B', 20));
    await append(
      inventoryStream('B'),
      adminEvent('StockSet', {
        productId: 'B',
        variantId: null,
        size: 'S',
        previous: 0,
        quantity: 4,
        reason: 'initial',
        at: at(21),
      }),
      adminEvent('StockReserved', {
        productId: 'B',
        orderId: 'o3',
        lines: [{ variantId: null, size: 'S', quantity: 1 }],
        at: at(22),
      }),
    );
    await append(productStream('B'), adminEvent('ProductDeleted', { productId: 'B', deletedAt: at(23) }));
    // C: reviews created, edited and deleted; their authors deleted or erased.
    await append(productStream('C'), created('C', 30));
    await append(
      reviewStream('C', 'u1'),
      adminEvent('ReviewCreated', {
        reviewId: 'r1',
        productId: 'C',
        userId: 'u1',
        userName: 'Asha',
        rating: 4,
        comment: 'Soft',
        createdAt: at(31),
      }),
    );
    await append(
      reviewStream('C', 'u2'),
      adminEvent('ReviewCreated', {
        reviewId: 'r2',
        productId: 'C',
        userId: 'u2',
        userName: 'Ben',
        rating: 2,
        comment: 'Small',
        createdAt: at(32),
      }),
    );
    await append(
      reviewStream('C', 'u2'),
      adminEvent('ReviewEdited', {
        reviewId: 'r2',
        productId: 'C',
        userId: 'u2',
        rating: 5,
        comment: 'Fits now',
        editedAt: at(33),
      }),
    );
    await append(
      reviewStream('C', 'u1'),
      adminEvent('ReviewDeleted', { reviewId: 'r1', productId: 'C', userId: 'u1', deletedAt: at(34) }),
    );
    await append('identity-user-u2', adminEvent('UserDeleted', { userId: 'u2', at: at(35) }));
    await append(
      reviewStream('C', 'u3'),
      adminEvent('ReviewCreated', {
        reviewId: 'r3',
        productId: 'C',
        userId: 'u3',
        userName: 'Cara',
        rating: 3,
        comment: 'Fine',
        createdAt: at(36),
      }),
    );
    await append(
      'personaldata-u3',
      adminEvent('PersonalDataErased', { subjects: ['user:u3'], reason: 'user-deleted', at: at(37) }),
    );
    // Reviews from before sealing show their plain text only while the reviewer's key lives.
    await append(
      reviewStream('C', 'u4'),
      adminEvent('ReviewCreated', {
        reviewId: 'r4',
        productId: 'C',
        userId: 'u4',
        userName: 'Dev',
        rating: 4,
        comment: 'Good',
        createdAt: at(38),
      }),
    );
    await append(
      reviewStream('C', 'u5'),
      adminEvent('ReviewCreated', {
        reviewId: 'r5',
        productId: 'C',
        userId: 'u5',
        userName: 'Eli',
        rating: 1,
        comment: 'Meh',
        createdAt: at(39),
      }),
    );
    // D: created then deleted in one append, then created again (the later creation stands).
    await append(
      productStream('D'),
      created('D', 40),
      adminEvent('ProductDeleted', { productId: 'D', deletedAt: at(41) }),
    );
    await append(productStream('D'), created('D', 42));
    await untilAppendedVisible();
  });

  afterAll(async () => {
    await eventStore?.close();
    await database?.destroy();
  });

  it('leaves the tables the events mean, replayed as one batch', async () => {
    const { listing, detail, stock, reviews, history, reservations } = await replayedWith(1000);

    expect(listing.map((row) => row.id)).toEqual(['A', 'C', 'D']);
    const [a, c, d] = listing;
    expect(a).toMatchObject({
      name: 'A renamed',
      price: 1299,
      has_offer_pricing: true,
      offer_price: 999,
      original_price: 1299,
      is_featured: true,
      is_new_arrival: false,
      is_best_seller: true,
      is_upcoming: false,
      rating_sum: 0,
      total_reviews: 0,
      search_text: 'a renamed threadfit a renamed in organic cotton tee basics',
    });
    expect(a.created_at).toEqual(new Date(at(1)));
    expect(a.updated_at).toEqual(new Date(at(18)));
    expect(c).toMatchObject({ rating_sum: 13, total_reviews: 4 });
    expect(d.created_at).toEqual(new Date(at(42)));

    expect(detail.map((row) => row.id)).toEqual(['A', 'C', 'D']);
    expect(detail[0]).toMatchObject({
      description: 'A renamed in organic cotton',
      color_variants: [variant('v1', false)],
    });
    expect(detail[0].updated_at).toEqual(new Date(at(18)));

    expect(stock.map((row) => row.id)).toEqual(['A', 'C', 'D']);
    // '-|M': 10 - 2 (o1) - 3 (o2) + 3 (o2 released) - 1 (o2 again); 'v1|M': 5 - 1 (o1), then adjusted to 3.
    expect(stock[0].stock).toEqual({ '-|M': 7, 'v1|M': 3 });
    expect(stock[0].updated_at).toEqual(new Date(at(11)));
    expect(stock[1].stock).toEqual({});

    expect(reviews.map((row) => [row.id, row.user_name, row.comment, row.rating])).toEqual([
      ['r2', null, null, 5],
      ['r3', null, null, 3],
      ['r4', 'Dev', 'Good', 4],
      ['r5', null, null, 1],
    ]);

    expect(
      history.map((row) => [row.product_id, row.kind, row.variant_id, row.size, row.delta, row.order_id, row.line]),
    ).toEqual([
      ['A', 'set', null, 'M', 10, null, 0],
      ['A', 'set', 'v1', 'M', 5, null, 0],
      ['A', 'reserved', null, 'M', -2, 'o1', 0],
      ['A', 'reserved', 'v1', 'M', -1, 'o1', 1],
      ['A', 'committed', null, 'M', 0, 'o1', 0],
      ['A', 'committed', 'v1', 'M', 0, 'o1', 1],
      ['A', 'reserved', null, 'M', -3, 'o2', 0],
      ['A', 'released', null, 'M', 3, 'o2', 0],
      ['A', 'reserved', null, 'M', -1, 'o2', 0],
      ['A', 'adjusted', 'v1', 'M', -1, null, 0],
      ['B', 'set', null, 'S', 4, null, 0],
      ['B', 'reserved', null, 'S', -1, 'o3', 0],
    ]);
    expect(history.every((row) => row.actor_id === 'admin-1' && row.actor_role === 'admin' && row.correlation_id)).toBe(
      true,
    );

    // o1 reserved then committed: nothing open; o2 released then reserved again: open, from the last reservation.
    expect(
      reservations.map((row) => [
        row.product_id,
        row.order_id,
        new Date(row.reserved_at).toISOString(),
        row.expires_at && new Date(row.expires_at).toISOString(),
      ]),
    ).toEqual([
      ['A', 'o2', at(10), at(910)],
      ['B', 'o3', at(22), null],
    ]);
  });

  it('leaves the same tables whether the events come one per batch, a few per batch or all in one', async () => {
    const oneBatch = await replayedWith(1000);
    expect(await replayedWith(1)).toEqual(oneBatch);
    expect(await replayedWith(3)).toEqual(oneBatch);
  });

  it('closes a reservation opened in an earlier batch and reopens a released one', async () => {
    await append(
      inventoryStream('A'),
      adminEvent('StockCommitted', {
        productId: 'A',
        orderId: 'o2',
        lines: [{ variantId: null, size: 'M', quantity: 1 }],
        at: at(50),
      }),
    );
    await append(
      inventoryStream('B'),
      adminEvent('StockReleased', {
        productId: 'B',
        orderId: 'o3',
        lines: [{ variantId: null, size: 'S', quantity: 1 }],
        at: at(51),
      }),
    );
    await append(
      inventoryStream('B'),
      adminEvent('StockReserved', {
        productId: 'B',
        orderId: 'o3',
        lines: [{ variantId: null, size: 'S', quantity: 1 }],
        at: at(52),
        expiresAt: at(952),
      }),
    );
    await untilAppendedVisible();
    for (const batchSize of [1000, 1, 2]) {
      await rebuild(stockReservationsProjection, batchSize);
      const rows = await database.db.selectFrom('stock_reservation').selectAll().execute();
      expect(rows.map((row) => [row.product_id, row.order_id, new Date(row.reserved_at).toISOString()])).toEqual([
        ['B', 'o3', at(52)],
      ]);
    }
  });

  it('writes a batch of more history rows than one statement can bind', async () => {
    const lines = Array.from({ length: 4500 }, (_, n) => ({ variantId: null, size: `S${n}`, quantity: 1 }));
    await append(
      inventoryStream('D'),
      adminEvent('StockReserved', { productId: 'D', orderId: 'o-big', lines, at: at(60) }),
    );
    await untilAppendedVisible();
    await rebuild(stockHistoryProjection, 1000);
    const rows = await database.db
      .selectFrom('stock_history')
      .select(['line'])
      .where('order_id', '=', 'o-big')
      .orderBy('line')
      .execute();
    expect(rows.map((row) => row.line)).toEqual(lines.map((_, n) => n));
  });

  it('keeps text with tabs, line breaks and backslashes as written, and a null actor id', async () => {
    const reason = 'recount\tshelf 3\r\nsecond line \\ back\\slash \\N';
    const bySystem: NewEvent = {
      type: 'StockAdjusted',
      data: { productId: 'D', variantId: 'v\\1', size: 'M\t2', delta: 2, quantity: 2, reason: null, at: at(62) },
      metadata: {
        actor: { id: null, role: 'system' },
        correlationId: 'request\n1',
        causationId: null,
        occurredAt: at(62),
      },
    };
    await append(
      inventoryStream('D'),
      adminEvent('StockAdjusted', {
        productId: 'D',
        variantId: null,
        size: 'M',
        delta: 1,
        quantity: 1,
        reason,
        at: at(61),
      }),
      bySystem,
    );
    await untilAppendedVisible();
    await rebuild(stockHistoryProjection, 1000);
    const rows = await database.db
      .selectFrom('stock_history')
      .selectAll()
      .where('product_id', '=', 'D')
      .where('kind', '=', 'adjusted')
      .orderBy('position_prepare')
      .execute();
    expect(
      rows.map((row) => [row.variant_id, row.size, row.delta, row.quantity, row.reason, row.actor_id, row.actor_role]),
    ).toEqual([
      [null, 'M', 1, 1, reason, 'admin-1', 'admin'],
      ['v\\1', 'M\t2', 2, 2, null, null, 'system'],
    ]);
    expect(rows[1].correlation_id).toBe('request\n1');
    expect(new Date(rows[1].at).toISOString()).toBe(at(62));
  });

  it('writes stock lines whose keys need escaping in JSON, in a batch and across batches', async () => {
    const size = 'XL "tall" \\ ✓ 👕\t';
    await append(
      inventoryStream('D'),
      adminEvent('StockSet', {
        productId: 'D',
        variantId: 'v"2',
        size,
        previous: 0,
        quantity: 4,
        reason: 'count',
        at: at(63),
      }),
    );
    await untilAppendedVisible();
    for (const batchSize of [1, 1000]) {
      await rebuild(productListingProjection, batchSize);
      const row = await database.db
        .selectFrom('product_stock')
        .selectAll()
        .where('id', '=', 'D')
        .executeTakeFirstOrThrow();
      expect((row.stock as Record<string, number>)[`v"2|${size}`]).toBe(4);
    }
  });
});
