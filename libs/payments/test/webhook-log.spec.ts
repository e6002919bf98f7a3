import { foldEvents } from '@store/platform/domain';
import type { PaymentsEvent } from '../src/webhooks/razorpay-webhook';
import { webhookLogDecider } from '../src/webhooks/webhook-log';

const webhook: PaymentsEvent['data'] = {
  event: 'payment.captured',
  providerOrderId: 'order_1',
  paymentId: 'pay_1',
  orderIdHint: null,
  reason: null,
  amount: 100,
  webhookId: 'evt_1',
  at: '2026-11-24T10:00:00.000Z',
};

describe('the webhook log: each Razorpay event recorded once per event id', () => {
  it('records a webhook not seen before', () => {
    expect(webhookLogDecider.decide({ type: 'RecordWebhook', webhook }, webhookLogDecider.initialState())).toEqual([
      { type: 'PaymentWebhookReceived', data: webhook },
    ]);
  });

  it('records nothing for a repeat of its event id', () => {
    const given = foldEvents(webhookLogDecider, [{ type: 'PaymentWebhookReceived', data: webhook }]);
    expect(webhookLogDecider.decide({ type: 'RecordWebhook', webhook }, given)).toEqual([]);
  });
});
