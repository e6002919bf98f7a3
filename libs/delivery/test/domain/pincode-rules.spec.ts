import { isPincode, type PincodeRule } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';
import { DEFAULT_PINCODE_RULES } from '../../src/domain/default-pincode-rules';
import { pincodeRulesDecider } from '../../src/domain/pincode-rules-decider';
import { rulesProblem } from '../../src/domain/pincode-rules';

const NOW = '2026-11-29T08:00:00.000Z';
const rule = (overrides: Partial<PincodeRule> = {}): PincodeRule => ({
  prefix: '4',
  area: 'West',
  serviceable: true,
  minDays: 4,
  maxDays: 7,
  ...overrides,
});

const replace = (rules: PincodeRule[], state = pincodeRulesDecider.initialState()) =>
  pincodeRulesDecider.decide({ type: 'ReplacePincodeRules', rules, now: NOW }, state);

const refusal = (rules: PincodeRule[]) => {
  try {
    replace(rules);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return { field: (error as ValidationError).field, message: (error as Error).message };
  }
  throw new Error('not refused');
};

describe('a pincode', () => {
  it.each(['110001', '999999', '400050'])('accepts %s: six digits, the first 1 to 9', (pincode) =>
    expect(isPincode(pincode)).toBe(true),
  );
  it.each(['011001', '11000', '1100011', '11000a', ' 110001', ''])('refuses %j', (pincode) =>
    expect(isPincode(pincode)).toBe(false),
  );
});

describe('the table of pincode prefixes, saved whole', () => {
  it('given no table saved, when the admin saves one, then it is replaced, sorted by prefix, with its time', () => {
    const events = replace([rule({ prefix: '560', minDays: 2, maxDays: 4 }), rule()]);
    expect(events).toEqual([
      {
        type: 'PincodeRulesReplaced',
        data: { rules: [rule(), rule({ prefix: '560', minDays: 2, maxDays: 4 })], at: NOW },
      },
    ]);
  });

  it('given a table, when the same table is saved again, then nothing changes', () => {
    const [saved] = replace([rule()]);
    const state = pincodeRulesDecider.evolve(pincodeRulesDecider.initialState(), saved);
    expect(replace([rule()], state)).toEqual([]);
  });

  it('keeps no days for a prefix not served', () => {
    const [saved] = replace([rule({ prefix: '9', serviceable: false, minDays: 3, maxDays: 5 })]);
    expect(saved.data.rules[0]).toEqual({
      prefix: '9',
      area: 'West',
      serviceable: false,
      minDays: null,
      maxDays: null,
    });
  });

  it.each([
    [[rule({ prefix: '' })], 'rules.0.prefix', 'Each prefix must be 1 to 6 digits, the first 1 to 9'],
    [[rule(), rule({ prefix: '1234567' })], 'rules.1.prefix', 'Each prefix must be 1 to 6 digits, the first 1 to 9'],
    [[rule({ prefix: '0' })], 'rules.0.prefix', 'Each prefix must be 1 to 6 digits, the first 1 to 9'],
    [[rule(), rule()], 'rules.1.prefix', 'Prefix 4 is listed twice'],
    [[rule({ minDays: 5, maxDays: 3 })], 'rules.0.minDays', 'Minimum days cannot be more than maximum days'],
    [[rule({ maxDays: 61 })], 'rules.0.maxDays', 'Delivery days must be whole numbers from 0 to 60'],
    [[rule({ minDays: -1 })], 'rules.0.minDays', 'Delivery days must be whole numbers from 0 to 60'],
    [[rule({ minDays: 1.5 })], 'rules.0.minDays', 'Delivery days must be whole numbers from 0 to 60'],
    [[rule({ minDays: null })], 'rules.0.minDays', 'A serviceable prefix needs its minimum and maximum days'],
  ])('refuses %j at %s with %p, saving nothing', (rules, field, message) => {
    expect(refusal(rules)).toEqual({ field, message });
  });

  it('accepts 2,000 rules and refuses 2,001', () => {
    const many = Array.from({ length: 2001 }, (_, index) => rule({ prefix: String(100000 + index) }));
    expect(rulesProblem(many.slice(0, 2000))).toBeNull();
    expect(refusal(many)).toEqual({ field: 'rules', message: 'At most 2,000 pincode rules' });
  });

  it('seeds a table that passes its own rules', () => {
    expect(rulesProblem(DEFAULT_PINCODE_RULES)).toBeNull();
  });
});
