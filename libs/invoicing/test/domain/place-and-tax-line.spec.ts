import { ValidationError } from '@store/platform/domain';
import { splitTax, taxKindFor, taxLine, type TaxLineInput } from '../../src/domain';

const KARNATAKA = '29';
const CHANDIGARH = '04';

describe('place of supply and the taxes it bears', () => {
  it('given a buyer in the seller’s state, then CGST and SGST', () => {
    expect(taxKindFor(KARNATAKA, 'Karnataka')).toEqual({
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      taxKind: 'CGST+SGST',
    });
  });

  it('given a buyer in another state, then IGST, with the buyer’s state as the place of supply', () => {
    expect(taxKindFor(KARNATAKA, 'Maharashtra')).toEqual({
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      taxKind: 'IGST',
    });
  });

  it('given a seller and buyer in a union territory without a legislature, then CGST and UTGST', () => {
    expect(taxKindFor(CHANDIGARH, 'Chandigarh').taxKind).toBe('CGST+UTGST');
  });

  it('given a buyer in a union territory from a seller elsewhere, then IGST', () => {
    expect(taxKindFor(KARNATAKA, 'Ladakh')).toEqual({
      placeOfSupply: { state: 'Ladakh', stateCode: '38' },
      taxKind: 'IGST',
    });
  });

  it('given Delhi, a union territory with a legislature, then SGST as in a state', () => {
    expect(taxKindFor('07', 'Delhi').taxKind).toBe('CGST+SGST');
  });

  it('refuses a state it does not know', () => {
    expect(() => taxKindFor(KARNATAKA, 'Atlantis')).toThrow(ValidationError);
    expect(() => taxKindFor(KARNATAKA, 'Atlantis')).toThrow('Unknown state for the place of supply: Atlantis');
  });
});

describe('a line of a tax document (amounts in paise, rounded per line)', () => {
  const tee: TaxLineInput = {
    kind: 'goods',
    hsn: '610910',
    description: 'Classic Tee (Black, M)',
    quantity: 2,
    unit: 'pcs',
    unitPricePaise: 139950,
    discountPaise: 10000,
    ratePercent: 5,
  };

  it('given an intra-state line, then the tax is taken out of the price and halved into CGST and SGST', () => {
    // 2 x ₹1,399.50 - ₹100 = ₹2,699; taxable 2699 / 1.05 = ₹2,570.476 -> ₹2,570.48; tax ₹128.52
    expect(taxLine(tee, 'CGST+SGST', 6)).toEqual({
      kind: 'goods',
      hsn: '610910',
      description: 'Classic Tee (Black, M)',
      quantity: 2,
      unit: 'pcs',
      unitPricePaise: 139950,
      valuePaise: 279900,
      discountPaise: 10000,
      taxablePaise: 257048,
      ratePercent: 5,
      cgstPaise: 6426,
      sgstPaise: 6426,
      igstPaise: 0,
      totalPaise: 269900,
    });
  });

  it('given an odd paisa of tax within a state, then CGST is rounded down and SGST (or UTGST) takes the paisa', () => {
    // ₹10.20 at 5%: taxable 1020 / 1.05 = 971.43 -> ₹9.71, tax 49 paise
    expect(splitTax(1020, 5, 'CGST+SGST')).toEqual({ taxablePaise: 971, cgstPaise: 24, sgstPaise: 25, igstPaise: 0 });
    expect(splitTax(1020, 5, 'CGST+UTGST')).toEqual({ taxablePaise: 971, cgstPaise: 24, sgstPaise: 25, igstPaise: 0 });
  });

  it('given an inter-state line, then all the tax is IGST', () => {
    const line = taxLine({ ...tee, quantity: 1, discountPaise: 0, unitPricePaise: 300000, ratePercent: 18 }, 'IGST', 4);
    // ₹3,000 / 1.18 = ₹2,542.372 -> ₹2,542.37, IGST ₹457.63
    expect(line).toMatchObject({
      hsn: '6109',
      taxablePaise: 254237,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45763,
      totalPaise: 300000,
    });
  });

  it('given a taxable value exactly half-way between two paise, then it rounds up', () => {
    // 14 paise at 12%: 14 / 1.12 = 12.5 -> 13, tax 1 paisa
    expect(splitTax(14, 12, 'IGST')).toEqual({ taxablePaise: 13, cgstPaise: 0, sgstPaise: 0, igstPaise: 1 });
  });

  it('given HSN digits 4, then the printed HSN is cut to its heading', () => {
    expect(taxLine(tee, 'CGST+SGST', 4).hsn).toBe('6109');
  });

  it('refuses a discount larger than the line, fractions of a paisa and no pieces', () => {
    expect(() => taxLine({ ...tee, discountPaise: 279901 }, 'IGST', 4)).toThrow('more than the line');
    expect(() => taxLine({ ...tee, unitPricePaise: 100.5 }, 'IGST', 4)).toThrow('whole number of paise');
    expect(() => taxLine({ ...tee, quantity: 0 }, 'IGST', 4)).toThrow('quantity');
  });
});
