import { formatRupees, type ReturnRequestView } from '@store/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useCarriersQuery } from '../fulfilment/fulfilment-api';
import { newId } from '../orders/OrderNoteForm';
import { ConfirmAction } from '../ui/ConfirmDialog';
import { adminButton } from '../ui/states';
import { RETURNS_TEXT as T } from './constants';
import {
  awbProblem,
  receivedBody,
  receivedPrefill,
  receivedProblems,
  refundBody,
  refundPrefill,
  refundProblems,
  refundTotal,
  refundableLines,
  returnLineLabel,
  returnRefundConfirmation,
  type ReceivedCounts,
} from './return-action-rules';
import type { useReturnStep } from './use-return-step';

type Step = ReturnType<typeof useReturnStep>;
const input = 'rounded-md border border-neutral-300 px-2 py-1 text-sm';
const fieldError = 'text-sm font-medium text-red-700';
const count = (value: string) => Math.max(0, Math.floor(Number(value) || 0));

/** Mark received: each line's units in good condition (back to stock) and damaged (not restocked). */
export function ReceiveForm({ request, step }: { request: ReturnRequestView; step: Step }) {
  const [counts, setCounts] = useState<ReceivedCounts>(() => receivedPrefill(request.lines));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (line: number, condition: 'good' | 'damaged', value: string) =>
    setCounts({ ...counts, [line]: { ...(counts[line] ?? { good: 0, damaged: 0 }), [condition]: count(value) } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = receivedProblems(request.lines, counts);
    setProblems(found);
    if (Object.keys(found).length) return;
    await step.run({
      returnId: request.returnId,
      action: 'receive',
      body: { expectedVersion: request.version, lines: receivedBody(request.lines, counts) },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={T.receive.title} className="space-y-2">
      <p className="text-xs text-neutral-700">{T.receive.hint}</p>
      <ul className="space-y-2">
        {request.lines.map((line) => {
          const label = returnLineLabel(line);
          return (
            <li key={line.line} className="text-sm">
              <p className="font-semibold">
                {line.quantity} × {label}
              </p>
              <div className="mt-1 flex flex-wrap gap-3">
                <label className="flex items-center gap-2">
                  <input
                    type="number"
                    min={0}
                    max={line.quantity}
                    aria-label={T.receive.good(label)}
                    value={counts[line.line]?.good ?? 0}
                    onChange={(event) => set(line.line, 'good', event.target.value)}
                    className={`w-16 ${input}`}
                  />
                  good
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="number"
                    min={0}
                    max={line.quantity}
                    aria-label={T.receive.damaged(label)}
                    value={counts[line.line]?.damaged ?? 0}
                    onChange={(event) => set(line.line, 'damaged', event.target.value)}
                    className={`w-16 ${input}`}
                  />
                  damaged
                </label>
              </div>
              {problems[`line-${line.line}`] && <p className={fieldError}>{problems[`line-${line.line}`]}</p>}
            </li>
          );
        })}
      </ul>
      {problems.lines && <p className={fieldError}>{problems.lines}</p>}
      <button type="submit" className={adminButton.primary} disabled={step.busy}>
        {T.receive.submit}
      </button>
    </form>
  );
}

/** Refund the received lines, an amount each prefilled with what was paid for them, asked first; one refund id per refund. */
export function RefundForm({ request, step }: { request: ReturnRequestView; step: Step }) {
  const [amounts, setAmounts] = useState<Record<number, string>>(() => refundPrefill(request.lines));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<number | null>(null);
  const refundId = useRef(newId());
  const lines = refundableLines(request.lines);
  const total = refundTotal(refundBody(request.lines, amounts).filter((line) => Number.isFinite(line.amount)));

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const found = refundProblems(request.lines, amounts);
    setProblems(found);
    if (!Object.keys(found).length) setAsked(total);
  };
  const confirm = async () => {
    await step.run({
      returnId: request.returnId,
      action: 'refund',
      body: { expectedVersion: request.version, refundId: refundId.current, lines: refundBody(request.lines, amounts) },
    });
    refundId.current = newId();
    setAsked(null);
  };

  return (
    <form onSubmit={ask} noValidate aria-label={T.refund.title} className="space-y-2">
      <ul className="space-y-2">
        {lines.map((line) => {
          const label = returnLineLabel(line);
          return (
            <li key={line.line} className="text-sm">
              <label className="flex flex-wrap items-center gap-2">
                <span className="min-w-48 flex-1">
                  {line.receivedGood + line.receivedDamaged} × {label} · paid {formatRupees(line.unitPrice)} each
                </span>
                <input
                  type="text"
                  inputMode="decimal"
                  aria-label={T.refund.amount(label)}
                  value={amounts[line.line] ?? ''}
                  onChange={(event) => setAmounts({ ...amounts, [line.line]: event.target.value })}
                  className={`w-28 ${input}`}
                />
              </label>
              {problems[`line-${line.line}`] && <p className={fieldError}>{problems[`line-${line.line}`]}</p>}
            </li>
          );
        })}
      </ul>
      <button type="submit" className={adminButton.danger} disabled={step.busy || lines.length === 0}>
        {T.refund.submit(formatRupees(total))}
      </button>
      {asked !== null && (
        <ConfirmAction
          confirmation={returnRefundConfirmation(request.number, asked)}
          busy={step.busy}
          onCancel={() => setAsked(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </form>
  );
}

/** A size exchange: ship the wanted size or colour (reserved at approval) at no charge, with a carrier and AWB. */
export function ExchangeForm({ request, step }: { request: ReturnRequestView; step: Step }) {
  const carriers = useCarriersQuery();
  const [carrier, setCarrier] = useState('');
  const [awb, setAwb] = useState('');
  const [error, setError] = useState<string>();
  const choices = carriers.data?.carriers ?? [];
  const chosen = carrier || choices[0]?.name || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = awbProblem(awb);
    setError(problem);
    if (problem) return;
    await step.run({
      returnId: request.returnId,
      action: 'exchange',
      body: { expectedVersion: request.version, carrier: chosen, awb: awb.trim() },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={T.exchange.title} className="space-y-2">
      <ul className="text-sm">
        {request.lines
          .filter((line) => line.exchange)
          .map((line) => (
            <li key={line.line}>
              {line.quantity} × {line.name}: {line.colorName ?? 'Original'}, {line.size} →{' '}
              <strong>
                {line.exchange!.colorName ?? 'Original'}, {line.exchange!.size}
              </strong>
            </li>
          ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-xs font-semibold">
          {T.exchange.carrier}
          <select value={chosen} onChange={(event) => setCarrier(event.target.value)} className={input}>
            {choices.map((choice) => (
              <option key={choice.name} value={choice.name}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold">
          {T.exchange.awb}
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
      {error && <p className={fieldError}>{error}</p>}
      <button type="submit" className={adminButton.primary} disabled={step.busy || !chosen}>
        {T.exchange.submit}
      </button>
    </form>
  );
}
