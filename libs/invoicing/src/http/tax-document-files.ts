import type { TaxDocument } from '@store/contracts';
import type { FastifyReply } from 'fastify';
import { numberInPath } from '../domain/order-tax-documents';
import { renderTaxDocumentPdf } from '../pdf/tax-document-pdf';

/** 'Invoice-INV-2627-000001.pdf', 'Credit-note-CN-2627-000001.pdf'. */
export const pdfFileName = (document: Pick<TaxDocument, 'kind' | 'number'>) =>
  `${document.kind === 'invoice' ? 'Invoice' : 'Credit-note'}-${numberInPath(document.number)}.pdf`;

/** Where a document's PDF is (issue #43): '/api/orders/{orderId}/tax-documents/INV-2627-000001'. */
export const taxDocumentPath = (orderId: string, document: Pick<TaxDocument, 'number'>) =>
  `/api/orders/${orderId}/tax-documents/${numberInPath(document.number)}`;

/** A document as the PDF the shopper keeps, or as JSON (`format=json`, the admin's order details). */
export async function sendTaxDocument(reply: FastifyReply, document: TaxDocument, format: 'json' | 'pdf' = 'pdf') {
  reply.header('cache-control', 'private, no-store');
  if (format === 'json') return reply.send({ success: true, document });
  const pdf = await renderTaxDocumentPdf(document);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdfFileName(document)}"`)
    .send(pdf);
}
