import type { GstRateBand } from '@store/contracts';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { adminButton } from '../ui/states';
import { TAX_TEXT } from './constants';
import { bandToRow, emptyRow, rowToBand, validateRateTable, type RateBandRow } from './gst-rate-rules';
import { useSaveGstRatesMutation } from './tax-api';

const T = TAX_TEXT.rates;

interface RateTableValues {
  bands: RateBandRow[];
}

const resolver: Resolver<RateTableValues> = async (values) => {
  const problems = validateRateTable(values.bands);
  if (!problems) return { values, errors: {} };
  const bands =
    'table' in problems
      ? { type: 'validate', message: problems.table }
      : problems.rows.map((row) =>
          Object.keys(row).length
            ? Object.fromEntries(Object.entries(row).map(([field, message]) => [field, { type: 'validate', message }]))
            : undefined,
        );
  return { values: {}, errors: { bands } as FieldErrors<RateTableValues> };
};

/** A server field error's param: 'bands.3.rate' (one box) or 'bands' (the whole table). */
const SERVER_PARAM = /^bands(?:\.(\d+)\.(chapter|validFrom|upTo|rate))?$/;

const COLUMNS: { field: keyof RateBandRow; label: string; input: Record<string, string | number> }[] = [
  { field: 'chapter', label: 'HSN chapter', input: { inputMode: 'numeric', maxLength: 2, placeholder: '61' } },
  { field: 'validFrom', label: 'Valid from', input: { type: 'date' } },
  {
    field: 'upTo',
    label: 'Value limit per piece (₹)',
    input: { type: 'number', min: 0, step: 0.01, placeholder: T.noLimit },
  },
  { field: 'rate', label: 'Rate (%)', input: { type: 'number', min: 0, max: 40, step: 0.01 } },
];

/** The table of rate bands, edited in place and saved as a whole (one change, one event). */
export function RateBandsForm({ bands }: { bands: GstRateBand[] }) {
  const [save] = useSaveGstRatesMutation();
  const { control, register, handleSubmit, setError, formState } = useForm<RateTableValues>({
    defaultValues: { bands: bands.map(bandToRow) },
    resolver,
  });
  const rows = useFieldArray({ control, name: 'bands' });
  const tableError = formState.errors.bands?.message ?? formState.errors.bands?.root?.message;
  const errorOf = (index: number, field: keyof RateBandRow) => formState.errors.bands?.[index]?.[field]?.message;

  const submit = handleSubmit(async (values) => {
    const result = await save({ bands: values.bands.map(rowToBand) });
    if ('error' in result) {
      const errors = (result.error as { data?: { errors?: { param: string; msg: string }[] } }).data?.errors ?? [];
      for (const { param, msg } of errors) {
        const match = SERVER_PARAM.exec(param);
        if (!match) continue;
        const [, index, field] = match;
        setError(index ? `bands.${Number(index)}.${field as keyof RateBandRow}` : 'bands', {
          type: 'server',
          message: msg,
        });
      }
      toast.error(messageOr(result.error, T.saveFailed));
      return;
    }
    toast.success(result.data.message || T.saved);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="GST rate bands" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="text-xs text-neutral-700 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.field} scope="col" className="px-1 py-2">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="px-1 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => (
              <tr key={row.id} className="border-t border-neutral-100 align-top">
                {COLUMNS.map(({ field, label, input }) => {
                  const error = errorOf(index, field);
                  const errorId = `band-${row.id}-${field}-error`;
                  return (
                    <td key={field} className="px-1 py-2">
                      <input
                        aria-label={`${label}, row ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        className={`w-full rounded-md border px-2 py-1.5 text-sm ${error ? 'border-brand' : 'border-neutral-300'}`}
                        {...input}
                        {...register(`bands.${index}.${field}`)}
                      />
                      {error && (
                        <p id={errorId} className="mt-0.5 text-xs font-medium text-brand-dark">
                          {error}
                        </p>
                      )}
                    </td>
                  );
                })}
                <td className="px-1 py-2">
                  <button
                    type="button"
                    className={adminButton.small}
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => rows.remove(index)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.fields.length === 0 && <p className="py-4 text-sm text-neutral-700">{T.empty}</p>}
      {tableError && (
        <p role="alert" className="mt-3 text-sm font-semibold text-brand-dark">
          {tableError}
        </p>
      )}
      <p className="mt-4 text-sm text-neutral-700">{T.note}</p>
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <button type="button" className={adminButton.secondary} onClick={() => rows.append(emptyRow())}>
          Add band
        </button>
        <button type="submit" className={adminButton.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save rates'}
        </button>
      </div>
    </form>
  );
}
