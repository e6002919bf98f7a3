import { deliveryRangeText, DELIVERY_MESSAGES as M, isPincode } from '@store/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { messageOr } from '../api-error';
import { local, readText, writeText } from '../storage';
import { DELIVERY_TEXT as T, PINCODE_STORAGE_KEY } from './constants';
import { useLazyDeliveryEstimateQuery } from './delivery-api';

/**
 * "Check delivery" (product page, cart, checkout): a pincode and its answer, 'Delivery by Tue 2 Dec
 * – Thu 4 Dec' or that the store does not deliver there. The last pincode checked is remembered
 * on this device and checked again on the next page that shows the widget.
 */
export function CheckDelivery({ className = '' }: { className?: string }) {
  const id = useId();
  const [pincode, setPincode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, result] = useLazyDeliveryEstimateQuery();

  function run(value: string) {
    if (!isPincode(value)) {
      setProblem(M.pincodeInvalid);
      return;
    }
    setProblem(null);
    writeText(local(), PINCODE_STORAGE_KEY, value);
    void check(value, true);
  }

  useEffect(() => {
    const remembered = readText(local(), PINCODE_STORAGE_KEY);
    if (remembered && isPincode(remembered)) {
      setPincode(remembered);
      void check(remembered, true);
    }
  }, [check]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(pincode.trim());
  };

  const answer = result.data;
  const shown = !problem && !result.isFetching && result.originalArgs === pincode.trim();
  let status: { text: string; ok: boolean } | null = null;
  if (problem) status = { text: problem, ok: false };
  else if (shown && result.isError) status = { text: messageOr(result.error, T.failed), ok: false };
  else if (shown && answer?.serviceable && answer.from && answer.to)
    status = { text: deliveryRangeText(answer.from, answer.to), ok: true };
  else if (shown && answer && !answer.serviceable)
    status = { text: answer.message ?? M.notServiceable(answer.pincode), ok: false };

  return (
    <form onSubmit={submit} noValidate aria-label={T.title} className={`space-y-2 ${className}`}>
      <label htmlFor={`${id}-pincode`} className="block text-sm font-bold tracking-wide uppercase">
        {T.title}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-pincode`}
          aria-label={T.label}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={T.placeholder}
          value={pincode}
          aria-invalid={problem ? true : undefined}
          aria-describedby={status ? `${id}-status` : undefined}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          className="w-36 rounded-md border border-neutral-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={result.isFetching}
          className="rounded-md border border-neutral-900 px-4 py-2 text-sm font-semibold"
        >
          {result.isFetching ? T.checking : T.check}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`min-h-5 text-sm ${status?.ok ? 'text-green-800' : 'font-medium text-brand-dark'}`}
      >
        {status?.text ?? ''}
      </p>
    </form>
  );
}
