import { DEFAULT_PINCODE_RULES } from '../../src/domain/default-pincode-rules';
import { pincodeRulesCsv, readPincodeRulesCsv } from '../../src/domain/pincode-rules-csv';

const HEADER = 'prefix,area,serviceable,minDays,maxDays';

describe('the delivery table as CSV', () => {
  it('reads back exactly what it exported', () => {
    const csv = pincodeRulesCsv(DEFAULT_PINCODE_RULES);
    expect(csv.split('\r\n')[0]).toBe(HEADER);
    expect(csv).toContain('110,Delhi,yes,2,4\r\n');
    expect(csv).toContain('9,Army Postal Service,no,,\r\n');
    expect(readPincodeRulesCsv(csv)).toEqual({
      rows: DEFAULT_PINCODE_RULES.length,
      rules: DEFAULT_PINCODE_RULES,
      rowErrors: [],
    });
  });

  it('quotes an area holding a comma', () => {
    expect(pincodeRulesCsv([DEFAULT_PINCODE_RULES[0]])).toContain(
      '1,"Delhi, Haryana, Punjab, Himachal Pradesh",yes,4,7',
    );
  });

  it('reports every faulty row by its line number (the header is row 1)', () => {
    const csv = [
      HEADER,
      '4,West,yes,4,7',
      '56,South,maybe,2,4',
      '6,,yes,5,3',
      '4,Again,yes,1,2',
      'x1,,no,,',
      '7,East,YES,2,',
    ].join('\n');
    expect(readPincodeRulesCsv(csv).rowErrors).toEqual([
      { row: 3, message: 'Serviceable must be yes or no' },
      { row: 4, message: 'Minimum days cannot be more than maximum days' },
      { row: 5, message: 'Prefix 4 is listed twice' },
      { row: 6, message: 'Each prefix must be 1 to 6 digits, the first 1 to 9' },
      { row: 7, message: 'A serviceable prefix needs its minimum and maximum days' },
    ]);
  });

  it('refuses a file without the header, or without rules', () => {
    expect(readPincodeRulesCsv('4,West,yes,4,7').rowErrors).toEqual([
      { row: 1, message: 'The first row must be: prefix,area,serviceable,minDays,maxDays' },
    ]);
    expect(readPincodeRulesCsv(`${HEADER}\n`).rowErrors).toEqual([{ row: 1, message: 'The file has no rules' }]);
  });
});
