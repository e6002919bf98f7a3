import type { TaxDocumentSummary } from '@store/contracts';
import { messageOr } from '../../shared/api-error';
import { useDownloadFileMutation } from '../../shared/download/download-api';
import {
  documentDownloadParams,
  documentFilename,
  mayHaveTaxDocuments,
  shipmentName,
  useOrderTaxDocumentsQuery,
} from '../../shared/orders/tax-documents-api';
import type { Order } from '../../shared/orders/types';
import { toast } from '../../shared/toast/toast';
import { ACCOUNT_TEXT } from './constants';
import { orderStatusOf } from './order-status';

/** 'Download invoice' for an order's only invoice; each of several names its number and shipment. */
const linkText = (document: TaxDocumentSummary, invoices: number) => {
  if (document.kind !== 'invoice') return ACCOUNT_TEXT.creditNote(document.number);
  if (invoices === 1) return ACCOUNT_TEXT.downloadInvoice;
  return ACCOUNT_TEXT.invoiceOf(document.number, document.shipment && shipmentName(document.shipment));
};

/**
 * 'Download invoice' (or 'Invoice INV/2627/000002 (Blue Dart AWB BD-1)' for each of an invoice per
 * dispatch) and 'Credit note CN/2627/000001': the order's PDFs, once issued; nothing before.
 */
export function TaxDocumentLinks({ order, className }: { order: Order; className: string }) {
  const { data: documents = [] } = useOrderTaxDocumentsQuery(order._id, {
    skip: !mayHaveTaxDocuments(orderStatusOf(order)),
  });
  const [download, { isLoading }] = useDownloadFileMutation();
  if (documents.length === 0) return null;
  const invoices = documents.filter((document) => document.kind === 'invoice').length;

  const save = async (document: TaxDocumentSummary) => {
    const result = await download({
      path: document.downloadPath,
      filename: documentFilename(document),
      params: documentDownloadParams(order._id),
    });
    if ('error' in result) toast.error(messageOr(result.error, ACCOUNT_TEXT.documentDownloadFailed));
  };

  return (
    <>
      {documents.map((document) => (
        <button
          key={document.number}
          type="button"
          disabled={isLoading}
          onClick={() => void save(document)}
          className={className}
        >
          {linkText(document, invoices)}
        </button>
      ))}
    </>
  );
}
