import type { Decider } from '@store/platform/domain';
import type { PaymentsEvent } from './razorpay-webhook';

export interface RecordWebhook {
  type: 'RecordWebhook';
  webhook: PaymentsEvent['data'];
}

/**
 * Razorpay's webhooks, each recorded once per event id: a stream of its own
 * (`payment-webhook-<id>`, webhookStream) holding one PaymentWebhookReceived. A repeat records nothing.
 */
export const webhookLogDecider: Decider<{ recorded: boolean }, RecordWebhook, PaymentsEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide: (command, state) => (state.recorded ? [] : [{ type: 'PaymentWebhookReceived', data: command.webhook }]),
};
