import { reportContext, salesByCategory, salesBySizeColour, type ReportEvent } from '../src';

const at = '2026-11-02T06:00:00.000Z';
const event = (type: string, data: unknown, n: number): ReportEvent => ({
  type,
  data,
  streamId: `order-o1`,
  position: { commit: BigInt(n), prepare: BigInt(n) },
  occurredAt: at,
});

// One tee (799 × 2) placed with a code that took 159.80 off it, then paid.
const log: ReportEvent[] = [
  event('ProductCreated', { productId: 'tee', details: { category: 'topwear' } }, 1),
  event(
    'OrderPlaced',
    {
      orderId: 'o1',
      items: [{ productId: 'tee', quantity: 2, size: 'M', price: 799, colorName: 'Black', discount: 159.8 }],
      itemsPrice: 1598,
      shippingCost: 0,
      totalPrice: 1438.2,
      discount: { discountId: 'd1', code: 'SAVE10', total: 159.8 },
    },
    2,
  ),
  event('OrderPaid', { orderId: 'o1', at }, 3),
];

const fold = <S>(report: {
  initial: () => S;
  apply: (s: S, e: ReportEvent, c: never) => S;
  rows: (s: S, c: never) => unknown[];
}) => {
  const context = reportContext({ now: new Date('2026-11-05T00:00:00.000Z') }) as never;
  return report.rows(
    log.reduce((state, e) => report.apply(state, e, context), report.initial()),
    context,
  );
};

/** Issue #44: sales of an order placed with a discount code are valued at what was charged. */
describe('sales reports with discount codes', () => {
  it('values a line less its discount, by category and by size and colour', () => {
    expect(fold(salesByCategory as never)).toEqual([{ category: 'topwear', orders: 1, units: 2, value: 1438.2 }]);
    expect(fold(salesBySizeColour as never)).toEqual([
      expect.objectContaining({ size: 'M', colour: 'Black', units: 2, value: 1438.2 }),
    ]);
  });
});
