import {
  FIT_PREFERENCES,
  suggestSize,
  type FitPreference,
  type SizeChart,
  type SizeSuggestion,
} from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../shared/ui/buttons';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { FIT_LABELS, SIZE_GUIDE_TEXT as T } from './constants';
import { rememberBody, rememberedBody } from './find-my-size-memory';

interface FindMySizeProps {
  chart: SizeChart;
  /** Chooses the size in the page's size picker; absent or refusing (sold out) leaves only the suggestion. */
  onChoose?: (size: string) => boolean;
}

const FIT_OPTIONS = FIT_PREFERENCES.map((fit) => ({ value: fit, label: FIT_LABELS[fit] }));

/**
 * "Find my size": height, weight and fit give a suggested size by the contracts' rule
 * (`suggestSize`, the chart's chest or waist against an estimate); what was entered is kept for
 * the tab's session, so the next product's guide suggests at once.
 */
export function FindMySize({ chart, onChoose }: FindMySizeProps) {
  const remembered = rememberedBody();
  const [height, setHeight] = useState(remembered ? String(remembered.heightCm) : '');
  const [weight, setWeight] = useState(remembered ? String(remembered.weightKg) : '');
  const [fit, setFit] = useState<FitPreference>(remembered?.fit ?? 'regular');
  const [result, setResult] = useState<SizeSuggestion | null>(() =>
    remembered ? suggestSize(chart, remembered) : null,
  );
  const [choiceNote, setChoiceNote] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { heightCm: Number(height || Number.NaN), weightKg: Number(weight || Number.NaN), fit };
    const suggestion = suggestSize(chart, body);
    setResult(suggestion);
    setChoiceNote(undefined);
    if (suggestion.ok) rememberBody(body);
  }

  const fieldError = (field: 'heightCm' | 'weightKg') =>
    result && !result.ok && result.field === field ? result.message : undefined;

  return (
    <section
      aria-labelledby="find-my-size-title"
      className="mt-6 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <h3 id="find-my-size-title" className="text-sm font-bold tracking-wide uppercase">
        {T.findMySize}
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-3">
        <TextField
          label={T.height}
          inputMode="numeric"
          value={height}
          onChange={(event) => setHeight(event.target.value.slice(0, 5))}
          error={fieldError('heightCm')}
        />
        <TextField
          label={T.weight}
          inputMode="numeric"
          value={weight}
          onChange={(event) => setWeight(event.target.value.slice(0, 5))}
          error={fieldError('weightKg')}
        />
        <SelectField
          label={T.fit}
          options={FIT_OPTIONS}
          value={fit}
          onChange={(event) => setFit(event.target.value as FitPreference)}
        />
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClass.dark}>
            {T.suggest}
          </button>
        </div>
      </form>
      {result?.ok && (
        <div role="status" className="mt-4 space-y-2">
          <p className="text-base font-bold">{T.suggestion(result.size)}</p>
          <p className="text-xs text-neutral-600">{T.basis(result.measurement, result.estimatedCm)}</p>
          {onChoose && (
            <button
              type="button"
              className={buttonClass.outline}
              onClick={() => setChoiceNote(onChoose(result.size) ? undefined : T.soldOut(result.size))}
            >
              {T.choose(result.size)}
            </button>
          )}
          {choiceNote && <p className="text-sm text-brand-dark">{choiceNote}</p>}
        </div>
      )}
      {result && !result.ok && result.field === 'chart' && (
        <p role="status" className="mt-4 text-sm text-neutral-700">
          {result.message}
        </p>
      )}
    </section>
  );
}
