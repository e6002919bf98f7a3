import type { ColumnType } from 'kysely';
import type { TaxDocumentKind } from '@store/contracts';
import type { IssuedDocument } from '../domain/tax-document-events';

/** Every issued invoice and credit note, as issued: the download links, the PDFs and the summaries read it. */
export interface TaxDocumentTable {
  /** `${kind}:${number}`: a number is unique within its kind. */
  id: string;
  kind: TaxDocumentKind;
  number: string;
  order_id: string;
  refund_id: string | null;
  /** YYYY-MM-DD in the store's time zone, as printed. */
  issue_date: string;
  issued_at: ColumnType<Date, string, string>;
  total_paise: ColumnType<string, number, number>;
  document: ColumnType<IssuedDocument, string, string>;
  /** The buyer's name and address, sealed (see TaxDocumentIssuer). */
  buyer_personal: ColumnType<unknown, string, string>;
}

export interface InvoicingReadTables {
  tax_document: TaxDocumentTable;
}
