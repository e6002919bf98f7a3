import { RETURN_LIMITS, type ReturnRequestView } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { useCarriersQuery } from '../fulfilment/fulfilment-api';
import { ConfirmAction } from '../ui/ConfirmDialog';
import { adminButton } from '../ui/states';
import { RETURNS_TEXT as T } from './constants';
import { awbProblem, rejectProblem, returnRejectConfirmation } from './return-action-rules';
import type { useReturnStep } from './use-return-step';

type Step = ReturnType<typeof useReturnStep>;
const input = 'rounded-md border border-neutral-300 px-3 py-2 text-sm';
const fieldError = 'text-sm font-medium text-red-700';

/** Approve with a pickup the store books (carrier from the Carriers list and its AWB) or with the customer shipping it. */
export function ApproveForm({ request, step }: { request: ReturnRequestView; step: Step }) {
  const carriers = useCarriersQuery();
  const [mode, setMode] = useState<'pickup' | 'customer'>('pickup');
  const [carrier, setCarrier] = useState('');
  const [awb, setAwb] = useState('');
  const [error, setError] = useState<string>();
  const choices = carriers.data?.carriers ?? [];
  const chosen = carrier || choices[0]?.name || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = mode === 'pickup' ? awbProblem(awb) : undefined;
    setError(problem);
    if (problem) return;
    await step.run({
      returnId: request.returnId,
      action: 'approve',
      body: {
        expectedVersion: request.version,
        pickup: mode === 'pickup' ? { carrier: chosen, awb: awb.trim() } : null,
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={T.approve.title} className="space-y-3">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">How the parcel comes back</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="approve-mode" checked={mode === 'pickup'} onChange={() => setMode('pickup')} />
          {T.approve.pickup}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="approve-mode" checked={mode === 'customer'} onChange={() => setMode('customer')} />
          {T.approve.customerShips}
        </label>
      </fieldset>
      {mode === 'pickup' && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-semibold">
            {T.approve.carrier}
            <select value={chosen} onChange={(event) => setCarrier(event.target.value)} className={input}>
              {choices.map((choice) => (
                <option key={choice.name} value={choice.name}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold">
            {T.approve.awb}
            <input
              type="text"
              maxLength={30}
              value={awb}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setAwb(event.target.value)}
              className={`w-48 font-mono ${input}`}
            />
          </label>
        </div>
      )}
      {error && <p className={fieldError}>{error}</p>}
      <button type="submit" className={adminButton.primary} disabled={step.busy || (mode === 'pickup' && !chosen)}>
        {T.approve.submit}
      </button>
    </form>
  );
}

/** Reject with the reason the shopper reads (asked first: it is final and e-mailed). */
export function RejectForm({ request, step }: { request: ReturnRequestView; step: Step }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const problem = rejectProblem(reason);
    setError(problem);
    if (!problem) setAsking(true);
  };
  const confirm = async () => {
    await step.run({
      returnId: request.returnId,
      action: 'reject',
      body: { expectedVersion: request.version, reason: reason.trim() },
    });
    setAsking(false);
  };

  return (
    <form onSubmit={ask} noValidate aria-label={T.reject.title} className="space-y-2">
      <label className="flex flex-col gap-1 text-xs font-semibold">
        {T.reject.reason}
        <textarea
          rows={2}
          maxLength={RETURN_LIMITS.rejectReasonMax}
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
          className={input}
        />
      </label>
      {error && <p className={fieldError}>{error}</p>}
      <button type="submit" className={adminButton.danger} disabled={step.busy}>
        {T.reject.submit}
      </button>
      {asking && (
        <ConfirmAction
          confirmation={returnRejectConfirmation(request.number)}
          busy={step.busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </form>
  );
}
