/** Issue #42: the tax settings' messages and bounds, the same on the admin form and the server. */
export const TAX_SETTINGS_MESSAGES = {
  legalNameRequired: 'Legal name is required',
  addressRequired: 'Address is required',
  stateInvalid: 'Please select a valid state',
  gstinFormat: 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character',
  gstinChecksum: 'GSTIN check character does not match: please check the number',
  gstinState: "GSTIN's state code must match the business's state",
  seriesPrefix: 'Series prefix must be 1 to 4 capital letters or digits',
  seriesDistinct: 'Invoice and credit note series must differ',
  hsnDigits: 'HSN digits must be 4 or 6',
} as const;

export const BUYER_GSTIN_MESSAGES = {
  format: 'Please enter a valid 15-character GSTIN',
  checksum: 'This GSTIN is not valid: please check the number',
} as const;

export const GST_RATE_MESSAGES = {
  chapterInvalid: 'HSN chapter must be 2 digits',
  rateInvalid: 'Rate must be between 0 and 40 percent',
  upToInvalid: 'Value limit must be more than ₹0, or empty for no limit',
  validFromInvalid: 'Valid from must be a date (YYYY-MM-DD)',
  bandsInvalid: 'Each chapter and date needs exactly one band without a value limit, and limits must differ',
  tooMany: 'At most 200 rate bands',
} as const;

export const HSN_MESSAGES = {
  required: 'HSN code is required to sell this product',
  format: 'HSN code must be 4, 6 or 8 digits',
  notSellable: (name: string) => `${name} cannot be sold yet: it has no HSN code`,
} as const;

/** An HSN code as the product form and the import take it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;
export const isHsnCode = (value: string): boolean => value.length <= 8 && HSN_PATTERN.test(value);

/** A series prefix: 1 to 4 capital letters or digits, so a number stays within Rule 46's 16 characters. */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** The kinds of tax document: a tax invoice, or a credit note correcting one. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The CSV summaries of the monthly return (GET /api/admin/tax/summaries/{kind}.csv?month=YYYY-MM). */
export const GST_SUMMARY_KINDS = ['b2cs', 'b2b', 'credit-notes', 'hsn'] as const;
export type GstSummaryKind = (typeof GST_SUMMARY_KINDS)[number];

/** A month of the summaries: YYYY-MM. */
export const TAX_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const TAX_DOCUMENT_MESSAGES = {
  invoiceNotIssued: 'No invoice yet: it is issued when the order ships',
  creditNoteNotFound: 'Credit note not found',
  documentNotFound: 'Tax document not found',
  notShippedYet: 'An invoice is issued once the order has shipped',
  monthInvalid: 'Month must be YYYY-MM',
  summaryKindInvalid: 'Unknown summary: choose b2cs, b2b, credit-notes or hsn',
} as const;
