import { pauseProjection, projectionStatus, resumeProjection } from '../src';
import { startChildRunner, type ChildRunner } from './support/child-process';
import { stockAdded } from './support/events';
import { stockLevels, useTestContext, waitUntil } from './support/harness';

jest.setTimeout(90_000);

/** #17: an operator's pause reaches the runner in another OS process, which the status names as the holder. */
describe('pause across processes', () => {
  let child: ChildRunner | undefined;

  const context = useTestContext({
    beforeClose: async () => {
      if (child && child.process.exitCode === null) {
        child.process.kill('SIGTERM');
        await child.exited;
      }
    },
  });

  const quantity = async () => (await stockLevels(context.db)).find((row) => row.sku === 'X')?.quantity;

  it('stops the other process applying until resumed, and names that process as the holder', async () => {
    const { db, eventStore } = context;
    child = startChildRunner({ DATABASE_URL: context.url });
    await child.active;
    await eventStore.append('stock-X', [stockAdded('X', 1)]);
    await waitUntil('applied by the child', async () => (await quantity()) === 1);

    const [before] = await projectionStatus(db, eventStore, { names: ['stock_level'] });
    expect(before.holder).toMatchObject({ pid: child.process.pid, role: 'all' });

    await pauseProjection(db, eventStore, 'stock_level', { actor: { id: 'admin-1', role: 'admin' } });
    await eventStore.append('stock-X', [stockAdded('X', 10)]);
    await waitUntil(
      'the lag is seen',
      async () => (await projectionStatus(db, eventStore, { names: ['stock_level'] }))[0].lagEvents === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500)); // more than a resume poll of the child
    expect(await quantity()).toBe(1);

    await resumeProjection(db, eventStore, 'stock_level', { actor: { id: 'admin-1', role: 'admin' } });
    await waitUntil('applied after resume', async () => (await quantity()) === 11);
  });
});
