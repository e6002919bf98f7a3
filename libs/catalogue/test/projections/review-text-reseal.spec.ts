import { randomUUID } from 'node:crypto';
import {
  eventStoreMigrations,
  PostgresEventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '@store/eventstore';
import {
  createSubjectKey,
  migrateToLatest,
  openSealed,
  personalDataMigrations,
  resealPlainFields,
  sealWithExistingKey,
  shredSubject,
  userSubject,
} from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { projectionMigrations, rebuildProjection } from '@store/projections';
import { sql } from 'kysely';
import { catalogueMigrations } from '../../src';
import { productListingProjection } from '../../src/projections/catalogue.projections';
import { productStream, reviewStream } from '../../src/streams';
import { at, untilVisible } from '../support/catalogue-log';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: { actor: { id: null, role: 'system' }, correlationId: randomUUID(), causationId: null, occurredAt: at(0) },
});

/**
 * Issue #38: review events written before the text was sealed hold the reviewer's name and text
 * in plain. The catalogue's migration rewrites them once: sealed under the reviewer's key, or
 * dropped when the reviewer was erased already; so nothing of an erased reviewer is left in the
 * log, and a rebuild shows the text only of reviewers who are still there.
 */
describe('review events from before sealing are resealed by the migration', () => {
  let database: TestDatabase;
  let eventStore: PostgresEventStore;
  let last: Position | undefined;
  const append = async (streamId: string, ...events: NewEvent[]) => {
    last = (await eventStore.append(streamId, events)).position;
  };
  const plain = {
    live: 'Priya Vantablack, 9822200011, 3 Cinnamon Row',
    gone: 'Rohan Quillsby, 9733300022, 8 Saffron Lane',
    keyless: 'Demo reviewer text',
  };

  beforeAll(async () => {
    database = await createTestDatabase([eventStoreMigrations, projectionMigrations, personalDataMigrations], {
      maxConnections: 5,
    });
    eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 3, pollIntervalMs: 200 });
    for (const user of ['live', 'gone', 'sealed-name']) await createSubjectKey(database.db, userSubject(user));
    await append(
      productStream('P'),
      event('ProductCreated', {
        productId: 'P',
        details: {
          name: 'P',
          description: 'p',
          category: 'Men',
          brand: 'b',
          material: 'm',
          sizes: ['M'],
          tags: [],
          specifications: {},
          baseImages: [],
        },
        pricing: {
          price: 999,
          hasOfferPricing: false,
          offerPrice: null,
          originalPrice: null,
          offerValidFrom: null,
          offerValidUntil: null,
        },
        flags: { isFeatured: false, isNewArrival: false, isBestSeller: false },
        isUpcoming: false,
        createdAt: at(1),
      }),
    );
    await append(
      reviewStream('P', 'live'),
      event('ReviewCreated', {
        reviewId: 'r-live',
        productId: 'P',
        userId: 'live',
        userName: 'Priya Vantablack',
        rating: 5,
        comment: 'first words',
        createdAt: at(2),
      }),
    );
    await append(
      reviewStream('P', 'live'),
      event('ReviewEdited', {
        reviewId: 'r-live',
        productId: 'P',
        userId: 'live',
        rating: 4,
        comment: plain.live,
        editedAt: at(3),
      }),
    );
    await append(
      reviewStream('P', 'gone'),
      event('ReviewCreated', {
        reviewId: 'r-gone',
        productId: 'P',
        userId: 'gone',
        userName: 'Rohan Quillsby',
        rating: 2,
        comment: plain.gone,
        createdAt: at(4),
      }),
    );
    await append(
      reviewStream('P', 'keyless'),
      event('ReviewCreated', {
        reviewId: 'r-keyless',
        productId: 'P',
        userId: 'keyless',
        userName: 'Demo Reviewer',
        rating: 3,
        comment: plain.keyless,
        createdAt: at(5),
      }),
    );
    // Written between issue #16 and #38: the name sealed, the text plain.
    const sealedName = await sealWithExistingKey(database.db, userSubject('sealed-name'), 'Meera Sealed');
    await append(
      reviewStream('P', 'sealed-name'),
      event('ReviewCreated', {
        reviewId: 'r-sealed-name',
        productId: 'P',
        userId: 'sealed-name',
        sealedUserName: sealedName,
        rating: 4,
        comment: 'Half sealed review',
        createdAt: at(6),
      }),
    );
    // The reviewer 'gone' was erased before the upgrade: the key is destroyed, the plain text is still in the log.
    await append(
      'personaldata-gone',
      event('PersonalDataErased', { subjects: ['user:gone'], reason: 'user-deleted', at: at(7) }),
    );
    await shredSubject(database.db, userSubject('gone'));
    await untilVisible(eventStore, last);
    expect(
      await migrateToLatest(database.db, [
        eventStoreMigrations,
        projectionMigrations,
        personalDataMigrations,
        catalogueMigrations,
      ]),
    ).toContain('20261203_1200_catalogue_seal_review_text');
  });

  afterAll(async () => {
    await eventStore?.close();
    await database?.destroy();
  });

  /** The review events as the log holds them after the migration (their data read as plain JSON). */
  const reviewEvents = async () =>
    (await eventStore.readAll()).filter((recorded) => recorded.streamId.startsWith('catalogue-review-')) as Array<
      RecordedEvent<string, Record<string, unknown>>
    >;

  it('leaves no plain name or text in the log, and nothing at all of a reviewer erased before the upgrade', async () => {
    const { rows } = await sql<{ data: string }>`select data::text as data from events`.execute(database.db);
    const log = rows.map((row) => row.data).join('\n');
    for (const trace of [
      'Priya',
      'Vantablack',
      '9822200011',
      'Cinnamon',
      'first words',
      'Rohan',
      'Quillsby',
      'Saffron',
      'Demo Reviewer',
      plain.keyless,
      'Half sealed',
    ])
      expect(log).not.toContain(trace);
    const events = await reviewEvents();
    expect(events.every((recorded) => !('comment' in recorded.data) && !('userName' in recorded.data))).toBe(true);
    const gone = events.find((recorded) => recorded.data.userId === 'gone')!;
    expect(gone.data).toMatchObject({
      reviewId: 'r-gone',
      rating: 2,
      sealedUserName: null,
      sealedComment: null,
      createdAt: at(4),
    });
  });

  it("seals the text of reviewers still there under their key (one made for a reviewer who had none), keeping each event's ids, rating and time", async () => {
    const events = await reviewEvents();
    const open = (userId: string, sealed: unknown) =>
      openSealed<string>(database.db, { subject: userSubject(userId), sealed: String(sealed) });
    const edited = events.find((recorded) => recorded.type === 'ReviewEdited')!;
    expect(edited.data).toMatchObject({ reviewId: 'r-live', rating: 4, editedAt: at(3) });
    expect(await open('live', edited.data.sealedComment)).toBe(plain.live);
    const keyless = events.find((recorded) => recorded.data.userId === 'keyless')!;
    expect([
      await open('keyless', keyless.data.sealedUserName),
      await open('keyless', keyless.data.sealedComment),
    ]).toEqual(['Demo Reviewer', plain.keyless]);
    const halfSealed = events.find((recorded) => recorded.data.userId === 'sealed-name')!;
    expect([
      await open('sealed-name', halfSealed.data.sealedUserName),
      await open('sealed-name', halfSealed.data.sealedComment),
    ]).toEqual(['Meera Sealed', 'Half sealed review']);
  });

  it("rebuilds the reviews with the text of reviewers still there, and the erased one's as its rating only", async () => {
    await rebuildProjection(productListingProjection, { db: database.db, eventStore, databaseUrl: database.url });
    const rows = await database.db
      .selectFrom('product_review')
      .select(['id', 'user_name', 'comment', 'rating'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'r-gone', user_name: null, comment: null, rating: 2 },
      { id: 'r-keyless', user_name: 'Demo Reviewer', comment: plain.keyless, rating: 3 },
      { id: 'r-live', user_name: 'Priya Vantablack', comment: plain.live, rating: 4 },
      { id: 'r-sealed-name', user_name: 'Meera Sealed', comment: 'Half sealed review', rating: 4 },
    ]);
    const listing = await database.db
      .selectFrom('product_listing')
      .select(['rating_sum', 'total_reviews'])
      .where('id', '=', 'P')
      .executeTakeFirstOrThrow();
    expect(listing).toEqual({ rating_sum: 13, total_reviews: 4 });
  });

  it('a second run finds nothing left to rewrite', async () => {
    const again = await resealPlainFields(database.db, {
      eventTypes: ['ReviewCreated', 'ReviewEdited'],
      streamPrefix: 'catalogue-review-',
      fields: [{ plain: 'comment', sealed: 'sealedComment' }],
      subjectOf: (data) => userSubject(String(data.userId)),
    });
    expect(again).toBe(0);
  });
});
