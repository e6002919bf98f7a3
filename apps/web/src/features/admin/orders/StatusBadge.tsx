import { PAYMENT_STATUS_LABEL, statusLabel } from './constants';

const TONE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  processing: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
  returned: 'bg-neutral-200 text-neutral-900',
  completed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** An order or payment status as a coloured label (its text is the status, never colour alone). */
export function StatusBadge({
  status,
  kind = 'order',
  refundDue = false,
}: {
  status: string | null | undefined;
  kind?: 'order' | 'payment';
  refundDue?: boolean;
}) {
  const label = kind === 'payment' ? statusLabel(status, PAYMENT_STATUS_LABEL) : statusLabel(status);
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONE[status ?? ''] ?? 'bg-neutral-200 text-neutral-900'}`}
      >
        {label}
      </span>
      {refundDue && (
        <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
          Refund due
        </span>
      )}
    </span>
  );
}
