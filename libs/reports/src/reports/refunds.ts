import { defineReport, indiaDay, paise, rupees } from '../report';

interface Refund {
  refundId: string;
  orderId: string;
  day: string;
  amount: number;
  reason: string;
  restock: boolean;
  status: 'requested' | 'pending' | 'processed' | 'failed';
  providerRefundId: string | null;
  failure: string | null;
}

type State = Map<string, Refund>;

/**
 * The refund ledger's events as this report reads them: each names its refund; RefundRequested
 * carries the order, amount, admin's reason and restock, RefundIssued the gateway's status and
 * refund id, RefundProcessed that id, RefundFailed the gateway's reason.
 */
interface RefundData {
  refundId: string;
  orderId: string;
  amount: number;
  reason: string;
  restock: boolean;
  status: 'pending' | 'processed';
  providerRefundId: string | null;
}

/**
 * One row per refund (refund-{orderId} ledgers), in the order requested: the day requested, the
 * amount, the admin's reason, whether the stock was put back, and where it stands now
 * (requested: not sent to the gateway yet; pending: the gateway accepted it; processed; failed
 * with the gateway's reason). --from/--to select by the day requested.
 */
export const refunds = defineReport<State>({
  name: 'refunds',
  description:
    'Every refund: day requested, order, amount, reason, restock, status, failure (--from/--to: day requested)',
  eventTypes: ['RefundRequested', 'RefundIssued', 'RefundProcessed', 'RefundFailed'],
  columns: ['day', 'refund_id', 'order_id', 'amount', 'reason', 'restock', 'status', 'provider_refund_id', 'failure'],
  initial: () => new Map(),
  apply(state, event) {
    const data = event.data as RefundData;
    if (event.type === 'RefundRequested') {
      if (!state.has(data.refundId)) {
        state.set(data.refundId, {
          refundId: data.refundId,
          orderId: data.orderId,
          day: indiaDay(event.occurredAt),
          amount: paise(data.amount),
          reason: data.reason,
          restock: data.restock,
          status: 'requested',
          providerRefundId: null,
          failure: null,
        });
      }
      return state;
    }
    const refund = state.get(data.refundId);
    if (!refund) return state;
    if (event.type === 'RefundIssued')
      Object.assign(refund, { status: data.status, providerRefundId: data.providerRefundId });
    else if (event.type === 'RefundProcessed')
      Object.assign(refund, { status: 'processed', providerRefundId: data.providerRefundId });
    else if (event.type === 'RefundFailed') Object.assign(refund, { status: 'failed', failure: data.reason });
    return state;
  },
  rows: (state, context) =>
    [...state.values()]
      .filter((refund) => context.inRange(refund.day))
      .map((refund) => ({
        day: refund.day,
        refund_id: refund.refundId,
        order_id: refund.orderId,
        amount: rupees(refund.amount),
        reason: refund.reason,
        restock: refund.restock,
        status: refund.status,
        provider_refund_id: refund.providerRefundId,
        failure: refund.failure,
      })),
});
