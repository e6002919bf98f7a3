import { refundTooMuchMessage, type Order } from '@store/contracts';
import { useRef, useState } from 'react';
import { messageOr } from '../../../shared/api-error';
import { formatPrice } from '../../../shared/format-price';
import { toast } from '../../../shared/toast/toast';
import { ConfirmAction } from '../ui/ConfirmDialog';
import { refundConfirmation } from '../ui/confirmations';
import { adminButton } from '../ui/states';
import { newId } from './OrderNoteForm';
import { useOrderRefundsQuery, useRefundOrderMutation } from './orders-api';

const STATUS: Record<string, string> = {
  requested: 'Requested',
  pending: 'Pending at the gateway',
  processed: 'Processed',
  failed: 'Failed',
};
const AMOUNT_INVALID = 'Refund amount must be more than 0 with at most 2 decimals';

/**
 * Refunds of a paid order that was cancelled, returned or could not be fulfilled: in full or in
 * part, through the payment gateway. One refund id per submit (a double click or retry is one refund).
 */
export function RefundPanel({ order }: { order: Order }) {
  const refunds = useOrderRefundsQuery(order._id, { skip: !order.isPaid });
  const [refundOrder, { isLoading }] = useRefundOrderMutation();
  const refundId = useRef(newId());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The amount checked and waiting for the admin's confirmation: money sent back cannot be recalled. */
  const [asked, setAsked] = useState<number | null>(null);
  if (!order.isPaid || !refunds.data) return null;
  const data = refunds.data;
  const restocking = order.status === 'returned' && restock;

  const ask = (value: number) => {
    if (!Number.isFinite(value) || value <= 0 || Math.round(value * 100) / 100 !== value) {
      setError(AMOUNT_INVALID);
      return;
    }
    if (value > data.refundable) {
      setError(refundTooMuchMessage(data.refundable));
      return;
    }
    setError(null);
    setAsked(value);
  };

  const submit = async (value: number) => {
    const result = await refundOrder({
      orderId: order._id,
      body: {
        refundId: refundId.current,
        amount: value,
        reason: reason.trim() || undefined,
        restock: order.status === 'returned' ? restock : undefined,
      },
    });
    refundId.current = newId();
    setAsked(null);
    if ('error' in result && result.error) {
      const message = messageOr(result.error, 'Failed to refund');
      setError(message);
      toast.error(message);
      return;
    }
    const message = result.data.message ?? 'Refund issued';
    if (message.startsWith('Refund failed')) {
      setError(message);
      toast.error(message);
    } else {
      toast.success(message);
      setAmount('');
      setReason('');
    }
  };

  return (
    <section aria-labelledby={`refunds-${order._id}`} className="rounded-md border border-neutral-200 p-3">
      <h3 id={`refunds-${order._id}`} className="mb-2 text-sm font-bold uppercase">
        Refunds
      </h3>
      <p className="text-sm">
        Paid {formatPrice(data.paid)} · Refunded {formatPrice(data.refunded)} ·{' '}
        <span className="font-semibold">Left to refund {formatPrice(data.refundable)}</span>
      </p>
      {data.refunds.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Refunds of this order">
          {data.refunds.map((refund) => (
            <li key={refund.refundId}>
              {formatPrice(refund.amount)} · {STATUS[refund.status] ?? refund.status}
              {refund.providerRefundId ? ` · ${refund.providerRefundId}` : ''}
              {refund.failureReason ? ` · ${refund.failureReason}` : ''}
              {refund.reason ? ` · ${refund.reason}` : ''}
              {refund.restock ? ' · returned to stock' : ''}
            </li>
          ))}
        </ul>
      )}
      {data.canRefund ? (
        <div className="mt-3 space-y-2">
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-xs font-semibold">
              Refund amount (₹)
              <input
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                max={data.refundable}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className="w-36 rounded-md border border-neutral-300 px-3 py-2 text-sm"
              />
            </label>
            <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs font-semibold">
              Refund reason
              <input
                type="text"
                maxLength={200}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
              />
            </label>
          </div>
          {order.status === 'returned' && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />{' '}
              Returned units go back in stock
            </label>
          )}
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={adminButton.secondary}
              disabled={isLoading || !amount}
              onClick={() => ask(Number(amount))}
            >
              {isLoading ? 'Refunding...' : 'Refund amount'}
            </button>
            <button
              type="button"
              className={adminButton.danger}
              disabled={isLoading}
              onClick={() => ask(data.refundable)}
            >
              Refund in full ({formatPrice(data.refundable)})
            </button>
          </div>
        </div>
      ) : (
        data.refundable > 0 && (
          <p className="mt-2 text-xs text-neutral-600">
            A paid order can be refunded once it is cancelled or returned.
          </p>
        )
      )}
      {asked !== null && (
        <ConfirmAction
          confirmation={refundConfirmation(order._id, asked, restocking)}
          busy={isLoading}
          onCancel={() => setAsked(null)}
          onConfirm={() => void submit(asked)}
        />
      )}
    </section>
  );
}
