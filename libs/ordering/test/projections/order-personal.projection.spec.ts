import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  eventStoreMigrations,
  PostgresEventStore,
  type NewEvent,
  type Position,
} from '@store/eventstore';
import {
  orderSubject,
  personalDataErasureStream,
  personalDataMigrations,
  sealFor,
  shredSubject,
} from '@store/platform';
import { createTestDatabase, type TestDatabase } from '@store/platform/testing';
import { projectionMigrations, rebuildProjection } from '@store/projections';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { OrderPersonal } from '../../src/domain/order-personal';
import { orderPersonalProjection } from '../../src/projections/order-personal.projection';
import { orderStream } from '../../src/streams';

const metadata = () => ({
  actor: { id: null, role: 'system' as const },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});
const at = '2026-11-24T10:00:00.000Z';

const personalOf = (name: string): OrderPersonal => ({
  customer: { name, email: `${name.toLowerCase()}@example.in`, phone: '9876543210' },
  shippingAddress: {
    name,
    phone: '9876543210',
    houseName: '12',
    street: 'MG Road',
    city: 'Pune',
    state: 'MH',
    zipCode: '411001',
    country: 'India',
  },
});

/** OrderPlaced with only what order_personal reads (plus the lines' usual fields). */
const placed = (orderId: string, personal: unknown): NewEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: null,
    personal,
    items: [],
    paymentMethod: 'razorpay',
    itemsPrice: 0,
    shippingCost: 0,
    totalPrice: 0,
    expiresAt: at,
    at,
  },
  metadata: metadata(),
});

/** OrderPlaced as written before sealing: customer and address in plain text. */
const legacyPlaced = (orderId: string, personal: OrderPersonal): NewEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: null,
    ...personal,
    items: [],
    paymentMethod: 'razorpay',
    itemsPrice: 0,
    shippingCost: 0,
    totalPrice: 0,
    expiresAt: at,
    at,
  },
  metadata: metadata(),
});

