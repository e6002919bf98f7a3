import { HANDLED_WEBHOOKS, readWebhook, webhookStream } from '../src/webhooks/razorpay-webhook';

describe("reading Razorpay's webhook bodies", () => {
  it('reads payment.captured: the provider order, the payment, our order id from the notes, and the amount in paise', () => {
    const facts = readWebhook({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_ABCDEFGHIJKLMN',
            order_id: 'order_ABCDEFGHIJKLMN',
            amount: 104950,
            currency: 'INR',
            status: 'captured',
            notes: { orderId: 'ord-1' },
          },
        },
      },
    });
    expect(facts).toEqual({
      event: 'payment.captured',
      providerOrderId: 'order_ABCDEFGHIJKLMN',
      paymentId: 'pay_ABCDEFGHIJKLMN',
      orderIdHint: 'ord-1',
      reason: null,
      amount: 104950,
    });
  });

  it('reads order.paid: the order entity gives its id, receipt (our order id) and amount_paid', () => {
    const facts = readWebhook({
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_1', order_id: 'order_1' } },
        order: {
          entity: {
            id: 'order_1',
            receipt: 'ord-2',
            amount_paid: 79900,
            notes: { orderId: 'ignored-because-receipt-wins' },
          },
        },
      },
    });
    expect(facts).toEqual({
      event: 'order.paid',
      providerOrderId: 'order_1',
      paymentId: 'pay_1',
      orderIdHint: 'ord-2',
      reason: null,
      amount: 79900,
    });
  });

  it('takes the provider order id from the order entity when the payment has none', () => {
    expect(
      readWebhook({
        event: 'order.paid',
        payload: { order: { entity: { id: 'order_9', notes: { orderId: 'ord-9' } } } },
      }),
    ).toMatchObject({
      providerOrderId: 'order_9',
      paymentId: null,
      orderIdHint: 'ord-9',
      amount: null,
    });
  });

  it('reads payment.failed with the error description as the reason, else the error reason', () => {
    expect(
      readWebhook({
        event: 'payment.failed',
        payload: {
          payment: {
            entity: {
              id: 'pay_2',
              order_id: 'order_2',
              error_description: 'Card declined',
              error_reason: 'payment_failed',
            },
          },
        },
      }),
    ).toMatchObject({
      event: 'payment.failed',
      reason: 'Card declined',
    });
    expect(
      readWebhook({
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_2', order_id: 'order_2', error_reason: 'payment_failed' } } },
      }),
    ).toMatchObject({ reason: 'payment_failed' });
  });

  it('keeps an event it does not handle (the caller decides), with what it can read', () => {
    expect(HANDLED_WEBHOOKS).not.toContain('refund.created');
    expect(readWebhook({ event: 'refund.created', payload: {} })).toEqual({
      event: 'refund.created',
      providerOrderId: null,
      paymentId: null,
      orderIdHint: null,
      reason: null,
      amount: null,
      providerRefundId: null,
      refundOrderId: null,
      refundReceipt: null,
    });
  });

  it('ignores fields of the wrong type instead of trusting them', () => {
    expect(
      readWebhook({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 7, order_id: '', amount: '104950', notes: 'x' } } },
      }),
    ).toEqual({
      event: 'payment.captured',
      providerOrderId: null,
      paymentId: null,
      orderIdHint: null,
      reason: null,
      amount: null,
    });
  });

  it('answers null for a body that is not a webhook', () => {
    for (const body of [
      null,
      undefined,
      'payment.captured',
      42,
      [],
      {},
      { event: '' },
      { event: 12 },
      { payload: {} },
    ]) {
      expect(readWebhook(body)).toBeNull();
    }
  });

  it('keeps each webhook in its own stream', () => {
    expect(webhookStream('evt_1')).toBe('payment-webhook-evt_1');
  });
});
