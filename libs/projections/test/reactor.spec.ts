import type { RecordedEvent } from '@store/eventstore';
import { checkpointOf } from '../src/checkpoints/checkpoint-store';
import {
  defineProjection,
  defineReactor,
  ProjectionRunner,
  rebuildProjection,
  ReplayUsageError,
  selectProjections,
} from '../src';
import { productCreated } from './support/events';
import { checkpointRow, useTestContext, waitUntil } from './support/harness';

const reactorSeeing = (seen: string[], version = 1) =>
  defineReactor({
    name: 'welcome_mailer',
    version,
    handlers: {
      ProductCreated: async (event: RecordedEvent) => {
        seen.push((event.data as { productId: string }).productId);
      },
    },
  });

describe('a reactor', () => {
  const context = useTestContext();

  const runUntilSeen = async (seen: string[], count: number, version = 1) => {
    const runner = new ProjectionRunner(reactorSeeing(seen, version), {
      ...context.connection,
      batchLingerMs: 10,
    });
    runner.start();
    await waitUntil(`the reactor has seen ${count} events`, () => seen.length >= count);
    await runner.stop();
  };

  it('sees every event from the start once, and after a restart or a new version only the new ones', async () => {
    const { eventStore, db } = context;
    await eventStore.append('product-a', [productCreated('a', 'A'), productCreated('b', 'B')], {
      expectedRevision: 'no_stream',
    });

    const firstRun: string[] = [];
    await runUntilSeen(firstRun, 2);
    expect(firstRun).toEqual(['a', 'b']);

    await eventStore.append('product-c', [productCreated('c', 'C')], { expectedRevision: 'no_stream' });
    const secondRun: string[] = [];
    await runUntilSeen(secondRun, 1, 2);
    expect(secondRun).toEqual(['c']);
    const row = await checkpointRow(db, 'welcome_mailer');
    expect(row!.version).toBe(2);
    expect(checkpointOf(row!)).not.toBe('start');
  });

  it('is never rebuilt or replayed', async () => {
    const reactor = reactorSeeing([]);
    await expect(rebuildProjection(reactor, context.connection)).rejects.toThrow(/reactor/);
    const listing = defineProjection({
      name: 'listing',
      version: 1,
      tables: ['listing'],
      createTables: async () => undefined,
      handlers: { ProductCreated: async () => undefined },
    });
    expect(selectProjections('all', [reactor, listing]).map((p) => p.name)).toEqual(['listing']);
    expect(() => selectProjections(['welcome_mailer'], [reactor, listing])).toThrow(ReplayUsageError);
  });

  it('runs its batch hooks around its handlers: the handlers collect, end sees the whole batch once', async () => {
    const { eventStore } = context;
    await eventStore.append(
      'product-batch',
      [productCreated('x', 'X'), productCreated('y', 'Y'), productCreated('z', 'Z')],
      { expectedRevision: 'no_stream' },
    );
    const ends: string[][] = [];
    const batched = defineReactor<{ collected: string[] }>({
      name: 'batched_mailer',
      batch: {
        begin: async () => ({ collected: [] }),
        end: async (scratch) => {
          ends.push(scratch.collected);
        },
      },
      handlers: {
        ProductCreated: async (event, _db, scratch) => {
          scratch.collected.push((event.data as { productId: string }).productId);
        },
      },
    });
    expect(batched.batch).toBeDefined();
    const runner = new ProjectionRunner(batched, {
      db: context.db,
      eventStore,
      databaseUrl: context.url,
      batchLingerMs: 10,
    });
    runner.start();
    await waitUntil('the batched reactor has seen every event', () => ends.flat().includes('z'));
    await runner.stop();
    expect(ends.flat()).toEqual(expect.arrayContaining(['x', 'y', 'z']));
    expect(ends.every((collected) => collected.length > 0)).toBe(true);
  });

  it('passes over a batch of events it does not accept with a checkpoint move, without its handlers or a transaction', async () => {
    const { eventStore, db } = context;
    const seen: string[] = [];
    const begun: number[] = [];
    const picky = defineReactor({
      name: 'picky_mailer',
      accepts: (event) => (event.data as { productId: string }).productId.startsWith('keep'),
      batch: { begin: async () => begun.push(1), end: async () => undefined },
      handlers: { ProductCreated: (event) => void seen.push((event.data as { productId: string }).productId) },
    });
    const runner = new ProjectionRunner(picky, { db, eventStore, databaseUrl: context.url, batchLingerMs: 10 });
    runner.start();
    try {
      await waitUntil('the picky reactor is running', () => runner.state === 'active');
      const skipped = await eventStore.append(
        'product-skip',
        [productCreated('skip-1', 'S'), productCreated('skip-2', 'S')],
        { expectedRevision: 'no_stream' },
      );
      await waitUntil(
        'its checkpoint passed the skipped events',
        async () => (await checkpointRow(db, 'picky_mailer'))?.prepare_position === String(skipped.position.prepare),
      );
      expect(seen).toEqual([]);
      expect(begun).toEqual([]);
      await eventStore.append('product-keep', [productCreated('keep-1', 'K')], { expectedRevision: 'no_stream' });
      await waitUntil('it handles an accepted event', () => seen.includes('keep-1'));
      expect(seen).toEqual(['keep-1']);
    } finally {
      await runner.stop();
    }
  });

  it('owns no tables', () => {
    expect(() =>
      defineProjection({
        name: 'x',
        version: 1,
        tables: ['x'],
        createTables: async () => undefined,
        handlers: { A: async () => undefined },
        reactor: true,
      }),
    ).toThrow(/no tables/);
  });
});