describe('order_personal (written once per batch)', () => {
  let database: TestDatabase;
  let db: Kysely<any>;
  let eventStore: PostgresEventStore;
  let lastAppended: Position | null;

  beforeEach(async () => {
    database = await createTestDatabase([eventStoreMigrations, projectionMigrations, personalDataMigrations]);
    db = database.db;
    eventStore = new PostgresEventStore({ databaseUrl: database.url, maxConnections: 3 });
    lastAppended = null;
  });
  afterEach(async () => {
    await eventStore.close();
    await database.destroy();
  });

  async function append(streamId: string, event: NewEvent): Promise<void> {
    lastAppended = (await eventStore.append(streamId, [event])).position;
  }

  /** The log's readers see an append once every older transaction of the cluster ended (other test files' too). */
  async function untilAppendsAreVisible(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const head = await eventStore.headPosition();
      if (!lastAppended || (head && comparePositions(head, lastAppended) >= 0)) return;
      if (Date.now() > deadline) throw new Error('the appended events never became visible to readAll');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Places a sealed order (its key created as checkout does) and answers its subject. */
  async function placeSealed(orderId: string, name: string): Promise<string> {
    const sealed = await sealFor(db, orderSubject(orderId), personalOf(name));
    await append(orderStream(orderId), placed(orderId, sealed));
    return sealed.subject;
  }

  /**
   * Records PersonalDataErased for the order. Erasure records it before it destroys the keys, so
   * a batch can read it while the key still opens: the row must then be emptied by the event.
   */
  async function recordErasure(orderId: string): Promise<void> {
    const data = { subjects: [orderSubject(orderId)], reason: 'guest-erased', at };
    await append(personalDataErasureStream(), { type: 'PersonalDataErased', data, metadata: metadata() });
  }

  async function rebuild(batchSize?: number, on: Kysely<any> = db) {
    await untilAppendsAreVisible();
    await rebuildProjection(orderPersonalProjection, { db: on, eventStore, databaseUrl: database.url, batchSize });
  }

  const rows = async () =>
    (
      await db.selectFrom('order_personal').select(['order_id', 'subject', 'personal']).orderBy('order_id').execute()
    ).map((row) => ({
      orderId: row.order_id,
      subject: row.subject,
      name: (row.personal as OrderPersonal | null)?.customer.name ?? null,
    }));

  it('opens several orders of one batch, each with its own key', async () => {
    await placeSealed('o1', 'Asha');
    await placeSealed('o2', 'Ravi');
    await placeSealed('o3', 'Meera');

    await rebuild();

    expect(await rows()).toEqual([
      { orderId: 'o1', subject: 'order:o1', name: 'Asha' },
      { orderId: 'o2', subject: 'order:o2', name: 'Ravi' },
      { orderId: 'o3', subject: 'order:o3', name: 'Meera' },
    ]);
    const stored = await db
      .selectFrom('order_personal')
      .select('personal')
      .where('order_id', '=', 'o2')
      .executeTakeFirstOrThrow();
    expect(stored.personal).toEqual(personalOf('Ravi'));
  });

  it('sends as many queries for a batch of 40 orders as for a batch of one (one key query, one insert)', async () => {
    const queriesOfRebuild = async () => {
      let count = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => ((count += 1), args.node),
        transformResult: async (args) => args.result,
      };
      await rebuild(1000, db.withPlugin(counter));
      return count;
    };
    await placeSealed('o0', 'Asha');
    const forOne = await queriesOfRebuild();

    for (let n = 1; n < 40; n += 1) await placeSealed(`o${n}`, `Shopper${n}`);
    const forForty = await queriesOfRebuild();

    expect((await rows()).length).toBe(40);
    expect(forForty).toBe(forOne);
  });

  it('leaves an order placed then erased in the same batch with no personal data, and its neighbours intact', async () => {
    await placeSealed('o1', 'Asha');
    await placeSealed('o2', 'Ravi');
    await recordErasure('o1'); // its key not destroyed yet
    await placeSealed('o3', 'Meera');

    await rebuild();

    expect(await rows()).toEqual([
      { orderId: 'o1', subject: 'order:o1', name: null },
      { orderId: 'o2', subject: 'order:o2', name: 'Ravi' },
      { orderId: 'o3', subject: 'order:o3', name: 'Meera' },
    ]);
  });

  it('empties a row an earlier batch wrote when a later batch erases it', async () => {
    await placeSealed('o1', 'Asha');
    await placeSealed('o2', 'Ravi');
    await recordErasure('o2'); // its key not destroyed yet

    await rebuild(1); // one event per batch: the erasure reaches a row written by an earlier batch

    expect(await rows()).toEqual([
      { orderId: 'o1', subject: 'order:o1', name: 'Asha' },
      { orderId: 'o2', subject: 'order:o2', name: null },
    ]);
  });

  it('shows null for an order whose key is gone, even when no erasure event follows it', async () => {
    await placeSealed('o1', 'Asha');
    await placeSealed('o2', 'Ravi');
    await shredSubject(db, orderSubject('o1'));

    await rebuild();

    expect(await rows()).toEqual([
      { orderId: 'o1', subject: 'order:o1', name: null },
      { orderId: 'o2', subject: 'order:o2', name: 'Ravi' },
    ]);
  });

  it('keeps a legacy order (written before sealing) in plain text, with no subject an erasure could name', async () => {
    await append(orderStream('legacy'), legacyPlaced('legacy', personalOf('Kiran')));
    await placeSealed('o1', 'Asha');
    await recordErasure('o1');

    await rebuild();

    expect(await rows()).toEqual([
      { orderId: 'legacy', subject: null, name: 'Kiran' },
      { orderId: 'o1', subject: 'order:o1', name: null },
    ]);
  });

  it('keeps the first OrderPlaced of an order, and builds the same rows whatever the batch size', async () => {
    await placeSealed('o1', 'Asha');
    await append(orderStream('legacy'), legacyPlaced('legacy', personalOf('Kiran')));
    await placeSealed('o2', 'Ravi');
    await recordErasure('o2');
    await append(orderStream('o1'), placed('o1', { legacy: personalOf('Someone else') }));
    await placeSealed('o3', 'Meera');
    await recordErasure('o3');
    await recordErasure('o5'); // before its order: only what was placed before an erasure is emptied by it
    await placeSealed('o4', 'Dev');
    await placeSealed('o5', 'Five');
    await append('catalogue-not-an-order', placed('stray', { legacy: personalOf('Stray') }));

    const expected = [
      { orderId: 'legacy', subject: null, name: 'Kiran' },
      { orderId: 'o1', subject: 'order:o1', name: 'Asha' },
      { orderId: 'o2', subject: 'order:o2', name: null },
      { orderId: 'o3', subject: 'order:o3', name: null },
      { orderId: 'o4', subject: 'order:o4', name: 'Dev' },
      { orderId: 'o5', subject: 'order:o5', name: 'Five' },
    ];
    for (const batchSize of [1000, 1, 2, 3]) {
      await rebuild(batchSize);
      expect({ batchSize, rows: await rows() }).toEqual({ batchSize, rows: expected });
    }
  });
});
