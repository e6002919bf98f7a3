import { AdminName, formatWhen } from '../ui/audit';
import { TAX_TEXT } from './constants';

/** 'Last changed 5 Nov 2026, 10:30 am by Admin Priya', or that the .env defaults are in force. */
export function LastChanged({ updatedAt, updatedBy }: { updatedAt: string | null; updatedBy: string | null }) {
  if (!updatedAt) return <p className="mb-4 text-sm text-neutral-700">{TAX_TEXT.defaults}</p>;
  return (
    <p className="mb-4 text-sm text-neutral-700">
      Last changed {formatWhen(updatedAt)} by {updatedBy ? <AdminName id={updatedBy} /> : 'System'}
    </p>
  );
}
