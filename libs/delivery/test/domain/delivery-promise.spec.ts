import type { PincodeRule } from '@store/contracts';
import { calendarDay } from '@store/contracts';
import { DEFAULT_PINCODE_RULES } from '../../src/domain/default-pincode-rules';
import { addDays, deliveryPromise } from '../../src/domain/delivery-estimate';
import { ruleFor } from '../../src/domain/pincode-rules';

const served = (prefix: string, minDays: number, maxDays: number): PincodeRule => ({
  prefix,
  area: '',
  serviceable: true,
  minDays,
  maxDays,
});

describe('a delivery promise by pincode', () => {
  it('uses the longest matching prefix: 110001 follows 110, not 1 or 11', () => {
    const rules = [served('1', 4, 7), served('11', 3, 5), served('110', 2, 4), served('1100', 1, 2)];
    expect(ruleFor(rules, '110001')?.prefix).toBe('1100');
    expect(ruleFor(rules, '110101')?.prefix).toBe('110');
    expect(ruleFor(rules, '119999')?.prefix).toBe('11');
    expect(ruleFor(rules, '123456')?.prefix).toBe('1');
  });

  it('gives from = today + minDays and to = today + maxDays, in calendar days', () => {
    expect(deliveryPromise([served('4', 4, 7)], '411001', '2026-11-29')).toEqual({
      serviceable: true,
      minDays: 4,
      maxDays: 7,
      from: '2026-12-03',
      to: '2026-12-06',
    });
  });

  it('rolls over a month end and a year end', () => {
    expect(addDays('2026-11-28', 4)).toBe('2026-12-02');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
  });

  it('counts from the store’s day in India: 30 Nov 19:00 UTC is already 1 Dec in IST', () => {
    const today = calendarDay('2026-11-30T19:00:00Z', 'Asia/Kolkata');
    expect(today).toBe('2026-12-01');
    const promise = deliveryPromise(DEFAULT_PINCODE_RULES, '560025', today);
    expect(promise).toMatchObject({ from: '2026-12-03', to: '2026-12-05' });
    // The same moment read in UTC would have promised a day earlier.
    expect(deliveryPromise(DEFAULT_PINCODE_RULES, '560025', calendarDay('2026-11-30T19:00:00Z', 'UTC'))).toMatchObject({
      from: '2026-12-02',
    });
  });

  it('is not serviceable for a prefix marked so, or when no prefix matches', () => {
    const none = { serviceable: false, minDays: null, maxDays: null, from: null, to: null };
    expect(deliveryPromise(DEFAULT_PINCODE_RULES, '999001', '2026-11-29')).toEqual(none);
    expect(deliveryPromise([served('4', 4, 7)], '560025', '2026-11-29')).toEqual(none);
  });

  it('lets a longer prefix serve inside a region that is not served, and the reverse', () => {
    const rules: PincodeRule[] = [
      { prefix: '9', area: 'APS', serviceable: false, minDays: null, maxDays: null },
      served('90', 8, 12),
      served('7', 4, 7),
      { prefix: '744', area: '', serviceable: false, minDays: null, maxDays: null },
    ];
    expect(deliveryPromise(rules, '900001', '2026-11-29').serviceable).toBe(true);
    expect(deliveryPromise(rules, '910001', '2026-11-29').serviceable).toBe(false);
    expect(deliveryPromise(rules, '744101', '2026-11-29').serviceable).toBe(false);
  });
});

describe('the seeded table for all of India', () => {
  const days = (pincode: string) => {
    const { minDays, maxDays } = deliveryPromise(DEFAULT_PINCODE_RULES, pincode, '2026-11-29');
    return [minDays, maxDays];
  };

  it.each(['110001', '400001', '560025', '600001', '700016', '500001', '411001', '380001'])(
    'promises the metro %s 2-4 days',
    (pincode) => expect(days(pincode)).toEqual([2, 4]),
  );

  it.each(['141001', '226001', '302001', '452001', '530001', '682001', '751001', '800001'])(
    'promises the rest of regions 1-8 (%s) 4-7 days',
    (pincode) => expect(days(pincode)).toEqual([4, 7]),
  );

  it.each(['180001', '190001', '194101', '781001', '795001', '797001', '737101'])(
    'promises J&K, Ladakh, Sikkim and the North-East (%s) 6-10 days',
    (pincode) => expect(days(pincode)).toEqual([6, 10]),
  );

  it('does not serve the Army Postal Service (9)', () => {
    expect(days('999001')).toEqual([null, null]);
    expect(days('900001')).toEqual([null, null]);
  });

  it('covers every first digit 1 to 9', () => {
    for (const digit of '123456789') expect(ruleFor(DEFAULT_PINCODE_RULES, `${digit}00000`)).not.toBeNull();
  });
});
