import type { PincodeRule } from '@store/contracts';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { adminButton } from '../ui/states';
import { DELIVERY_AREAS_TEXT as T } from './constants';
import { useSavePincodeRulesMutation } from './delivery-areas-api';
import { emptyRow, ruleToRow, rowToRule, type PincodeRuleRow } from './pincode-rule-rows';

interface RulesValues {
  rules: PincodeRuleRow[];
}

/** A server field error's param: 'rules.3.maxDays' (one box) or 'rules' (the whole table). */
const SERVER_PARAM = /^rules(?:\.(\d+)\.(prefix|area|serviceable|minDays|maxDays))?$/;

const BOXES: {
  field: 'prefix' | 'area' | 'minDays' | 'maxDays';
  label: string;
  input: Record<string, string | number>;
}[] = [
  { field: 'prefix', label: 'Prefix', input: { inputMode: 'numeric', maxLength: 6, placeholder: '110' } },
  { field: 'area', label: 'Area', input: { maxLength: 100 } },
  { field: 'minDays', label: 'Min days', input: { type: 'number', min: 0, max: 60, step: 1 } },
  { field: 'maxDays', label: 'Max days', input: { type: 'number', min: 0, max: 60, step: 1 } },
];

/** The table of pincode prefixes, edited in place and saved whole (one change, one event with its admin). */
export function PincodeRulesForm({ rules }: { rules: PincodeRule[] }) {
  const [save] = useSavePincodeRulesMutation();
  const { control, register, handleSubmit, setError, watch, formState } = useForm<RulesValues>({
    defaultValues: { rules: rules.map(ruleToRow) },
  });
  const rows = useFieldArray({ control, name: 'rules' });
  const tableError = formState.errors.rules?.message ?? formState.errors.rules?.root?.message;
  const errorOf = (index: number, field: keyof PincodeRuleRow) => formState.errors.rules?.[index]?.[field]?.message;

  const submit = handleSubmit(async (values) => {
    const result = await save({ rules: values.rules.map(rowToRule) });
    if ('error' in result) {
      const errors = (result.error as { data?: { errors?: { param: string; msg: string }[] } }).data?.errors ?? [];
      for (const { param, msg } of errors) {
        const match = SERVER_PARAM.exec(param);
        if (!match) continue;
        const [, index, field] = match;
        const name = (index ? `rules.${Number(index)}.${field}` : 'rules') as FieldPath<RulesValues>;
        setError(name, { type: 'server', message: msg });
      }
      toast.error(messageOr(result.error, T.saveFailed));
      return;
    }
    toast.success(result.data.message || 'Delivery areas saved');
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Delivery areas" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="text-xs text-neutral-700 uppercase">
            <tr>
              <th scope="col" className="px-1 py-2">
                Prefix
              </th>
              <th scope="col" className="px-1 py-2">
                Area
              </th>
              <th scope="col" className="px-1 py-2">
                Delivers
              </th>
              <th scope="col" className="px-1 py-2">
                Min days
              </th>
              <th scope="col" className="px-1 py-2">
                Max days
              </th>
              <th scope="col" className="px-1 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => {
              const serviceable = watch(`rules.${index}.serviceable`);
              const box = ({ field, label, input }: (typeof BOXES)[number]) => {
                const error = errorOf(index, field);
                const errorId = `rule-${row.id}-${field}-error`;
                const days = field === 'minDays' || field === 'maxDays';
                return (
                  <td key={field} className="px-1 py-2">
                    <input
                      aria-label={`${label}, row ${index + 1}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      disabled={days && !serviceable}
                      className={`w-full rounded-md border px-2 py-1.5 text-sm disabled:bg-neutral-100 ${error ? 'border-brand' : 'border-neutral-300'}`}
                      {...input}
                      {...register(`rules.${index}.${field}`)}
                    />
                    {error && (
                      <p id={errorId} className="mt-0.5 text-xs font-medium text-brand-dark">
                        {error}
                      </p>
                    )}
                  </td>
                );
              };
              return (
                <tr key={row.id} className="border-t border-neutral-100 align-top">
                  {box(BOXES[0])}
                  {box(BOXES[1])}
                  <td className="px-1 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Delivers, row ${index + 1}`}
                      className="mt-2 size-4"
                      {...register(`rules.${index}.serviceable`)}
                    />
                  </td>
                  {box(BOXES[2])}
                  {box(BOXES[3])}
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
              );
            })}
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
          Add prefix
        </button>
        <button type="submit" className={adminButton.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save delivery areas'}
        </button>
      </div>
    </form>
  );
}
