import { RETURN_STATE_LABELS, type ReturnState } from '@store/contracts';

const TONE: Record<ReturnState, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-100 text-red-900',
  received: 'bg-indigo-100 text-indigo-900',
  refunded: 'bg-green-100 text-green-900',
  exchanged: 'bg-green-100 text-green-900',
  cancelled: 'bg-neutral-200 text-neutral-900',
};

/** A return's state as a coloured label (its text is the state, never colour alone). */
export function ReturnBadge({ state }: { state: ReturnState }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap ${TONE[state]}`}>
      {RETURN_STATE_LABELS[state]}
    </span>
  );
}
