import type { EventStore } from '@store/eventstore';
import { ArrivalOrder, CommandHandling, ConflictError, systemClock, systemContext } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { CatalogueCommands } from '../../src/commands/catalogue-store.service';
import { InventoryWriter } from '../../src/commands/inventory-writer';
import { inventoryStream } from '../../src/streams';
import { openWriteSide, stockedTee, teeLine, type WriteSide } from '../support/write-side';

/** #45: a limited drop. Refusals from the kept inventory, never wrong; reservations in arrival order. */
describe('inventory writer in a flash sale', () => {
  let side: WriteSide;
  let store: EventStore;

  beforeAll(async () => {
    side = await openWriteSide();
    store = side.store;
  });
  afterAll(() => side.close());

  const streamLength = async (productId: string) => (await store.readStream(inventoryStream(productId))).length;
  const reserve = (commands: CatalogueCommands, productId: string, orderId = randomUUID()) =>
    commands.reserveStock(productId, orderId, [teeLine(1)], systemContext());
  const soldOutMessage = 'Insufficient stock for Tee in size M (Original). Available: 0';

  describe('a sold-out size refused from what the process holds', () => {
    it('refuses every shopper of a sold-out size with the spec message, appending nothing, the confirming reads shared by all of them', async () => {
      const commands = side.aProcess();
      const productId = await stockedTee(commands, 2);
      await reserve(commands, productId);
      await reserve(commands, productId);
      const length = await streamLength(productId);
      const reads = jest.spyOn(store, 'readStream');
      try {
        const results = await Promise.allSettled(
          Array.from({ length: 200 }, () =>
            commands.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext()),
          ),
        );
        expect(results.every((result) => result.status === 'rejected')).toBe(true);
        for (const result of results) {
          const reason = (result as PromiseRejectedResult).reason;
          expect(reason).toBeInstanceOf(ConflictError);
          expect(reason.message).toBe(soldOutMessage);
        }
        const inventoryReads = reads.mock.calls.filter(([stream]) => stream === inventoryStream(productId));
        expect(inventoryReads.length).toBeLessThanOrEqual(3);
      } finally {
        reads.mockRestore();
      }
      expect(await streamLength(productId)).toBe(length);
    });

    it('lets a shopper through when units are left, and when the process keeps nothing of the product (the reservation decides)', async () => {
      const commands = side.aProcess();
      const productId = await stockedTee(commands, 1);
      await expect(commands.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext())).resolves.toBe(
        undefined,
      );
      const stranger = side.aProcess(); // keeps no state of this product
      await reserve(commands, productId);
      await expect(stranger.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext())).resolves.toBe(
        undefined,
      );
    });

    it('sells a unit released by ANOTHER process at once: the kept state is confirmed by a read made after the shopper asked', async () => {
      const here = side.aProcess();
      const there = side.aProcess();
      const productId = await stockedTee(here, 1);
      const expiring = randomUUID();
      await reserve(here, productId, expiring);
      await expect(here.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext())).rejects.toThrow(
        soldOutMessage,
      );
      // Another API process (or the worker's expiry job) releases the expired order's unit.
      await there.releaseStock(productId, expiring, systemContext());
      await expect(here.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext())).resolves.toBe(
        undefined,
      );
      await expect(reserve(here, productId)).resolves.not.toBeNull();
    });

    it('never answers from a confirming read that started before the shopper asked', async () => {
      const here = side.aProcess();
      const there = side.aProcess();
      for (let round = 0; round < 10; round += 1) {
        const productId = await stockedTee(here, 1);
        const expiring = randomUUID();
        await reserve(here, productId, expiring);
        // A refusal's read in flight, then a release elsewhere, then a new shopper: the new one must see it.
        const earlier = here.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext());
        earlier.catch(() => undefined);
        await there.releaseStock(productId, expiring, systemContext());
        await expect(here.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext())).resolves.toBe(
          undefined,
        );
        await earlier.catch(() => undefined);
      }
    });

    it('sells a unit released in the same process (an expired order) to the next shopper at once', async () => {
      const commands = side.aProcess();
      const productId = await stockedTee(commands, 1);
      const expiring = randomUUID();
      await reserve(commands, productId, expiring);
      await commands.releaseStock(productId, expiring, systemContext());
      await expect(commands.refuseShortage(productId, randomUUID(), [teeLine(1)], systemContext())).resolves.toBe(
        undefined,
      );
      await expect(reserve(commands, productId)).resolves.not.toBeNull();
    });
  });

  describe('first come, first served within a process', () => {
    const writerWith = (arrivals: ArrivalOrder) =>
      new InventoryWriter(new CommandHandling(store, systemClock), side.snapshots, arrivals);
    const reserveAs = (writer: InventoryWriter, productId: string, orderId: string, arrival: number) =>
      writer.decide(
        { type: 'ReserveStock', productId, orderId, lines: [teeLine(1)], now: new Date().toISOString() },
        { ...systemContext(), arrival },
      );

    it('grants the units to the first arrivals even when their reservations reach the writer last', async () => {
      const arrivals = new ArrivalOrder();
      const writer = writerWith(arrivals);
      const productId = randomUUID();
      await writer.decide(
        {
          type: 'SetStock',
          productId,
          variantId: null,
          size: 'M',
          quantity: 3,
          reason: 'drop',
          now: new Date().toISOString(),
        },
        systemContext(),
      );
      const tickets = Array.from({ length: 8 }, () => arrivals.take());
      // The latest arrival reaches the writer first, the earliest last (their earlier awaits took longer).
      const settled = await Promise.all(
        [...tickets].reverse().map(async (ticket, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 3));
          return reserveAs(writer, productId, `order-${ticket}`, ticket).then(
            () => ({ ticket, reserved: true }),
            () => ({ ticket, reserved: false }),
          );
        }),
      );
      const winners = settled.filter((outcome) => outcome.reserved).map((outcome) => outcome.ticket);
      expect(winners.sort((a, b) => a - b)).toEqual(tickets.slice(0, 3));
      const reservedOrder = (await store.readStream(inventoryStream(productId)))
        .filter((event) => event.type === 'StockReserved')
        .map((event) => (event.data as { orderId: string }).orderId);
      expect(reservedOrder).toEqual(tickets.slice(0, 3).map((ticket) => `order-${ticket}`));
    });

    const setStock = (writer: InventoryWriter, productId: string, quantity: number) =>
      writer.decide(
        {
          type: 'SetStock',
          productId,
          variantId: null,
          size: 'M',
          quantity,
          reason: 'drop',
          now: new Date().toISOString(),
        },
        systemContext(),
      );
    const check = (writer: InventoryWriter, productId: string, arrival: number) =>
      writer.refuseShortage(productId, `order-${arrival}`, [teeLine(1)], { ...systemContext(), arrival });
    const stillWaiting = async (promise: Promise<unknown>) => {
      let done = false;
      void promise.then(
        () => (done = true),
        () => (done = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      return !done;
    };

    it('makes a later shopper wait while the last units are claimed by earlier ones, then refuses it from memory', async () => {
      const arrivals = new ArrivalOrder();
      const writer = writerWith(arrivals);
      const productId = randomUUID();
      await setStock(writer, productId, 1);
      const [first, second] = [arrivals.take(), arrivals.take()];
      await check(writer, productId, first); // passes: the unit is claimed for it
      const later = check(writer, productId, second);
      later.catch(() => undefined);
      expect(await stillWaiting(later)).toBe(true); // does not start a placement beside the first
      await reserveAs(writer, productId, `order-${first}`, first);
      await expect(later).rejects.toThrow(soldOutMessage);
    });

    it('lets the later shopper through at once when the earlier one gives up before reserving', async () => {
      const arrivals = new ArrivalOrder();
      const writer = writerWith(arrivals);
      const productId = randomUUID();
      await setStock(writer, productId, 1);
      const [first, second] = [arrivals.take(), arrivals.take()];
      await check(writer, productId, first);
      const later = check(writer, productId, second);
      expect(await stillWaiting(later)).toBe(true);
      arrivals.finish(first); // e.g. refused for its pincode: its request ended
      await expect(later).resolves.toBeUndefined();
      await expect(reserveAs(writer, productId, `order-${second}`, second)).resolves.not.toBeNull();
    });

    it('never makes an earlier shopper wait for a later one', async () => {
      const arrivals = new ArrivalOrder();
      const writer = writerWith(arrivals);
      const productId = randomUUID();
      await setStock(writer, productId, 1);
      const [first, second] = [arrivals.take(), arrivals.take()];
      await check(writer, productId, second); // the later one checked first
      await expect(check(writer, productId, first)).resolves.toBeUndefined();
      const reservations = await Promise.allSettled([
        reserveAs(writer, productId, `order-${second}`, second),
        reserveAs(writer, productId, `order-${first}`, first),
      ]);
      expect(reservations.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    });

    it('waits for an older request that never reaches the writer only a bounded time', async () => {
      const arrivals = new ArrivalOrder();
      const writer = writerWith(arrivals);
      const productId = randomUUID();
      await writer.decide(
        {
          type: 'SetStock',
          productId,
          variantId: null,
          size: 'M',
          quantity: 1,
          reason: 'drop',
          now: new Date().toISOString(),
        },
        systemContext(),
      );
      arrivals.take(); // a request that stalls before reserving (and is never settled)
      const late = arrivals.take();
      const started = Date.now();
      await reserveAs(writer, productId, randomUUID(), late);
      expect(Date.now() - started).toBeLessThan(1_000);
    });
  });
});
