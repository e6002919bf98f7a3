import { gathersBeforeBatch } from '../src/runner/gathers-before-batch';

describe('a runner with a minimum interval between batches lets events gather', () => {
  const live = { minBatchIntervalMs: 100, caughtUp: true, lastBatchSize: 7, batchSize: 10_000 };

  it('once live: caught up, after a batch that was not full', () => {
    expect(gathersBeforeBatch(live)).toBe(true);
  });

  it('never while catching up, nor before the tail that follows a full batch, nor before its first batch', () => {
    expect(gathersBeforeBatch({ ...live, caughtUp: false })).toBe(false);
    expect(gathersBeforeBatch({ ...live, lastBatchSize: 10_000 })).toBe(false);
    expect(gathersBeforeBatch({ ...live, lastBatchSize: 0 })).toBe(false);
  });

  it('never without an interval', () => {
    expect(gathersBeforeBatch({ ...live, minBatchIntervalMs: undefined })).toBe(false);
    expect(gathersBeforeBatch({ ...live, minBatchIntervalMs: 0 })).toBe(false);
  });
});
