import type { EventStore } from '@store/eventstore';
import { DomainError, systemContext } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { CatalogueCommands } from '../../src/commands/catalogue-store.service';
import { inventoryStream } from '../../src/streams';
import { foldedInventory, openWriteSide, stockedTee, teeLine } from '../support/write-side';

/** #18: one product's inventory commands queue in the process and go in batched appends. */
describe('inventory writer', () => {
  let store: EventStore;
  let aProcess: () => CatalogueCommands;
  let close: () => Promise<void>;
  const line = teeLine;

  beforeAll(async () => ({ store, aProcess, close } = await openWriteSide()));
  afterAll(() => close());

  const stocked = (commands: CatalogueCommands, units: number) => stockedTee(commands, units);
  const folded = (productId: string) => foldedInventory(store, productId);
  const outcomes = (results: PromiseSettledResult<unknown>[]) => ({
    reserved: results.filter((result) => result.status === 'fulfilled').length,
    soldOut: results.filter(
      (result) =>
        result.status === 'rejected' &&
        result.reason instanceof DomainError &&
        result.reason.message.endsWith('Available: 0'),
    ).length,
  });

  it('reserves exactly the last 50 units for 200 concurrent shoppers, each refused one told so, in fewer appends than reservations', async () => {
    const commands = aProcess();
    const productId = await stocked(commands, 50);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => commands.reserveStock(productId, randomUUID(), [line(1)], systemContext())),
    );
    expect(outcomes(results)).toEqual({ reserved: 50, soldOut: 150 });
    const state = await folded(productId);
    expect(state.available['-|M']).toBe(0);
    expect(Object.keys(state.reservations)).toHaveLength(50);
    const reservedEvents = (await store.readStream(inventoryStream(productId))).filter(
      (event) => event.type === 'StockReserved',
    );
    expect(reservedEvents).toHaveLength(50);
    expect(new Set(reservedEvents.map((event) => `${event.position.commit}:${event.position.prepare}`)).size).toBe(50);
    const appendsOfReservations = new Set(reservedEvents.map((event) => event.position.commit)).size;
    expect(appendsOfReservations).toBeLessThan(50);
  });

  it('never oversells when two processes (two writers with their own kept states) race for the same units', async () => {
    const first = aProcess();
    const second = aProcess();
    const productId = await stocked(first, 30);
    // Both keep a state of the product before the race.
    await first.reserveStock(productId, randomUUID(), [line(1)], systemContext());
    await second.reserveStock(productId, randomUUID(), [line(1)], systemContext());
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, (_, index) =>
        (index % 2 ? first : second).reserveStock(productId, randomUUID(), [line(1)], systemContext()),
      ),
    );
    expect(outcomes(results)).toEqual({ reserved: 28, soldOut: 52 });
    expect((await folded(productId)).available['-|M']).toBe(0);
  });

  it('does not refuse on a kept state that another process has since changed: a release there is seen', async () => {
    const first = aProcess();
    const second = aProcess();
    const productId = await stocked(first, 1);
    const holder = randomUUID();
    await first.reserveStock(productId, holder, [line(1)], systemContext()); // first keeps "0 left"
    await second.releaseStock(productId, holder, systemContext()); // the unit is back, written by the other process
    await first.reserveStock(productId, randomUUID(), [line(1)], systemContext());
    expect((await folded(productId)).available['-|M']).toBe(0);
  });

  it('does not take a kept reservation for granted: one released by another process is reserved again', async () => {
    const first = aProcess();
    const second = aProcess();
    const productId = await stocked(first, 2);
    const orderId = randomUUID();
    await first.reserveStock(productId, orderId, [line(1)], systemContext()); // first keeps the reservation
    await second.releaseStock(productId, orderId, systemContext());
    await first.reserveStock(productId, orderId, [line(1)], systemContext()); // a late payment reserving again
    const state = await folded(productId);
    expect(state.reservations[orderId]).toEqual([{ variantId: null, size: 'M', quantity: 1 }]);
    expect(state.available['-|M']).toBe(1);
  });

  it("answers each command of a batch with its own refusal, not the others'", async () => {
    const commands = aProcess();
    const productId = await stocked(commands, 3);
    const results = await Promise.allSettled([
      commands.reserveStock(productId, randomUUID(), [line(2)], systemContext()),
      commands.reserveStock(productId, randomUUID(), [line(0)], systemContext()),
      commands.reserveStock(productId, randomUUID(), [line(1)], systemContext()),
      commands.reserveStock(productId, randomUUID(), [line(1)], systemContext()),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((await folded(productId)).available['-|M']).toBe(0);
  });
});
