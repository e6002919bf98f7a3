import type { Position } from '../src';
import { GroupPageCache } from '../src/postgres/group-page-cache';
import type { SubscriptionPage } from '../src/postgres/shared-log-reads';
import { testMetadata } from './helpers';

const at = (prepare: number): Position => ({ commit: 1n, prepare: BigInt(prepare) });
const pageOf = (count: number, firstN = 1): SubscriptionPage => ({
  events: Array.from({ length: count }, (_, index) => ({
    id: `e${firstN + index}`,
    streamId: 's',
    revision: index,
    position: at(firstN + index),
    type: 'A',
    version: 1,
    data: { n: firstN + index },
    metadata: testMetadata(),
    recordedAt: new Date(0).toISOString(),
  })),
  horizon: 2n,
  pending: false,
  lastBelowHorizon: null,
});

describe('GroupPageCache', () => {
  it('reads a full page once for the members of a group and forgets it once each has taken it', async () => {
    const cache = new GroupPageCache();
    cache.join('g');
    cache.join('g');
    let reads = 0;
    const read = async () => ((reads += 1), pageOf(3));
    const first = await cache.read('g', at(0), 3, read);
    const second = await cache.read('g', at(0), 3, read);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    await cache.read('g', at(0), 3, read); // both took it: read again
    expect(reads).toBe(2);
  });

  it('keeps no short page (the end of the log is read again, live)', async () => {
    const cache = new GroupPageCache();
    cache.join('g');
    cache.join('g');
    let reads = 0;
    const read = async () => ((reads += 1), pageOf(2));
    await cache.read('g', at(0), 3, read);
    await new Promise((resolve) => setImmediate(resolve));
    await cache.read('g', at(0), 3, read);
    expect(reads).toBe(2);
  });

  it('shares nothing for a group of one, or between groups, or for another position or page size', async () => {
    const cache = new GroupPageCache();
    cache.join('alone');
    const leave = cache.join('g');
    cache.join('g');
    let reads = 0;
    const read = async () => ((reads += 1), pageOf(3));
    await cache.read('alone', at(0), 3, read);
    await cache.read('alone', at(0), 3, read);
    expect(reads).toBe(2);
    await cache.read('g', at(0), 3, read);
    await cache.read('g', at(1), 3, read);
    await cache.read('g', at(0), 4, read);
    expect(reads).toBe(5);
    leave();
    await cache.read('g', at(7), 3, read);
    await cache.read('g', at(7), 3, read);
    expect(reads).toBe(7);
  });

  it('drops a failed read so the next member reads again', async () => {
    const cache = new GroupPageCache();
    cache.join('g');
    cache.join('g');
    await expect(cache.read('g', at(0), 3, async () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.read('g', at(0), 3, async () => pageOf(3))).events).toHaveLength(3);
  });

  it('freezes a page a second member takes, when asked', async () => {
    const cache = new GroupPageCache(true);
    cache.join('g');
    cache.join('g');
    await cache.read('g', at(0), 1, async () => pageOf(1));
    const taken = await cache.read('g', at(0), 1, async () => pageOf(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(Object.isFrozen(taken.events[0].data)).toBe(true);
  });
});
