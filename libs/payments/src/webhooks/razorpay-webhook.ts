/** The parts of a Razorpay webhook the store acts on. */
export interface WebhookFacts {
  event: string;
  providerOrderId: string | null;
  paymentId: string | null;
  /** Our order id, when Razorpay echoes it (the order's receipt or notes). */
  orderIdHint: string | null;
  reason: string | null;
  amount: number | null;
  /** refund.* events: Razorpay's refund id (rfnd_...) and our order id from the refund's notes. */
  providerRefundId?: string | null;
  refundOrderId?: string | null;
  /** refund.* events: the refund's receipt, our refund id. */
  refundReceipt?: string | null;
}

export const HANDLED_WEBHOOKS = [
  'payment.captured',
  'order.paid',
  'payment.failed',
  'refund.processed',
  'refund.failed',
] as const;

const str = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function readWebhook(body: unknown): WebhookFacts | null {
  if (typeof body !== 'object' || body === null) return null;
  const root = body as { event?: unknown; payload?: Record<string, { entity?: Record<string, unknown> } | undefined> };
  const event = str(root.event);
  if (!event) return null;
  const payment = root.payload?.payment?.entity ?? {};
  const order = root.payload?.order?.entity ?? {};
  const refund = root.payload?.refund?.entity ?? {};
  const notes = (entity: Record<string, unknown>) =>
    typeof entity.notes === 'object' && entity.notes !== null ? (entity.notes as Record<string, unknown>) : {};
  return {
    event,
    providerOrderId: str(payment.order_id) ?? str(order.id),
    paymentId: str(payment.id),
    orderIdHint: str(order.receipt) ?? str(notes(payment).orderId) ?? str(notes(order).orderId),
    reason: str(payment.error_description) ?? str(payment.error_reason),
    amount:
      typeof payment.amount === 'number'
        ? payment.amount
        : typeof order.amount_paid === 'number'
          ? order.amount_paid
          : null,
    ...(event.startsWith('refund.')
      ? {
          providerRefundId: str(refund.id),
          refundOrderId: str(notes(refund).orderId),
          refundReceipt: str(refund.receipt) ?? str(notes(refund).refundId),
        }
      : {}),
  };
}

export type PaymentsEvent = { type: 'PaymentWebhookReceived'; data: WebhookFacts & { webhookId: string; at: string } };

export const webhookStream = (webhookId: string) => `payment-webhook-${webhookId}`;
