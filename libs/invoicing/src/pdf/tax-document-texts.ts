import { formatDate, formatRupees, type TaxDocument } from '@store/contracts';

/** What a tax document prints, apart from where: titles, labels and amounts (Rule 46, CGST Rules 2017). */

export const documentTitle = (document: Pick<TaxDocument, 'kind'>) =>
  document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';

/** The PDF's Title metadata and file name stem: 'Tax Invoice INV/2627/000001'. */
export const pdfTitle = (document: Pick<TaxDocument, 'kind' | 'number'>) =>
  `${documentTitle(document)} ${document.number}`;

export const ORIGINAL_FOR_RECIPIENT = 'Original for Recipient';
export const AMOUNTS_NOTE = 'Amounts in ₹ (Indian Rupees)';

export const computerGenerated = (document: Pick<TaxDocument, 'kind'>) =>
  `This is a computer-generated ${document.kind === 'invoice' ? 'invoice' : 'credit note'}.`;

/** The second tax of a supply within one state: UTGST in a union territory without a legislature. */
export const stateTaxLabel = (document: Pick<TaxDocument, 'taxKind'>) =>
  document.taxKind === 'CGST+UTGST' ? 'UTGST' : 'SGST';

/** ₹1,399.00 */
export const rupees = (paise: number) => formatRupees(paise / 100);

/** 1,399.00: the table's cells, under a note that amounts are in rupees. */
export const amount = (paise: number) => rupees(paise).replace('₹', '');

/** The printed date '5 May 2026' of a YYYY-MM-DD day. */
export const printedDay = (day: string) => formatDate(`${day}T12:00:00+05:30`, 'day');

export const stateWithCode = (place: { state: string; stateCode: string }) =>
  `${place.state}, state code ${place.stateCode}`;

export const rateText = (ratePercent: number) => `${ratePercent}%`;
