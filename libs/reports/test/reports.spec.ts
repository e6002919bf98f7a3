import {
  cartAbandonment,
  formatRows,
  paymentFailuresByReason,
  refunds,
  reportContext,
  runReport,
  salesByCategory,
  salesByDay,
  salesBySizeColour,
  stockMovementsByReason,
  type Report,
  type ReportProgress,
} from '../src';
import { KNOWN_SALES_BY_DAY } from './support/known-answers';
import { KNOWN_NOW } from './support/known-log';
import { useKnownLogDatabase } from './support/known-log-database';

const known = useKnownLogDatabase({ maxConnections: 3 });

// a small batch so every report crosses several pages of the log
const run = (report: Report, range: { from?: string; to?: string } = {}) =>
  runReport(report, known.eventStore, { context: reportContext({ ...range, now: KNOWN_NOW }), batchSize: 3 });

describe('built-in reports over a known event log', () => {
  it('sales by day: paid orders valued as placed on the India day paid, later cancellations on that day, refunds on the day requested (a failed one taken off the day it failed)', async () => {
    expect(await run(salesByDay)).toEqual(KNOWN_SALES_BY_DAY);
    expect((await run(salesByDay, { from: '2026-11-02', to: '2026-11-02' })).map((row) => row.day)).toEqual([
      '2026-11-02',
    ]);
  });

  it('sales by category: the category the product had when the order was paid, line values without shipping', async () => {
    expect(await run(salesByCategory)).toEqual([
      { category: 'Women', orders: 2, units: 3, value: 2999.5 },
      { category: 'Men', orders: 2, units: 3, value: 1300 },
    ]);
    expect(await run(salesByCategory, { from: '2026-11-02' })).toEqual([
      { category: 'Women', orders: 1, units: 2, value: 2000 },
      { category: 'Men', orders: 1, units: 1, value: 300 },
    ]);
  });

  it('sales by size and colour: most units first, "-" for a line without a colour', async () => {
    expect(await run(salesBySizeColour)).toEqual([
      { size: 'M', colour: 'Black', units: 2, value: 1000 },
      { size: 'M', colour: 'Blue', units: 2, value: 2000 },
      { size: 'L', colour: 'Red', units: 1, value: 300 },
      { size: 'S', colour: '-', units: 1, value: 999.5 },
    ]);
  });

  it('stock movements by reason: admin reasons, and reservations, releases and commits of orders', async () => {
    expect(await run(stockMovementsByReason)).toEqual([
      { reason: 'damaged', movements: 1, units_in: 0, units_out: 2, net: -2, units_committed: 0 },
      { reason: 'initial stock', movements: 2, units_in: 30, units_out: 0, net: 30, units_committed: 0 },
      { reason: 'order committed', movements: 1, units_in: 0, units_out: 0, net: 0, units_committed: 2 },
      { reason: 'order released', movements: 1, units_in: 1, units_out: 0, net: 1, units_committed: 0 },
      { reason: 'order reserved', movements: 2, units_in: 0, units_out: 3, net: -3, units_committed: 0 },
      { reason: 'restock', movements: 1, units_in: 5, units_out: 0, net: 5, units_committed: 0 },
    ]);
    expect(await run(stockMovementsByReason, { to: '2026-10-30' })).toEqual([
      { reason: 'initial stock', movements: 2, units_in: 30, units_out: 0, net: 30, units_committed: 0 },
    ]);
  });

  it('payment failures by provider reason: attempts and distinct orders, most frequent first', async () => {
    expect(await run(paymentFailuresByReason)).toEqual([
      { reason: 'card_declined', failures: 2, orders: 2, last_day: '2026-11-02' },
      { reason: 'insufficient_funds', failures: 1, orders: 1, last_day: '2026-11-02' },
    ]);
    expect(await run(paymentFailuresByReason, { from: '2026-11-03' })).toEqual([]);
  });

  it('refunds: one row per refund with where it stands now', async () => {
    expect(await run(refunds)).toEqual([
      {
        day: '2026-11-02',
        refund_id: 'r1',
        order_id: 'o1',
        amount: 1999.5,
        reason: 'cancelled by admin',
        restock: true,
        status: 'failed',
        provider_refund_id: 'rfnd_1',
        failure: 'gateway timeout',
      },
      {
        day: '2026-11-03',
        refund_id: 'r2',
        order_id: 'o4',
        amount: 2000,
        reason: 'could not fulfil',
        restock: false,
        status: 'processed',
        provider_refund_id: 'rfnd_2',
        failure: null,
      },
      {
        day: '2026-11-03',
        refund_id: 'r3',
        order_id: 'o1',
        amount: 1000,
        reason: 'partial goodwill',
        restock: false,
        status: 'processed',
        provider_refund_id: 'rfnd_3',
        failure: null,
      },
    ]);
  });

  it('cart abandonment: carts by day filled, checked out, emptied, abandoned when idle 24 hours with items, or still open', async () => {
    expect(await run(cartAbandonment)).toEqual([
      {
        day: '2026-11-01',
        started: 2,
        checked_out: 1,
        emptied: 1,
        abandoned: 0,
        open: 0,
        abandoned_units: 0,
        abandonment_rate: 0,
      },
      {
        day: '2026-11-02',
        started: 4,
        checked_out: 1,
        emptied: 1,
        abandoned: 1,
        open: 1,
        abandoned_units: 3,
        abandonment_rate: 33.3,
      },
    ]);
  });

  it('reads the log in batches and reports progress up to done', async () => {
    const seen: ReportProgress[] = [];
    await runReport(refunds, known.eventStore, {
      context: reportContext({ now: KNOWN_NOW }),
      batchSize: 2,
      onProgress: (progress) => seen.push(progress),
    });
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.at(-1)).toMatchObject({ events: 8, fractionDone: 1, done: true });
  });
});

describe('output formats', () => {
  const rows = [
    { reason: 'card, "declined"', failures: 2, orders: 2, last_day: '2026-11-02' },
    { reason: 'timeout', failures: 10, orders: 1, last_day: null },
  ];
  const columns = ['reason', 'failures', 'orders', 'last_day'];

  it('csv quotes cells with commas or quotes', () => {
    expect(formatRows(rows, columns, 'csv')).toBe(
      'reason,failures,orders,last_day\n"card, ""declined""",2,2,2026-11-02\ntimeout,10,1,\n',
    );
  });

  it('a table pads text left and numbers right', () => {
    expect(formatRows(rows, columns, 'table')).toBe(
      [
        'reason            failures  orders  last_day',
        '----------------  --------  ------  ----------',
        'card, "declined"         2       2  2026-11-02',
        'timeout                 10       1',
      ].join('\n') + '\n',
    );
  });

  it('json is the rows', () => {
    expect(JSON.parse(formatRows(rows, columns, 'json'))).toEqual(rows);
  });
});
