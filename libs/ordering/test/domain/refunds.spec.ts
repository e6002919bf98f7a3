import {
  refundedTotal,
  refundsDecider as decider,
  type RefundEvent,
  type RefundLedger,
} from '../../src/domain/refunds';

const paidCancelled = {
  orderId: 'o1',
  isPaid: true,
  paymentId: 'pay_1',
  totalPrice: 1298.5,
  status: 'cancelled' as const,
  refundDue: true,
};
const request = (refundId: string, amount: number, order = paidCancelled, restock = false) => ({
  type: 'RequestRefund' as const,
  order,
  refundId,
  amount,
  reason: 'Cancelled by admin',
  restock,
});
const given = (...events: RefundEvent[]): RefundLedger => events.reduce(decider.evolve, decider.initialState());
const requested = (refundId: string, amount: number): RefundEvent => ({
  type: 'RefundRequested',
  data: { orderId: 'o1', refundId, amount, reason: '', restock: false, paymentId: 'pay_1' },
});

describe('refunds', () => {
  it('refunds a paid, cancelled order in part, then the rest in full', () => {
    const first = decider.decide(request('r1', 500), decider.initialState());
    expect(first).toEqual([
      {
        type: 'RefundRequested',
        data: {
          orderId: 'o1',
          refundId: 'r1',
          amount: 500,
          reason: 'Cancelled by admin',
          restock: false,
          paymentId: 'pay_1',
        },
      },
    ]);
    expect(decider.decide(request('r2', 798.5), given(...first))).toHaveLength(1);
  });

  it("never refunds more than was paid: 'Refund amount cannot be more than the ₹798.50 left to refund'", () => {
    expect(() => decider.decide(request('r2', 798.51), given(requested('r1', 500)))).toThrow(
      'Refund amount cannot be more than the ₹798.50 left to refund',
    );
  });

  it("writes the amount left as the site does, with Indian digit grouping ('₹1,298.50', not '₹1298.50')", () => {
    expect(() => decider.decide(request('r1', 1298.51), decider.initialState())).toThrow(
      'Refund amount cannot be more than the ₹1,298.50 left to refund',
    );
  });

  it('frees the amount of a failed refund', () => {
    const ledger = given(requested('r1', 1298.5), {
      type: 'RefundFailed',
      data: { orderId: 'o1', refundId: 'r1', providerRefundId: null, reason: 'Gateway down' },
    });
    expect(refundedTotal(ledger)).toBe(0);
    expect(decider.decide(request('r2', 1298.5), ledger)).toHaveLength(1);
  });

  it('records one refund for a repeated request id (a double click or a retry)', () => {
    expect(decider.decide(request('r1', 1298.5), given(requested('r1', 1298.5)))).toEqual([]);
  });

  it('refuses an unpaid, or a paid and still open, order', () => {
    expect(() =>
      decider.decide(request('r1', 10, { ...paidCancelled, isPaid: false }), decider.initialState()),
    ).toThrow('Only a paid order that was cancelled, returned or could not be fulfilled can be refunded');
    expect(() =>
      decider.decide(
        request('r1', 10, { ...paidCancelled, status: 'shipped' as never, refundDue: false }),
        decider.initialState(),
      ),
    ).toThrow('Only a paid order');
  });

  it('refuses 0, negative and sub-paisa amounts', () => {
    for (const amount of [0, -1, 10.005, Number.NaN])
      expect(() => decider.decide(request('r1', amount), decider.initialState())).toThrow(
        'Refund amount must be more than 0 with at most 2 decimals',
      );
  });

  it('keeps restock only for a returned order', () => {
    const [event] = decider.decide(request('r1', 10, paidCancelled, true), decider.initialState());
    expect(event.data).toMatchObject({ restock: false });
    const [returned] = decider.decide(
      request('r1', 10, { ...paidCancelled, status: 'returned' as never, refundDue: false }, true),
      decider.initialState(),
    );
    expect(returned.data).toMatchObject({ restock: true });
  });

  it("follows Razorpay's webhooks once: processed, or failed", () => {
    const issued = given(requested('r1', 100), {
      type: 'RefundIssued',
      data: { orderId: 'o1', refundId: 'r1', providerRefundId: 'rfnd_1', status: 'pending' },
    });
    const processed = decider.decide({ type: 'RecordProcessed', orderId: 'o1', providerRefundId: 'rfnd_1' }, issued);
    expect(processed).toEqual([
      { type: 'RefundProcessed', data: { orderId: 'o1', refundId: 'r1', providerRefundId: 'rfnd_1' } },
    ]);
    expect(
      decider.decide(
        { type: 'RecordProcessed', orderId: 'o1', providerRefundId: 'rfnd_1' },
        given(...[requested('r1', 100)], ...processed),
      ),
    ).toEqual([]);
    expect(
      decider.decide(
        { type: 'RecordFailed', orderId: 'o1', providerRefundId: 'rfnd_1', reason: 'Bank rejected' },
        issued,
      )[0].type,
    ).toBe('RefundFailed');
  });

  it("records as processed a refund whose issue was never recorded (its answer lost), found by our refund id (Razorpay's receipt)", () => {
    const ledger = given(requested('r1', 100));
    expect(
      decider.decide({ type: 'RecordProcessed', orderId: 'o1', providerRefundId: 'rfnd_1', refundId: 'r1' }, ledger),
    ).toEqual([{ type: 'RefundProcessed', data: { orderId: 'o1', refundId: 'r1', providerRefundId: 'rfnd_1' } }]);
    expect(decider.decide({ type: 'RecordProcessed', orderId: 'o1', providerRefundId: 'rfnd_1' }, ledger)).toEqual([]);
  });

  it('ignores a failure reported for another provider refund than the one the ledger issued', () => {
    const ledger = given(requested('r1', 100), {
      type: 'RefundIssued',
      data: { orderId: 'o1', refundId: 'r1', providerRefundId: 'rfnd_1', status: 'pending' },
    });
    expect(
      decider.decide(
        { type: 'RecordFailed', orderId: 'o1', refundId: 'r1', providerRefundId: 'rfnd_2', reason: 'x' },
        ledger,
      ),
    ).toEqual([]);
  });
});

