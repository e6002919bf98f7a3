import { BUYER_GSTIN_MESSAGES } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';
import { buyerGstinOf, isIndianState } from '../../src/domain/buyer-tax-details';

const refusal = (given: string) => {
  try {
    buyerGstinOf(given);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return { message: (error as ValidationError).message, field: (error as ValidationError).field };
  }
  throw new Error(`${given} was taken`);
};

describe("the business buyer's GSTIN at checkout", () => {
  it('reads none (empty or blank) as a consumer: null', () => {
    expect(buyerGstinOf('')).toBeNull();
    expect(buyerGstinOf('   ')).toBeNull();
  });

  it('takes a valid GSTIN trimmed and in capitals, whatever the delivery state', () => {
    expect(buyerGstinOf(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(buyerGstinOf('29AAGCB7383J1Z4')).toBe('29AAGCB7383J1Z4');
  });

  it.each(['27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '27AAPFU0939F1AV', 'AAPFU0939F1ZV27', '99AAPFU0939F1ZV'])(
    "refuses %s with 'Please enter a valid 15-character GSTIN' on buyerGstin",
    (gstin) => expect(refusal(gstin)).toEqual({ message: BUYER_GSTIN_MESSAGES.format, field: 'buyerGstin' }),
  );

  it("refuses a GSTIN whose check character does not match with 'This GSTIN is not valid: please check the number'", () =>
    expect(refusal('27AAPFU0939F1ZA')).toEqual({ message: BUYER_GSTIN_MESSAGES.checksum, field: 'buyerGstin' }));
});

describe('the delivery state', () => {
  it("is one of India's states and union territories by the address form's name", () => {
    expect(isIndianState('Maharashtra')).toBe(true);
    expect(isIndianState('Dadra and Nagar Haveli and Daman and Diu')).toBe(true);
    expect(isIndianState('MH')).toBe(false);
    expect(isIndianState('maharashtra')).toBe(false);
    expect(isIndianState('')).toBe(false);
  });
});
