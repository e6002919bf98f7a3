import type { RecordedEvent } from '@store/eventstore';
import { defineProjection } from '@store/projections';
import type { Kysely } from 'kysely';
import type { TaxDocumentEvent } from '../domain/tax-document-events';
import type { InvoicingReadTables } from './tax-documents.tables';

export const TAX_DOCUMENTS_PROJECTION = 'invoicing_tax_documents';

type Issued = TaxDocumentEvent['data'];

async function insertDocument(event: RecordedEvent, db: Kysely<InvoicingReadTables>) {
  const { document, buyerPersonal } = event.data as Issued;
  await db
    .insertInto('tax_document')
    .values({
      id: `${document.kind}:${document.number}`,
      kind: document.kind,
      number: document.number,
      order_id: document.orderId,
      refund_id: document.refundId,
      issue_date: document.issueDate,
      issued_at: document.issuedAt,
      total_paise: document.totals.totalPaise,
      document: JSON.stringify(document),
      buyer_personal: JSON.stringify(buyerPersonal),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The issued documents, one row each (they are never edited: a correction is a credit note). */
export const taxDocumentsProjection = defineProjection<InvoicingReadTables>({
  name: TAX_DOCUMENTS_PROJECTION,
  version: 1,
  tables: ['tax_document'],
  async createTables(db) {
    await db.schema
      .createTable('tax_document')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('number', 'text', (col) => col.notNull())
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addColumn('refund_id', 'text')
      .addColumn('issue_date', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
      .addColumn('total_paise', 'bigint', (col) => col.notNull())
      .addColumn('document', 'jsonb', (col) => col.notNull())
      .addColumn('buyer_personal', 'jsonb', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('tax_document_order').on('tax_document').columns(['order_id', 'issued_at']).execute();
    await db.schema.createIndex('tax_document_issue_date').on('tax_document').column('issue_date').execute();
  },
  handlers: {
    TaxInvoiceIssued: insertDocument,
    CreditNoteIssued: insertDocument,
  },
});
