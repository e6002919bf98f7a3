import type { NewEvent } from '@store/eventstore';
import {
  orderSubject,
  personalDataErasureStream,
  personalDataMigrations,
  sealFor,
  shredSubject,
} from '@store/platform';
import { testEventMetadata, useReplayTestLog } from '@store/projections/testing';
import type { OrderPersonal } from '../../src/domain/order-personal';
import { orderPersonalProjection } from '../../src/projections/order-personal.projection';
import { orderStream } from '../../src/streams';

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
  buyerGstin: null,
});

/** OrderPlaced with only what order_personal reads (plus the lines' usual fields); `personalFields` as written. */
const orderPlaced = (orderId: string, personalFields: Record<string, unknown>): NewEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: null,
    ...personalFields,
    items: [],
    paymentMethod: 'razorpay',
    itemsPrice: 0,
    shippingCost: 0,
    totalPrice: 0,
    expiresAt: at,
    at,
  },
  metadata: testEventMetadata(),
});
const placed = (orderId: string, personal: unknown) => orderPlaced(orderId, { personal });
/** OrderPlaced as written before sealing: customer and address in plain text. */
const legacyPlaced = (orderId: string, { customer, shippingAddress }: OrderPersonal) =>
  orderPlaced(orderId, { customer, shippingAddress });

describe('order_personal (written once per batch)', () => {
  const log = useReplayTestLog([personalDataMigrations]);

  /** Places a sealed order (its key created as checkout does) and answers its subject. */
  async function placeSealed(orderId: string, name: string): Promise<string> {
    const sealed = await sealFor(log.db, orderSubject(orderId), personalOf(name));
    await log.append(orderStream(orderId), placed(orderId, sealed));
    return sealed.subject;
  }

  /**
   * Records PersonalDataErased for the order. Erasure records it before it destroys the keys, so
   * a batch can read it while the key still opens: the row must then be emptied by the event.
   */
  async function recordErasure(orderId: string): Promise<void> {
    const data = { subjects: [orderSubject(orderId)], reason: 'guest-erased', at };
    await log.append(personalDataErasureStream(), { type: 'PersonalDataErased', data, metadata: testEventMetadata() });
  }

  const rebuild = (batchSize?: number) => log.rebuild(orderPersonalProjection, batchSize);

  const rows = async () =>
    (
      await log.db
        .selectFrom('order_personal')
        .select(['order_id', 'subject', 'personal'])
        .orderBy('order_id')
        .execute()
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
    const stored = await log.db
      .selectFrom('order_personal')
      .select('personal')
      .where('order_id', '=', 'o2')
      .executeTakeFirstOrThrow();
    expect(stored.personal).toEqual(personalOf('Ravi'));
  });

  it('sends as many queries for a batch of 40 orders as for a batch of one (one key query, one insert)', async () => {
    const queriesOfRebuild = () => log.queriesOfRebuild(orderPersonalProjection, 1000);
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
    await shredSubject(log.db, orderSubject('o1'));

    await rebuild();

    expect(await rows()).toEqual([
      { orderId: 'o1', subject: 'order:o1', name: null },
      { orderId: 'o2', subject: 'order:o2', name: 'Ravi' },
    ]);
  });

  it('keeps a legacy order (written before sealing) in plain text, with no subject an erasure could name', async () => {
    await log.append(orderStream('legacy'), legacyPlaced('legacy', personalOf('Kiran')));
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
    await log.append(orderStream('legacy'), legacyPlaced('legacy', personalOf('Kiran')));
    await placeSealed('o2', 'Ravi');
    await recordErasure('o2');
    await log.append(orderStream('o1'), placed('o1', { legacy: personalOf('Someone else') }));
    await placeSealed('o3', 'Meera');
    await recordErasure('o3');
    await recordErasure('o5'); // before its order: only what was placed before an erasure is emptied by it
    await placeSealed('o4', 'Dev');
    await placeSealed('o5', 'Five');
    await log.append('catalogue-not-an-order', placed('stray', { legacy: personalOf('Stray') }));

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
