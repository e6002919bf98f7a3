import {
  gstinProblem,
  gstStateByName,
  normaliseGstin,
  SERIES_PREFIX_PATTERN,
  TAX_SETTINGS_MESSAGES as M,
  type GstinProblem,
  type TaxSettings,
} from '@store/contracts';
import type { TaxSettingsRequest } from '@store/contracts/requests';

/** The form's values: text as typed, the HSN digits as the radio's value. */
export interface TaxSettingsFormValues {
  legalName: string;
  tradeName: string;
  address: string;
  state: string;
  gstin: string;
  invoiceSeries: string;
  creditNoteSeries: string;
  hsnDigits: '4' | '6';
}

const FIELDS: ReadonlySet<string> = new Set<keyof TaxSettingsFormValues>([
  'legalName',
  'tradeName',
  'address',
  'state',
  'gstin',
  'invoiceSeries',
  'creditNoteSeries',
  'hsnDigits',
]);

/** A server field error's param that names one of the form's fields. */
export const isSettingsField = (param: string): param is keyof TaxSettingsFormValues => FIELDS.has(param);

export type TaxSettingsErrors = Partial<Record<keyof TaxSettingsFormValues, string>>;

export const settingsToForm = (settings: TaxSettings): TaxSettingsFormValues => ({
  legalName: settings.legalName,
  tradeName: settings.tradeName,
  address: settings.address,
  state: settings.state,
  gstin: settings.gstin,
  invoiceSeries: settings.invoiceSeries,
  creditNoteSeries: settings.creditNoteSeries,
  hsnDigits: settings.hsnDigits === 6 ? '6' : '4',
});

/** What the form sends: trimmed, the GSTIN and the series prefixes in capitals. */
export const formToRequest = (values: TaxSettingsFormValues): TaxSettingsRequest => ({
  legalName: values.legalName.trim(),
  tradeName: values.tradeName.trim(),
  address: values.address.trim(),
  state: values.state,
  gstin: normaliseGstin(values.gstin),
  invoiceSeries: values.invoiceSeries.trim().toUpperCase(),
  creditNoteSeries: values.creditNoteSeries.trim().toUpperCase(),
  hsnDigits: values.hsnDigits === '6' ? 6 : 4,
});

const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: M.gstinFormat,
  checksum: M.gstinChecksum,
  state: M.gstinState,
};

/** The GSTIN's own problem, else a state code other than the business's state's. */
function gstinError(gstin: string, state: string): string | undefined {
  const problem = gstinProblem(gstin);
  if (problem) return GSTIN_MESSAGES[problem];
  const chosen = gstStateByName(state);
  return chosen && gstin.slice(0, 2) !== chosen.code ? M.gstinState : undefined;
}

/** The server's rules, with its messages, checked before a save (a request as formToRequest makes it). */
export function validateTaxSettings(request: TaxSettingsRequest): TaxSettingsErrors {
  const errors: TaxSettingsErrors = {};
  if (!request.legalName) errors.legalName = M.legalNameRequired;
  if (!request.address) errors.address = M.addressRequired;
  if (!gstStateByName(request.state)) errors.state = M.stateInvalid;
  const gstin = gstinError(request.gstin, request.state);
  if (gstin) errors.gstin = gstin;
  if (!SERIES_PREFIX_PATTERN.test(request.invoiceSeries)) errors.invoiceSeries = M.seriesPrefix;
  if (!SERIES_PREFIX_PATTERN.test(request.creditNoteSeries)) errors.creditNoteSeries = M.seriesPrefix;
  else if (request.creditNoteSeries === request.invoiceSeries) errors.creditNoteSeries = M.seriesDistinct;
  if (request.hsnDigits !== 4 && request.hsnDigits !== 6) errors.hsnDigits = M.hsnDigits;
  return errors;
}
