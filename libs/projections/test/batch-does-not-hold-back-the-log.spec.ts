import { comparePositions } from '@store/eventstore';
import { ProjectionHost } from '../src';
import { productCreated, stockAdded } from './support/events';
import { stockLevelProjection } from './support/fixture-projections';
import { useTestContext, waitUntil } from './support/harness';

/**
 * A batch's transaction holds a transaction id (its checkpoint row lock) for as long as its
 * handlers run. Readers of the log wait for every older writing transaction that may append,
 * so a batch must say it never appends, or every subscription would stall behind a slow batch.
 */
describe('a projection batch in progress', () => {
  let host: ProjectionHost | undefined;
  let release: () => void = () => undefined;

  const context = useTestContext({
    beforeClose: async () => {
      release();
      await host?.stop();
    },
  });

  it('does not hold back readers of the log while its handlers run', async () => {
    const { db, eventStore, url } = context;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let blocked = false;
    const projection = stockLevelProjection({
      beforeApply: async (event) => {
        if ((event.data as { sku: string }).sku !== 'SLOW') return;
        blocked = true;
        await gate;
      },
    });
    host = new ProjectionHost({ projections: [projection], db, eventStore, databaseUrl: url });
    host.start();

    await eventStore.append('stock-SLOW', [stockAdded('SLOW', 1)]);
    await waitUntil('the batch to be in its handler', () => blocked);
    const later = await eventStore.append('product-after', [
      productCreated('p-after', 'Appended while the batch runs'),
    ]);

    const head = await waitUntil(
      'the head to reach the later append',
      async () => {
        const position = await eventStore.headPosition();
        return position && comparePositions(position, later.position) >= 0 ? position : undefined;
      },
      3_000,
    );
    expect(head).toBeTruthy();
    release();
  });
});
