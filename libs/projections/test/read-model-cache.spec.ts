import { ReadModelCache } from '../src';
import { openTestContext, type ProjectionTestContext } from './support/harness';

describe('ReadModelCache', () => {
  let context: ProjectionTestContext;

  beforeAll(async () => {
    context = await openTestContext();
    await context.db
      .insertInto('projection_checkpoints')
      .values({ name: 'listing', version: 1, event_types: ['A'], commit_position: '10', prepare_position: '1', status: 'running' } as never)
      .execute();
  });
  afterAll(async () => {
    await context.close();
  });

  it('answers from memory until the projection applies another event, then computes again', async () => {
    const cache = new ReadModelCache<number>(context.db, 'listing');
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('page-1', compute)).toBe(1);
    expect(await cache.get('page-1', compute)).toBe(1);
    expect(await cache.get('page-2', compute)).toBe(2);
    await context.db.updateTable('projection_checkpoints').set({ commit_position: '11' } as never).where('name', '=', 'listing').execute();
    expect(await cache.get('page-1', compute)).toBe(3);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new ReadModelCache<string>(context.db, 'listing', 2);
    let computed = 0;
    const compute = (key: string) => async () => `${key}#${++computed}`;
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('a', compute('a')); // a is now the most recent
    await cache.get('c', compute('c')); // drops b
    expect(await cache.get('a', compute('a'))).toBe('a#1');
    expect(await cache.get('b', compute('b'))).toBe('b#4');
  });
});
