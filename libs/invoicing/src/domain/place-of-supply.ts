import { gstStateByCode, gstStateByName, type TaxDocument } from '@store/contracts';
import { ValidationError } from '@store/platform/domain';

export type TaxKind = TaxDocument['taxKind'];
export type PlaceOfSupply = TaxDocument['placeOfSupply'];

/**
 * Where a consumer sale is supplied (the delivery address's state, IGST Act s.10(1)(ca)) and the
 * taxes it bears: in the seller's own state CGST and SGST, or CGST and UTGST in a union territory
 * without a legislature; in another state IGST.
 */
export function taxKindFor(
  sellerStateCode: string,
  buyerStateName: string,
): { placeOfSupply: PlaceOfSupply; taxKind: TaxKind } {
  const state = gstStateByName(buyerStateName);
  if (!state) throw new ValidationError(`Unknown state for the place of supply: ${buyerStateName}`);
  if (!gstStateByCode(sellerStateCode))
    throw new ValidationError(`Unknown GST state code of the seller: ${sellerStateCode}`);
  const placeOfSupply = { state: state.name, stateCode: state.code };
  if (state.code !== sellerStateCode) return { placeOfSupply, taxKind: 'IGST' };
  return { placeOfSupply, taxKind: state.ut ? 'CGST+UTGST' : 'CGST+SGST' };
}
