import { INDIAN_STATES, type TaxSettings } from '@store/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrors, messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { rulesResolver } from '../ui/rules-resolver';
import { adminButton } from '../ui/states';
import { TAX_TEXT } from './constants';
import { useSaveTaxSettingsMutation } from './tax-api';
import {
  formToRequest,
  isSettingsField,
  settingsToForm,
  validateTaxSettings,
  type TaxSettingsFormValues,
} from './tax-settings-rules';

const T = TAX_TEXT.settings;
const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

const resolver = rulesResolver<TaxSettingsFormValues>((values) => validateTaxSettings(formToRequest(values)));

/** The seller's legal details, GSTIN, series and HSN digits, checked as the server checks them. */
export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const [save] = useSaveTaxSettingsMutation();
  const { register, handleSubmit, setError, formState } = useForm<TaxSettingsFormValues>({
    defaultValues: settingsToForm(settings),
    resolver,
  });
  const errorOf = (field: keyof TaxSettingsFormValues) => formState.errors[field]?.message;
  const addressId = useId();
  const hsnErrorId = useId();

  const submit = handleSubmit(async (values) => {
    const result = await save(formToRequest(values));
    if ('error' in result) {
      for (const [field, message] of Object.entries(fieldErrors(result.error)))
        if (isSettingsField(field)) setError(field, { type: 'server', message });
      toast.error(messageOr(result.error, T.saveFailed));
      return;
    }
    toast.success(result.data.message || T.saved);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={T.title} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Legal name" required error={errorOf('legalName')} {...register('legalName')} />
        <TextField label="Trade name" error={errorOf('tradeName')} {...register('tradeName')} />
        <div className="md:col-span-2">
          <label htmlFor={addressId} className="mb-1 block text-sm font-semibold text-neutral-800">
            Address{' '}
            <span className="text-brand" aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            id={addressId}
            rows={3}
            aria-invalid={errorOf('address') ? true : undefined}
            aria-describedby={errorOf('address') ? `${addressId}-error` : undefined}
            className={`w-full rounded-md border px-3 py-2 text-sm ${errorOf('address') ? 'border-brand' : 'border-neutral-300'}`}
            {...register('address')}
          />
          {errorOf('address') && (
            <p id={`${addressId}-error`} className="mt-1 text-sm font-medium text-brand-dark">
              {errorOf('address')}
            </p>
          )}
        </div>
        <SelectField
          label="State"
          required
          placeholder="Select a state"
          options={STATE_OPTIONS}
          error={errorOf('state')}
          {...register('state')}
        />
        <TextField
          label="GSTIN"
          required
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
          error={errorOf('gstin')}
          {...register('gstin')}
        />
        <TextField
          label="Invoice series prefix"
          required
          hint="1 to 4 capital letters or digits: INV/2627/000001"
          error={errorOf('invoiceSeries')}
          {...register('invoiceSeries')}
        />
        <TextField
          label="Credit note series prefix"
          required
          hint="1 to 4 capital letters or digits, not the invoices'"
          error={errorOf('creditNoteSeries')}
          {...register('creditNoteSeries')}
        />
        <fieldset aria-describedby={errorOf('hsnDigits') ? hsnErrorId : undefined}>
          <legend className="mb-1 text-sm font-semibold text-neutral-800">HSN digits on invoices</legend>
          <div className="flex gap-5 text-sm">
            <label className="inline-flex items-center gap-2">
              <input type="radio" value="4" {...register('hsnDigits')} /> 4 digits
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" value="6" {...register('hsnDigits')} /> 6 digits
            </label>
          </div>
          {errorOf('hsnDigits') && (
            <p id={hsnErrorId} className="mt-1 text-sm font-medium text-brand-dark">
              {errorOf('hsnDigits')}
            </p>
          )}
        </fieldset>
      </div>
      <p className="mt-4 text-sm text-neutral-700">{T.effect}</p>
      <div className="mt-4 flex justify-end">
        <button type="submit" className={adminButton.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
