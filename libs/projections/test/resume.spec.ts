import { ProjectionHost, projectionOperationsStream, projectionStatus, resumeProjection } from '../src';
import { productCreated, stockAdded } from './support/events';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';
import { runReplay, stockLevels, useTestContext, waitUntil } from './support/harness';

/**
 * #16: a failed projection is resumed after a fix without a rebuild and without restarting the
 * processes that run it: resumeProjection (the operations screen's call) or
 * `npm run replay -- --resume <name>` clears the failure, and the waiting runners retry from the
 * checkpoint.
 */
describe('resuming a failed projection', () => {
  const hosts: ProjectionHost[] = [];
  let fixed = false;
  let applied = 0;
  const stockLevel = () =>
    stockLevelProjection({
      beforeApply: (event) => {
        if ((event.data as { sku: string }).sku === 'BROKEN' && !fixed)
          throw new Error('quantity for BROKEN is not a number');
        applied += 1;
      },
    });

  const context = useTestContext({
    beforeClose: async () => {
      for (const host of hosts) await host.stop();
    },
  });

  const startHost = () => {
    const host = new ProjectionHost({
      projections: [stockLevel(), productListingProjection()],
      ...context.connection,
      resumePollMs: 100,
      standbyRetryMs: 100,
    });
    host.start();
    hosts.push(host);
    return host;
  };

  const replay = (argv: string[]) =>
    runReplay(context, argv, {
      projections: [stockLevel(), productListingProjection()],
      reactorNames: ['some_reactor'],
    });

  it('retries from its checkpoint in the running processes once resumed, keeping the rows it had', async () => {
    const { db, eventStore } = context;
    await eventStore.append('stock-TEE-S', [stockAdded('TEE-S', 5)]);
    const first = startHost();
    const second = startHost(); // a second process: stands by
    await waitUntil('TEE-S applied', async () => (await stockLevels(db)).length === 1);
    await eventStore.append('stock-BROKEN', [stockAdded('BROKEN', 1)]);
    await eventStore.append('stock-TEE-S', [stockAdded('TEE-S', 2)]);
    await waitUntil(
      'stock_level fails',
      async () => (await projectionStatus(db, eventStore)).find((r) => r.name === 'stock_level')?.status === 'failed',
    );
    await waitUntil(
      'both runners wait as failed',
      () =>
        [first, second].every((host) => ['failed', 'standby'].includes(host.runner('stock_level')!.state)) &&
        [first, second].some((host) => host.runner('stock_level')!.state === 'failed'),
    );
    const appliedBefore = applied;
    expect(await stockLevels(db)).toEqual([{ sku: 'TEE-S', quantity: 5, movements: 1 }]);

    // Fixed (a deploy of the standby, a data repair...): the CLI resumes it.
    fixed = true;
    const { code, out } = await replay(['--resume', 'stock_level']);
    expect(code).toBe(0);
    expect(out).toContain('stock_level: resumed (cleared StockAdded: quantity for BROKEN is not a number)');
    await waitUntil('stock_level catches up without a restart', async () => (await stockLevels(db)).length === 2);
    expect(await stockLevels(db)).toEqual([
      { sku: 'BROKEN', quantity: 1, movements: 1 },
      { sku: 'TEE-S', quantity: 7, movements: 2 },
    ]);
    // No rebuild: only the events after the checkpoint were applied.
    expect(applied - appliedBefore).toBe(2);
    const report = (await projectionStatus(db, eventStore)).find((r) => r.name === 'stock_level')!;
    expect(report).toMatchObject({ status: 'running', lastError: null });
    expect([first, second].some((host) => host.runner('stock_level')!.state === 'active')).toBe(true);

    const [resumed] = await eventStore.readStream(projectionOperationsStream('stock_level'));
    expect(resumed).toMatchObject({
      type: 'ProjectionResumed',
      data: { name: 'stock_level', failure: { eventType: 'StockAdded' } },
    });
  });

  it('stays failed when resumed before the fix, and says so again', async () => {
    const { db, eventStore } = context;
    fixed = false;
    await eventStore.append('stock-BROKEN', [stockAdded('BROKEN', 3)]);
    await waitUntil(
      'stock_level fails',
      async () => (await projectionStatus(db, eventStore)).find((r) => r.name === 'stock_level')?.status === 'failed',
    );
    const result = await resumeProjection(db, eventStore, 'stock_level', { id: 'admin-1', role: 'admin' });
    expect(result).toMatchObject({ name: 'stock_level', resumed: true });
    await waitUntil(
      'it fails again on the same event',
      async () => (await projectionStatus(db, eventStore)).find((r) => r.name === 'stock_level')?.status === 'failed',
    );
    fixed = true;
    expect((await resumeProjection(db, eventStore, 'stock_level', { id: 'admin-1', role: 'admin' })).resumed).toBe(
      true,
    );
    await waitUntil(
      'caught up',
      async () => (await stockLevels(db)).find((row) => row.sku === 'BROKEN')?.quantity === 4,
    );
    const events = await eventStore.readStream(projectionOperationsStream('stock_level'));
    expect(events.at(-1)!.metadata.actor).toEqual({ id: 'admin-1', role: 'admin' });
  });

  it('refuses to resume a projection that is not failed, or an unknown name', async () => {
    const { db, eventStore } = context;
    await eventStore.append('product-1', [productCreated('p1', 'Gym tee')]);
    expect(await resumeProjection(db, eventStore, 'product_listing')).toEqual({
      name: 'product_listing',
      resumed: false,
    });
    const notFailed = await replay(['--resume', 'product_listing']);
    expect(notFailed.code).toBe(1);
    expect(notFailed.err).toContain('product_listing: not failed, nothing to resume');
    const unknown = await replay(['--resume', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown projection nope');
    const bare = await replay(['--resume']);
    expect(bare.code).toBe(2);
  });
});
