import { TAX_SETTINGS_MESSAGES as M } from '@store/contracts';
import { someTaxSettings } from '../../../testing/tax-fixtures';
import { formToRequest, settingsToForm, validateTaxSettings, type TaxSettingsFormValues } from './tax-settings-rules';

const form = (overrides: Partial<TaxSettingsFormValues> = {}) => ({
  ...settingsToForm(someTaxSettings()),
  ...overrides,
});
const errorsOf = (overrides: Partial<TaxSettingsFormValues> = {}) =>
  validateTaxSettings(formToRequest(form(overrides)));

describe('business and tax settings rules', () => {
  it('accepts the settings as saved, and a GSTIN typed in lower case with spaces around it', () => {
    expect(errorsOf()).toEqual({});
    expect(errorsOf({ gstin: ' 29aajct1234m1zz ' })).toEqual({});
    expect(formToRequest(form({ gstin: ' 29aajct1234m1zz ', invoiceSeries: 'inv ' }))).toMatchObject({
      gstin: '29AAJCT1234M1ZZ',
      invoiceSeries: 'INV',
      hsnDigits: 4,
    });
  });

  it("requires the legal name and the address: 'Legal name is required', 'Address is required'", () => {
    expect(errorsOf({ legalName: ' ', address: '' })).toEqual({
      legalName: M.legalNameRequired,
      address: M.addressRequired,
    });
  });

  it('checks the GSTIN: its shape, its check character, and a state code matching the chosen state', () => {
    expect(errorsOf({ gstin: '29AAJCT1234M1Z' }).gstin).toBe(M.gstinFormat);
    expect(errorsOf({ gstin: '29AAJCT1234M1Z5' }).gstin).toBe(M.gstinChecksum);
    expect(errorsOf({ gstin: '99AAJCT1234M1ZZ' }).gstin).toBe(M.gstinState);
    expect(errorsOf({ gstin: '27AAJCT1234M1Z3' }).gstin).toBe(M.gstinState);
    expect(errorsOf({ gstin: '27AAJCT1234M1Z3', state: 'Maharashtra' })).toEqual({});
  });

  it("refuses a state that is not one of India's: 'Please select a valid state'", () => {
    expect(errorsOf({ state: '' }).state).toBe(M.stateInvalid);
  });

  it('takes series prefixes of 1 to 4 capitals or digits, different from each other', () => {
    expect(errorsOf({ invoiceSeries: 'INVOICE' }).invoiceSeries).toBe(M.seriesPrefix);
    expect(errorsOf({ creditNoteSeries: 'C-N' }).creditNoteSeries).toBe(M.seriesPrefix);
    expect(errorsOf({ creditNoteSeries: 'inv' }).creditNoteSeries).toBe(M.seriesDistinct);
    expect(errorsOf({ invoiceSeries: 'TF26', creditNoteSeries: 'CN26' })).toEqual({});
  });

  it('sends 6 HSN digits when 6 is chosen', () => {
    expect(formToRequest(form({ hsnDigits: '6' })).hsnDigits).toBe(6);
  });
});
