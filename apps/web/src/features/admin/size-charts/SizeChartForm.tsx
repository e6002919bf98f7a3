import { CATEGORIES, SIZES, type MeasurementUnit, type SizeChartScope } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { adminButton } from '../ui/states';
import { SIZE_CHARTS_TEXT as T } from './constants';
import { measurementNames, requestOf, type SizeChartDraft } from './size-chart-draft';
import { useSaveSizeChartMutation } from './size-charts-api';

const SCOPES = [
  { value: 'category', label: 'A category' },
  { value: 'product', label: 'One product (by id)' },
];
const UNITS = [
  { value: 'cm', label: 'Centimetres' },
  { value: 'in', label: 'Inches' },
];

/** One chart's editor: whose it is, the unit, the measurement names, a value per size, how to measure. */
export function SizeChartForm({ initial, onDone }: { initial: SizeChartDraft; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [save, { isLoading }] = useSaveSizeChartMutation();
  const names = measurementNames(draft);
  const change = (patch: Partial<SizeChartDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setValue = (size: string, index: number, value: string) =>
    setDraft((current) => {
      const row = [...(current.values[size] ?? [])];
      row[index] = value.slice(0, 8);
      return { ...current, values: { ...current.values, [size]: row } };
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = requestOf(draft);
    if ('problem' in checked) return setProblem(checked.problem.message);
    setProblem(undefined);
    try {
      const saved = await save({ scope: draft.scope, target: draft.target.trim(), body: checked.request }).unwrap();
      toast.success(saved.message ?? 'Size chart saved');
      onDone();
    } catch (error) {
      setProblem(messageOr(error, T.saveFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Chart for"
          options={SCOPES}
          value={draft.scope}
          onChange={(event) => {
            const scope = event.target.value as SizeChartScope;
            change({ scope, target: scope === 'category' ? CATEGORIES[0] : '' });
          }}
        />
        {draft.scope === 'category' ? (
          <SelectField
            label="Category"
            options={CATEGORIES.map((category) => ({ value: category, label: category }))}
            value={draft.target}
            onChange={(event) => change({ target: event.target.value })}
          />
        ) : (
          <TextField
            label="Product id"
            value={draft.target}
            maxLength={64}
            onChange={(event) => change({ target: event.target.value })}
          />
        )}
        <SelectField
          label="Unit"
          options={UNITS}
          value={draft.unit}
          onChange={(event) => change({ unit: event.target.value as MeasurementUnit })}
        />
      </div>
      <TextField
        label="Measurements"
        hint={T.measurementsHint}
        value={draft.measurements}
        maxLength={200}
        onChange={(event) => change({ measurements: event.target.value })}
      />
      <div>
        <p className="text-sm text-neutral-700">{T.rowsHint}</p>
        <div className="mt-2 overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3 text-left">
                  Size
                </th>
                {names.map((name) => (
                  <th key={name} scope="col" className="py-1 pr-3 text-left">
                    {name} ({draft.unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SIZES.map((size) => (
                <tr key={size}>
                  <th scope="row" className="py-1 pr-3 text-left font-semibold">
                    {size}
                  </th>
                  {names.map((name, index) => (
                    <td key={name} className="py-1 pr-3">
                      <input
                        aria-label={`${size} ${name}`}
                        inputMode="decimal"
                        value={draft.values[size]?.[index] ?? ''}
                        onChange={(event) => setValue(size, index, event.target.value)}
                        className="w-20 rounded-md border border-neutral-300 px-2 py-1.5"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div>
        <label htmlFor="size-chart-note" className="mb-1 block text-sm font-semibold text-neutral-800">
          How to measure
        </label>
        <textarea
          id="size-chart-note"
          rows={3}
          maxLength={1000}
          value={draft.howToMeasure}
          onChange={(event) => change({ howToMeasure: event.target.value })}
          className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={adminButton.primary} disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save chart'}
        </button>
        <button type="button" className={adminButton.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
