import { GST_RATE_MESSAGES as M } from '@store/contracts';
import { aRateBand } from '../../../testing/tax-fixtures';
import { bandToRow, rowToBand, validateRateTable } from './gst-rate-rules';

const row = (overrides: Partial<ReturnType<typeof bandToRow>> = {}) => ({ ...bandToRow(aRateBand()), ...overrides });
const apparel2025 = [row(), row({ upTo: '', rate: '18' })];

describe('GST rate table rules', () => {
  it('accepts the apparel bands of 22 September 2025: up to ₹2,500 at 5%, above at 18%', () => {
    expect(validateRateTable(apparel2025)).toBeNull();
    expect(apparel2025.map(rowToBand)).toEqual([
      { chapter: '61', validFrom: '2025-09-22', upTo: 2500, rate: 5 },
      { chapter: '61', validFrom: '2025-09-22', upTo: null, rate: 18 },
    ]);
  });

  it('checks each box: a 2-digit chapter, a real date, a limit above ₹0 or none, a rate from 0 to 40', () => {
    expect(validateRateTable([row({ chapter: '6', validFrom: '2025-02-30', upTo: '0', rate: '41' })])).toEqual({
      rows: [{ chapter: M.chapterInvalid, validFrom: M.validFromInvalid, upTo: M.upToInvalid, rate: M.rateInvalid }],
    });
    expect(validateRateTable([row({ upTo: '', rate: '' })])).toEqual({ rows: [{ rate: M.rateInvalid }] });
  });

  it('needs exactly one band without a limit per chapter and date, and limits that differ', () => {
    expect(validateRateTable([row()])).toEqual({ table: M.bandsInvalid });
    expect(validateRateTable([...apparel2025, row({ upTo: '', rate: '12' })])).toEqual({ table: M.bandsInvalid });
    expect(validateRateTable([...apparel2025, row({ rate: '12' })])).toEqual({ table: M.bandsInvalid });
    expect(validateRateTable([...apparel2025, row({ validFrom: '2017-07-01', upTo: '', rate: '12' })])).toBeNull();
  });
});
