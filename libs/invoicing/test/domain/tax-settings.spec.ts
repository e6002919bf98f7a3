import { BUYER_GSTIN_MESSAGES, TAX_SETTINGS_MESSAGES as M } from '@store/contracts';
import { buyerGstinProblem, normaliseTaxSettings, taxSettingsProblems, type TaxSettingsValues } from '../../src/domain';

/** Karnataka (29) with a valid check character. */
const KARNATAKA_GSTIN = '29ABCDE1234F1ZW';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

const settings: TaxSettingsValues = {
  legalName: 'Sportswear Private Limited',
  tradeName: 'Sportswear',
  address: '12 MG Road, Bengaluru 560001',
  state: 'Karnataka',
  gstin: KARNATAKA_GSTIN,
  invoiceSeries: 'INV',
  creditNoteSeries: 'CN',
  hsnDigits: 4,
};

describe('business and tax settings', () => {
  it('given valid settings, then there is no problem', () => {
    expect(taxSettingsProblems(settings)).toEqual([]);
    expect(taxSettingsProblems({ ...settings, tradeName: '', hsnDigits: 6 })).toEqual([]);
  });

  it('requires the legal name and the address', () => {
    expect(taxSettingsProblems({ ...settings, legalName: '  ', address: '' })).toEqual([
      { param: 'legalName', msg: M.legalNameRequired },
      { param: 'address', msg: M.addressRequired },
    ]);
  });

  it('requires the state to be one of the GST states', () => {
    expect(taxSettingsProblems({ ...settings, state: 'Bangalore' })).toEqual([{ param: 'state', msg: M.stateInvalid }]);
  });

  it.each([
    ['too short', '29ABCDE1234F1Z', M.gstinFormat],
    ['without the Z', '29ABCDE1234F1YW', M.gstinFormat],
    ['with a wrong check character', '29ABCDE1234F1ZX', M.gstinChecksum],
    ['with a code of no state', '99ABCDE1234F1ZW', M.gstinState],
    ["of another state than the business's", MAHARASHTRA_GSTIN, M.gstinState],
  ])('refuses a GSTIN %s', (_, gstin, msg) => {
    expect(taxSettingsProblems({ ...settings, gstin })).toEqual([{ param: 'gstin', msg }]);
  });

  it('judges the GSTIN as it is saved: trimmed and in capitals', () => {
    expect(taxSettingsProblems({ ...settings, gstin: ` ${KARNATAKA_GSTIN.toLowerCase()} ` })).toEqual([]);
  });

  it('requires series prefixes of 1 to 4 capital letters or digits', () => {
    expect(taxSettingsProblems({ ...settings, invoiceSeries: 'INV/1', creditNoteSeries: '' })).toEqual([
      { param: 'invoiceSeries', msg: M.seriesPrefix },
      { param: 'creditNoteSeries', msg: M.seriesPrefix },
    ]);
    expect(taxSettingsProblems({ ...settings, invoiceSeries: 'INVOI' })).toEqual([
      { param: 'invoiceSeries', msg: M.seriesPrefix },
    ]);
  });

  it('requires the invoice and credit note series to differ', () => {
    expect(taxSettingsProblems({ ...settings, creditNoteSeries: ' inv ' })).toEqual([
      { param: 'creditNoteSeries', msg: M.seriesDistinct },
    ]);
  });

  it('requires 4 or 6 HSN digits', () => {
    expect(taxSettingsProblems({ ...settings, hsnDigits: 8 as 4 })).toEqual([{ param: 'hsnDigits', msg: M.hsnDigits }]);
  });

  it('normalises the settings: trimmed, the GSTIN and series in capitals', () => {
    expect(
      normaliseTaxSettings({
        ...settings,
        legalName: ' Sportswear Private Limited ',
        tradeName: ' Sportswear',
        address: '12 MG Road, Bengaluru 560001\n',
        state: ' Karnataka ',
        gstin: ' 29abcde1234f1zw',
        invoiceSeries: ' inv',
        creditNoteSeries: 'cn ',
      }),
    ).toEqual(settings);
  });
});

describe('the GSTIN a business buyer gives at checkout', () => {
  it('accepts a valid GSTIN, in any case and with spaces around', () => {
    expect(buyerGstinProblem(MAHARASHTRA_GSTIN)).toBeNull();
    expect(buyerGstinProblem(` ${MAHARASHTRA_GSTIN.toLowerCase()} `)).toBeNull();
  });

  it('leaves the optional field alone when it is empty', () => {
    expect(buyerGstinProblem('  ')).toBeNull();
  });

  it(`refuses a malformed GSTIN with '${BUYER_GSTIN_MESSAGES.format}'`, () => {
    expect(buyerGstinProblem('27AAPFU0939F1')).toBe(BUYER_GSTIN_MESSAGES.format);
  });

  it(`refuses a wrong check character or state code with '${BUYER_GSTIN_MESSAGES.checksum}'`, () => {
    expect(buyerGstinProblem('27AAPFU0939F1ZW')).toBe(BUYER_GSTIN_MESSAGES.checksum);
    expect(buyerGstinProblem('99AAPFU0939F1ZV')).toBe(BUYER_GSTIN_MESSAGES.checksum);
  });
});