describe("a return's refund (issue #43)", () => {
  const delivered = {
    ...paidCancelled,
    status: 'delivered' as const,
    refundDue: false,
    totalPrice: 2997,
    items: [{ price: 999, quantity: 3 }] as never[],
  };
  const forReturn = (refundId: string, returnId: string, amount: number, quantity = 1) => ({
    type: 'RequestRefund' as const,
    order: delivered as Omit<typeof delivered, 'status'> & { status: 'delivered' | 'confirmed' },
    refundId,
    amount,
    restock: false,
    reason: 'Return R-1',
    returnId,
    lines: [{ line: 0, quantity, amount }],
  });

  it('is allowed while the order is delivered and carries the return and its lines', () =>
    expect(decider.decide(forReturn('r1', 'ret-1', 999), decider.initialState())).toEqual([
      {
        type: 'RefundRequested',
        data: {
          orderId: 'o1',
          refundId: 'r1',
          amount: 999,
          reason: 'Return R-1',
          restock: false,
          paymentId: 'pay_1',
          returnId: 'ret-1',
          lines: [{ line: 0, quantity: 1, amount: 999 }],
        },
      },
    ]));

  it('refunds a return once (a failed refund frees it), never more than its units were paid', () => {
    const first = decider.decide(forReturn('r1', 'ret-1', 999), decider.initialState());
    expect(() => decider.decide(forReturn('r2', 'ret-1', 999), given(...first))).toThrow(
      'This return has already been refunded',
    );
    const failed = given(...first, {
      type: 'RefundFailed',
      data: { orderId: 'o1', refundId: 'r1', providerRefundId: null, reason: 'x' },
    });
    expect(decider.decide(forReturn('r2', 'ret-1', 999), failed)).toHaveLength(1);
    expect(() => decider.decide(forReturn('r1', 'ret-2', 999.01), decider.initialState())).toThrow(
      'Line 1: at most ₹999.00 of it can still be refunded',
    );
    expect(() => decider.decide({ ...forReturn('r1', 'ret-2', 999), amount: 500 }, decider.initialState())).toThrow(
      'The refund of a return must list its lines, their amounts adding up to the refund',
    );
  });

  it('is refused for an order not paid or not sent', () =>
    expect(() =>
      decider.decide(
        { ...forReturn('r1', 'ret-1', 999), order: { ...delivered, status: 'confirmed' as const } },
        decider.initialState(),
      ),
    ).toThrow('Only a paid order whose units were delivered can refund a return'));
});
