import type { EventStore } from '@store/eventstore';
import { CommandHandling, systemContext } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { readSaleStream, recordSale } from '../../src/commands/sale-records';
import { saleStream } from '../../src/streams';
import { openWriteSide } from '../support/write-side';

/** #18: a sale is recorded at the revision its stream was read at, and afresh when that no longer holds. */
describe('sale records', () => {
  let store: EventStore;
  let writeSide: CommandHandling;
  let close: () => Promise<void>;
  const lines = [{ variantId: null, size: 'M', quantity: 1 }];

  beforeAll(async () => ({ store, writeSide, close } = await openWriteSide()));
  afterAll(() => close());

  it('records once whatever the stale reads: a status already there is not written again, a later one is', async () => {
    const productId = randomUUID();
    const orderId = randomUUID();
    const before = await readSaleStream(writeSide, productId, orderId);
    expect(before).toEqual({ state: { status: 'none', lines: [] }, revision: null });
    await recordSale(writeSide, productId, orderId, { status: 'committed', lines }, systemContext(), before);
    // Both read before that write: one repeats it, one moves it on.
    await recordSale(writeSide, productId, orderId, { status: 'committed', lines }, systemContext(), before);
    await recordSale(writeSide, productId, orderId, { status: 'restocked', lines }, systemContext(), before);
    const recorded = await store.readStream(saleStream(productId, orderId));
    expect(recorded.map((event) => (event.data as { status: string }).status)).toEqual(['committed', 'restocked']);
    expect((await readSaleStream(writeSide, productId, orderId)).revision).toBe(1);
  });

  it('neither reads nor writes when the stream as read already has the sale (or a later status)', async () => {
    const productId = randomUUID();
    const orderId = randomUUID();
    await recordSale(writeSide, productId, orderId, { status: 'restocked', lines }, systemContext());
    const read = await readSaleStream(writeSide, productId, orderId);
    const readStream = jest.spyOn(store, 'readStream');
    const append = jest.spyOn(store, 'append');
    try {
      await recordSale(writeSide, productId, orderId, { status: 'committed', lines }, systemContext(), read);
      await recordSale(writeSide, productId, orderId, { status: 'restocked', lines }, systemContext(), read);
      expect(readStream).not.toHaveBeenCalled();
      expect(append).not.toHaveBeenCalled();
    } finally {
      readStream.mockRestore();
      append.mockRestore();
    }
  });
});
