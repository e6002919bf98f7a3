import { reportContext, returns, type ReportEvent } from '../src';

const event = (type: string, data: unknown, occurredAt: string): ReportEvent => ({
  type,
  data,
  streamId: 'order-returns-o1',
  position: { commit: 1n, prepare: 1n },
  occurredAt,
});

const line = (lineIndex: number, productId: string, size: string, quantity: number) => ({
  line: lineIndex,
  productId,
  name: `Tee ${productId}`,
  size,
  quantity,
});

const log = [
  event(
    'ReturnRequested',
    { returnId: 'o1-1', reason: 'damaged', lines: [line(0, 'p1', 'M', 2), line(1, 'p2', 'L', 1)] },
    '2026-12-01T06:00:00.000Z',
  ),
  event(
    'ReturnRequested',
    { returnId: 'o1-2', reason: 'size_exchange', lines: [line(0, 'p1', 'M', 1)] },
    '2026-12-02T06:00:00.000Z',
  ),
  event(
    'ReturnRequested',
    { returnId: 'o1-3', reason: 'damaged', lines: [line(0, 'p1', 'M', 1)] },
    '2026-12-03T06:00:00.000Z',
  ),
  event(
    'ReturnRefunded',
    {
      returnId: 'o1-1',
      amount: 1500,
      lines: [
        { line: 0, quantity: 2, amount: 1000 },
        { line: 1, quantity: 1, amount: 500 },
      ],
    },
    '2026-12-04T06:00:00.000Z',
  ),
  event('ReturnExchangeShipped', { returnId: 'o1-2' }, '2026-12-04T06:00:00.000Z'),
  event('ReturnRejected', { returnId: 'o1-3' }, '2026-12-04T06:00:00.000Z'),
];

const run = (range: { from?: string; to?: string } = {}) => {
  const context = reportContext(range);
  return returns.rows(
    log.reduce((state, next) => returns.apply(state, next, context), returns.initial(context)),
    context,
  );
};

describe('npm run report -- returns (issue #43)', () => {
  it('folds the requests by reason, then by product and size', () =>
    expect(run()).toEqual([
      {
        by: 'reason',
        key: 'damaged',
        name: null,
        size: null,
        requests: 2,
        units: 4,
        rejected: 1,
        refunded_amount: 1500,
        exchanged: 0,
      },
      {
        by: 'reason',
        key: 'size_exchange',
        name: null,
        size: null,
        requests: 1,
        units: 1,
        rejected: 0,
        refunded_amount: 0,
        exchanged: 1,
      },
      {
        by: 'product_size',
        key: 'p1',
        name: 'Tee p1',
        size: 'M',
        requests: 3,
        units: 4,
        rejected: 1,
        refunded_amount: 1000,
        exchanged: 1,
      },
      {
        by: 'product_size',
        key: 'p2',
        name: 'Tee p2',
        size: 'L',
        requests: 1,
        units: 1,
        rejected: 0,
        refunded_amount: 500,
        exchanged: 0,
      },
    ]));

  it('selects by the India day requested', () =>
    expect(run({ from: '2026-12-02' }).filter((row) => row.by === 'reason')).toEqual([
      {
        by: 'reason',
        key: 'damaged',
        name: null,
        size: null,
        requests: 1,
        units: 1,
        rejected: 1,
        refunded_amount: 0,
        exchanged: 0,
      },
      {
        by: 'reason',
        key: 'size_exchange',
        name: null,
        size: null,
        requests: 1,
        units: 1,
        rejected: 0,
        refunded_amount: 0,
        exchanged: 1,
      },
    ]));

  it('counts nothing for a refund the gateway refused, and the new refund once made', () => {
    const refunded = (amount: number) =>
      event(
        'ReturnRefunded',
        { returnId: 'o1-1', amount, lines: [{ line: 0, quantity: 2, amount }] },
        '2026-12-04T06:00:00.000Z',
      );
    const failed = event('ReturnRefundFailed', { returnId: 'o1-1', amount: 900 }, '2026-12-05T06:00:00.000Z');
    const fold = (events: ReportEvent[]) => {
      const context = reportContext({});
      const rows = returns.rows(
        [log[0], ...events].reduce((state, next) => returns.apply(state, next, context), returns.initial(context)),
        context,
      );
      return rows.find((row) => row.by === 'reason' && row.key === 'damaged')?.refunded_amount;
    };
    expect(fold([refunded(900), failed])).toBe(0);
    expect(fold([refunded(900), failed, refunded(800)])).toBe(800);
  });
});
