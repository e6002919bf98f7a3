import {
  BUYER_GSTIN_MESSAGES,
  gstinProblem,
  gstStateByName,
  normaliseGstin,
  SERIES_PREFIX_PATTERN,
  TAX_SETTINGS_MESSAGES as M,
} from '@store/contracts';
import type { TaxSettingsValues } from './tax-document-events';

export interface FieldProblem {
  param: keyof TaxSettingsValues;
  msg: string;
}

/** The settings as saved: text trimmed, the GSTIN and the series prefixes in capitals. */
export function normaliseTaxSettings(values: TaxSettingsValues): TaxSettingsValues {
  return {
    legalName: values.legalName.trim(),
    tradeName: values.tradeName.trim(),
    address: values.address.trim(),
    state: values.state.trim(),
    gstin: normaliseGstin(values.gstin),
    invoiceSeries: values.invoiceSeries.trim().toUpperCase(),
    creditNoteSeries: values.creditNoteSeries.trim().toUpperCase(),
    hsnDigits: values.hsnDigits,
  };
}

const GSTIN_MESSAGES = { format: M.gstinFormat, checksum: M.gstinChecksum, state: M.gstinState } as const;

/**
 * What is wrong with the business and tax settings, field by field (empty when nothing), judged
 * as they would be saved (normalised): the GSTIN's shape and check character, and its state code
 * against the business's state.
 */
export function taxSettingsProblems(input: TaxSettingsValues): FieldProblem[] {
  const values = normaliseTaxSettings(input);
  const problems: FieldProblem[] = [];
  if (!values.legalName) problems.push({ param: 'legalName', msg: M.legalNameRequired });
  if (!values.address) problems.push({ param: 'address', msg: M.addressRequired });
  const state = gstStateByName(values.state);
  if (!state) problems.push({ param: 'state', msg: M.stateInvalid });
  const gstin = gstinProblem(values.gstin);
  if (gstin) problems.push({ param: 'gstin', msg: GSTIN_MESSAGES[gstin] });
  else if (state && values.gstin.slice(0, 2) !== state.code) problems.push({ param: 'gstin', msg: M.gstinState });
  const invoiceSeriesValid = SERIES_PREFIX_PATTERN.test(values.invoiceSeries);
  const creditNoteSeriesValid = SERIES_PREFIX_PATTERN.test(values.creditNoteSeries);
  if (!invoiceSeriesValid) problems.push({ param: 'invoiceSeries', msg: M.seriesPrefix });
  if (!creditNoteSeriesValid) problems.push({ param: 'creditNoteSeries', msg: M.seriesPrefix });
  if (invoiceSeriesValid && creditNoteSeriesValid && values.invoiceSeries === values.creditNoteSeries) {
    problems.push({ param: 'creditNoteSeries', msg: M.seriesDistinct });
  }
  if (values.hsnDigits !== 4 && values.hsnDigits !== 6) problems.push({ param: 'hsnDigits', msg: M.hsnDigits });
  return problems;
}

/**
 * Why the GSTIN a business buyer typed at checkout is not valid, or null when it is (or the
 * optional field is left empty): its shape, or its check character and state code.
 */
export function buyerGstinProblem(value: string): string | null {
  const gstin = normaliseGstin(value);
  if (gstin === '') return null;
  const problem = gstinProblem(gstin);
  if (problem === null) return null;
  return problem === 'format' ? BUYER_GSTIN_MESSAGES.format : BUYER_GSTIN_MESSAGES.checksum;
}
