/** Stream ids of the invoicing module. */
export const invoiceSeriesStream = (prefix: string, financialYear: string) => `tax-invoices-${prefix}-${financialYear}`;
export const creditNoteSeriesStream = (prefix: string, financialYear: string) =>
  `tax-credit-notes-${prefix}-${financialYear}`;
export { orderTaxDocumentsStream } from '@store/contracts';
export const TAX_SETTINGS_STREAM = 'tax-settings';
export const GST_RATES_STREAM = 'gst-rates';
