import type { TaxDocumentLine } from '@store/contracts';
import type { TaxKind } from './place-of-supply';

export interface TaxLineInput {
  kind: TaxDocumentLine['kind'];
  /** The product's full HSN; the line prints its first `hsnDigits` digits. */
  hsn: string;
  description: string;
  quantity: number;
  unit: string;
  /** The price of one piece, tax included. */
  unitPricePaise: number;
  /** The discount on the whole line. */
  discountPaise: number;
  ratePercent: number;
}

export type TaxSplit = Pick<TaxDocumentLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;

const assertPaise = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${what} must be a whole number of paise, not ${value}`);
};

/**
 * A tax-inclusive amount taken apart: the taxable value rounded to the paisa, and the tax (the
 * rest, so the parts always add up to the amount) as IGST, or halved into CGST and SGST/UTGST with
 * the odd paisa on SGST/UTGST.
 */
export function splitTax(totalPaise: number, ratePercent: number, taxKind: TaxKind): TaxSplit {
  assertPaise(totalPaise, 'An amount');
  // In basis points the division is of whole numbers, and Math.round of it is exact at these sizes.
  const taxablePaise = Math.round((totalPaise * 10_000) / (10_000 + Math.round(ratePercent * 100)));
  const taxPaise = totalPaise - taxablePaise;
  if (taxKind === 'IGST') return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** One line of a tax document from what was charged for it (tax included), rounded per line. */
export function taxLine(input: TaxLineInput, taxKind: TaxKind, hsnDigits: 4 | 6): TaxDocumentLine {
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1) {
    throw new Error(`A line's quantity must be a whole number from 1, not ${input.quantity}`);
  }
  assertPaise(input.unitPricePaise, 'A unit price');
  assertPaise(input.discountPaise, 'A discount');
  const valuePaise = input.unitPricePaise * input.quantity;
  if (input.discountPaise > valuePaise)
    throw new Error(`A discount of ${input.discountPaise} paise is more than the line's ${valuePaise}`);
  const totalPaise = valuePaise - input.discountPaise;
  return {
    kind: input.kind,
    hsn: input.hsn.slice(0, hsnDigits),
    description: input.description,
    quantity: input.quantity,
    unit: input.unit,
    unitPricePaise: input.unitPricePaise,
    valuePaise,
    discountPaise: input.discountPaise,
    ratePercent: input.ratePercent,
    ...splitTax(totalPaise, input.ratePercent, taxKind),
    totalPaise,
  };
}
