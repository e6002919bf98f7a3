import type { Position } from '@store/eventstore';
import type { Kysely } from 'kysely';
import { keptWhileLocal } from '../src';
import { CheckpointWatch } from '../src/watch/checkpoint-watch';

/** #18: a read-model version read from the database only when a runner of this process may have changed it. */
describe('keptWhileLocal', () => {
  const at = (commit: number): Position => ({ commit: BigInt(commit), prepare: 1n });
  let reads: number;
  let stored: string;
  const read = async () => {
    reads += 1;
    return stored;
  };
  let watch: CheckpointWatch;

  beforeEach(() => {
    reads = 0;
    stored = 'v1';
    // No waiter is ever added, so the watch never looks at the checkpoint table.
    watch = new CheckpointWatch({} as Kysely<any>);
  });

  it('reads on every call while a projection runs elsewhere, or without a watch', async () => {
    const version = keptWhileLocal(read, ['offers', 'banners'], watch);
    watch.runnerStarted('offers', at(5)); // banners: not in this process
    await version();
    await version();
    expect(reads).toBe(2);

    const unwatched = keptWhileLocal(read, ['offers'], undefined);
    await unwatched();
    await unwatched();
    expect(reads).toBe(4);
  });

  it('keeps the version while every runner is here and commits nothing, and reads again after a commit', async () => {
    watch.runnerStarted('offers', at(5));
    watch.runnerStarted('banners', at(3));
    const version = keptWhileLocal(read, ['offers', 'banners'], watch);
    expect(await version()).toBe('v1');
    expect(await version()).toBe('v1');
    expect(reads).toBe(1);

    stored = 'v2';
    watch.committed('banners', at(6));
    expect(await version()).toBe('v2');
    expect(await version()).toBe('v2');
    expect(reads).toBe(2);
  });

  it('reads again once a runner failed, let go of its lock or took it again at the same checkpoint', async () => {
    watch.runnerStarted('offers', at(5));
    const version = keptWhileLocal(read, ['offers'], watch);
    await version();

    watch.failed('offers');
    await version();
    await version();
    expect(reads).toBe(3);

    // Another process may have rebuilt the tables meanwhile, ending where this runner had been.
    watch.runnerStopped('offers');
    watch.runnerStarted('offers', at(5));
    await version();
    expect(reads).toBe(4);
    await version();
    expect(reads).toBe(4);
  });

  it('takes the runs before it reads: a commit during the read is read again by the next call', async () => {
    watch.runnerStarted('offers', at(5));
    let release: () => void = () => undefined;
    const slowRead = async () => {
      reads += 1;
      const value = stored;
      await new Promise<void>((resolve) => (release = resolve));
      return value;
    };
    const version = keptWhileLocal(slowRead, ['offers'], watch);
    const first = version();
    stored = 'v2';
    watch.committed('offers', at(6)); // committed after the read's query saw v1
    release();
    expect(await first).toBe('v1');
    const second = version();
    release();
    expect(await second).toBe('v2');
    expect(reads).toBe(2);
  });
});
