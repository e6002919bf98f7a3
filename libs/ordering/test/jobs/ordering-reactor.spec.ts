import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@store/eventstore';
import {
  closeRedisConnection,
  createQueue,
  createRedisConnection,
  MailJob,
  QUEUES,
  silentLogger,
  systemClock,
} from '@store/platform';
import type { Queue } from 'bullmq';
import { initialOrderState, type OrderState } from '../../src/domain/order';
import {
  orderingReactor,
  STOCK_BATCH_JOB,
  STOCK_BATCH_MAX,
  type OrderJob,
  type StockBatchJob,
  type StockJob,
} from '../../src/jobs/ordering-reactor';
// The runner's own way of applying a batch (hooks around the handlers), as the reactor runs it.
import { runHandlers } from '@store/projections/testing';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1;
  return {
    id: randomUUID(),
    streamId: `order-${String(data.orderId)}`,
    revision: 0,
    position: { commit: String(position), sequence: 0 } as never,
    type,
    version: 1,
    data,
    metadata: {
      actor: { type: 'system' },
      correlationId: 'test',
      causationId: null,
      occurredAt: new Date().toISOString(),
    } as never,
    recordedAt: new Date().toISOString(),
  };
};

const paidGuestOrder = (orderId: string): OrderState => ({
  ...initialOrderState(),
  exists: true,
  orderId,
  customer: { name: 'Asha', email: `${orderId}@example.in`, phone: '9876543210' } as never,
  items: [{ productId: 'p', name: 'Tee', size: 'M', colorName: 'Black', price: 499, quantity: 1 } as never],
  itemsPrice: 499,
  totalPrice: 499,
  status: 'processing' as never,
  isPaid: true,
});

describe('the ordering reactor, a batch at a time', () => {
  const prefix = `test-${randomUUID()}`;
  const connection = createRedisConnection(REDIS_URL, silentLogger);
  let expiryQueue: Queue<OrderJob>;
  let stockQueue: Queue<StockJob>;
  let mailQueue: Queue<MailJob>;
  const reads: string[][] = [];

  beforeAll(() => {
    expiryQueue = createQueue<OrderJob>('orderExpiry', { connection, prefix }, silentLogger);
    stockQueue = createQueue<StockJob>('orderStock', { connection, prefix }, silentLogger);
    mailQueue = createQueue<MailJob>('mail', { connection, prefix }, silentLogger);
  });
  afterAll(async () => {
    await Promise.all(
      [expiryQueue, stockQueue, mailQueue].map((queue) => queue.obliterate({ force: true }).then(() => queue.close())),
    );
    await closeRedisConnection(connection);
  });

  const reactor = () =>
    orderingReactor({
      expiryQueue,
      stockQueue,
      mailQueue,
      mail: { webOrigin: 'https://shop.example', timeZone: 'Asia/Kolkata' },
      clock: systemClock,
      accessToken: (orderId) => `token-${orderId}`,
      ordersOf: async (orderIds) => {
        reads.push([...orderIds]);
        return new Map(orderIds.map((orderId) => [orderId, paidGuestOrder(orderId)]));
      },
      refundLedgersOf: async () => new Map(),
    });

  const jobCount = async (queue: Queue) => {
    const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized');
    return Object.values(counts).reduce((sum, n) => sum + n, 0);
  };

  it('enqueues a batch of many paid orders with one bulk add per queue, each job once, reading the orders once', async () => {
    const orderIds = Array.from({ length: 60 }, () => randomUUID());
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const events = orderIds.flatMap((orderId) => [
      recorded('OrderPlaced', { orderId, expiresAt }),
      recorded('OrderPaid', { orderId, paymentId: 'pay', providerOrderId: 'order_x' }),
    ]);
    const spies = [expiryQueue, stockQueue, mailQueue].map((queue) => ({
      add: jest.spyOn(queue, 'add'),
      addBulk: jest.spyOn(queue, 'addBulk'),
    }));
    reads.length = 0;
    try {
      await runHandlers({} as never, reactor(), events);
      for (const spy of spies) {
        expect(spy.add).not.toHaveBeenCalled();
        expect(spy.addBulk).toHaveBeenCalledTimes(1);
      }
    } finally {
      for (const spy of spies) Object.values(spy).forEach((mock) => mock.mockRestore());
    }
    expect(reads).toEqual([orderIds]);
    expect(await jobCount(expiryQueue)).toBe(60);
    expect(await jobCount(stockQueue)).toBe(1); // one job reconciles the stock of the batch's 60 paid orders
    expect(await jobCount(mailQueue)).toBe(60);
    const mail = await mailQueue.getJob(`order-mail.${orderIds[0]}.${events[1].id}`);
    expect(mail?.data).toMatchObject({ template: 'order-confirmation', to: `${orderIds[0]}@example.in` });
    expect(mail?.data.text).toContain(`token=token-${orderIds[0]}`);
    // Bulk-added jobs keep their queue's retry policy and their own delay.
    const stock = await stockQueue.getJob(`stock.${events[1].id}.${events[events.length - 1].id}`);
    expect(stock?.name).toBe(STOCK_BATCH_JOB);
    expect((stock?.data as StockBatchJob).orders).toEqual(
      orderIds.map((orderId, i) => ({ orderId, eventId: events[2 * i + 1].id })),
    );
    expect(stock?.opts.attempts).toBe(QUEUES.orderStock.jobOptions.attempts);
    const expiry = await expiryQueue.getJob(`expire.${orderIds[0]}`);
    expect(expiry?.opts.delay).toBeGreaterThan(14 * 60_000);

    // The same batch again, as after a crash before its checkpoint committed: nothing twice.
    await runHandlers({} as never, reactor(), events);
    expect(await jobCount(expiryQueue)).toBe(60);
    expect(await jobCount(stockQueue)).toBe(1);
    expect(await jobCount(mailQueue)).toBe(60);
  });

  it('reconciles an order once per batch whatever its events, in jobs of at most STOCK_BATCH_MAX orders', async () => {
    await stockQueue.obliterate({ force: true });
    const orderIds = Array.from({ length: STOCK_BATCH_MAX * 2 + 10 }, () => randomUUID());
    const events = orderIds.flatMap((orderId) => [
      recorded('OrderPaid', { orderId, paymentId: 'pay', providerOrderId: 'order_x' }),
      recorded('OrderCancelled', { orderId, reason: 'test' }),
    ]);
    await runHandlers({} as never, reactor(), events);
    const jobs = await stockQueue.getJobs(['waiting', 'prioritized', 'delayed']);
    const reconciled = jobs.flatMap((job) => (job.data as StockBatchJob).orders.map(({ orderId }) => orderId));
    expect(jobs.map((job) => (job.data as StockBatchJob).orders.length).sort((a, b) => b - a)).toEqual([
      STOCK_BATCH_MAX,
      STOCK_BATCH_MAX,
      10,
    ]);
    expect(reconciled.sort()).toEqual([...orderIds].sort());
  });

  it('enqueues nothing and reads nothing for a batch without side effects', async () => {
    const spy = jest.spyOn(mailQueue, 'addBulk');
    reads.length = 0;
    try {
      await runHandlers({} as never, reactor(), [
        recorded('OrderStatusChanged', { orderId: randomUUID(), from: 'pending', to: 'processing' }),
      ]);
      expect(spy).not.toHaveBeenCalled();
      expect(reads).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
