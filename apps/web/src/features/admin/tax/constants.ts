import type { GstSummaryKind } from '@store/contracts';

/** The GST screens' texts (issue #42); the field rules' messages come from @store/contracts. */
export const TAX_TEXT = {
  defaults: 'Using the defaults from the environment',
  settings: {
    title: 'Business and tax',
    loading: 'Loading tax settings...',
    loadFailed: 'Failed to load tax settings',
    saveFailed: 'Failed to save tax settings',
    saved: 'Tax settings saved',
    effect:
      'Invoices issued from now on carry these details; issued invoices keep the ones in force when they were issued.',
  },
  rates: {
    title: 'GST rates',
    loading: 'Loading GST rates...',
    loadFailed: 'Failed to load GST rates',
    saveFailed: 'Failed to save GST rates',
    saved: 'GST rates saved',
    empty: 'No rate bands: add one.',
    note: 'A change applies to invoices issued from now on; issued invoices keep their rates.',
    noLimit: 'No limit',
  },
  returns: {
    title: 'GST returns',
    loading: 'Loading the summaries...',
    loadFailed: 'Failed to load the summaries',
    downloadFailed: 'Failed to download the CSV',
    empty: 'Nothing this month.',
    monthInvalid: 'Month must be YYYY-MM',
  },
  documents: {
    title: 'Invoice and credit notes',
    notIssued: 'Not issued yet: the invoice is issued when the order is marked shipped',
    loadFailed: 'Failed to load the tax documents',
    downloadFailed: 'Failed to download the document',
    invoiceLoadFailed: 'Failed to load the invoice',
  },
} as const;

/** The four summaries of the monthly return, in the order the screen shows them. */
export const SUMMARY_TITLES: Record<GstSummaryKind, string> = {
  b2cs: 'B2CS: consumer sales by place of supply and rate',
  b2b: 'B2B: invoices to registered buyers',
  'credit-notes': 'Credit notes',
  hsn: 'HSN summary',
};
