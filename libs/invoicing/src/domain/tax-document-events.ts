import type { GstRateBand, TaxDocument } from '@store/contracts';

/**
 * The invoicing module's events (issue #42). Invoices and credit notes are events in numbering
 * streams, one per series and financial year (`tax-invoices-INV-2026-27`), appended at the
 * stream's expected revision so the numbers are consecutive and unique; each issue also appends
 * a reference to the order's own stream (`order-tax-documents-{orderId}`) in the same commit, so
 * an order is invoiced once and a refund credited once.
 *
 * A document records everything it printed. The buyer's name and address are personal data:
 * sealed (see the issuing command) as `buyerPersonal`, the rest of the document in plain text.
 */
export type IssuedDocument = Omit<TaxDocument, 'buyer'> & {
  buyer: Omit<TaxDocument['buyer'], 'name' | 'address'>;
};

/** The buyer's name and address, as sealed beside an issued document. */
export interface BuyerPersonal {
  name: string;
  address: string;
}

export type TaxDocumentEvent =
  | { type: 'TaxInvoiceIssued'; data: { document: IssuedDocument; buyerPersonal: unknown } }
  | { type: 'CreditNoteIssued'; data: { document: IssuedDocument; buyerPersonal: unknown } };

/** The order's stream of references to its documents: an integration event, declared in libs/contracts. */
export type { OrderTaxDocumentEvent } from '@store/contracts';

/** The seller's settings as an admin saved them (stream `tax-settings`); the actor is in the metadata. */
export interface TaxSettingsValues {
  legalName: string;
  tradeName: string;
  address: string;
  state: string;
  gstin: string;
  invoiceSeries: string;
  creditNoteSeries: string;
  hsnDigits: 4 | 6;
}

export type TaxSettingsEvent = { type: 'TaxSettingsChanged'; data: { settings: TaxSettingsValues; at: string } };

/** The whole table of rate bands as an admin saved it (stream `gst-rates`). */
export type GstRatesEvent = { type: 'GstRatesReplaced'; data: { bands: GstRateBand[]; at: string } };

export const TAX_DOCUMENT_EVENT_TYPES = ['TaxInvoiceIssued', 'CreditNoteIssued'] as const;
export const ORDER_TAX_DOCUMENT_EVENT_TYPES = ['OrderInvoiced', 'OrderCreditNoted'] as const;
