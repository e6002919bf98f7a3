import type { Order, TaxDocumentSummary } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { useDownloadFileMutation } from '../../../shared/download/download-api';
import { mayHaveShipments, useOrderShipmentsQuery } from '../../../shared/orders/shipments-api';
import {
  awaitingInvoice,
  documentFilename,
  goodsHaveLeft,
  mayHaveTaxDocuments,
  shipmentName,
  useOrderTaxDocumentsQuery,
} from '../../../shared/orders/tax-documents-api';
import { toast } from '../../../shared/toast/toast';
import { TAX_TEXT } from '../tax/constants';
import { useTaxDocumentQuery } from '../tax/tax-api';
import { formatPaise, formatTaxDay } from '../tax/tax-format';
import { adminButton } from '../ui/states';
import { InvoiceSummary } from './InvoiceSummary';

const T = TAX_TEXT.documents;
/** An invoice is issued in the background once a shipment leaves or the order is marked shipped: look again until it is there. */
const AWAIT_INVOICE_MS = 3000;

const kindLabel = (document: TaxDocumentSummary) => (document.kind === 'invoice' ? 'Invoice' : 'Credit note');

/** 'Invoice INV/2627/000002 · Blue Dart AWB BD-1 · 3 Nov 2026 · ₹799.00'; a credit note names its invoice. */
function rowText(document: TaxDocumentSummary) {
  const about = document.shipment
    ? ` · ${shipmentName(document.shipment)}`
    : document.correctsInvoice
      ? ` · against ${document.correctsInvoice}`
      : '';
  return `${about} · ${formatTaxDay(document.issueDate)} · ${formatPaise(document.totalPaise)}`;
}

/** One issued invoice, as issued (read by its number). */
function IssuedInvoice({ orderId, document }: { orderId: string; document: TaxDocumentSummary }) {
  const invoice = useTaxDocumentQuery({ orderId, path: document.downloadPath });
  if (invoice.isError) return <p className="mt-2 text-sm text-red-800">{T.invoiceLoadFailed}</p>;
  return invoice.data ? <InvoiceSummary document={invoice.data} /> : null;
}

/**
 * The order's details: its tax invoices (one per dispatch, issue #43, each shown as issued) and
 * credit notes, each with its PDF.
 */
export function TaxDocumentsPanel({ order }: { order: Order }) {
  const invoiced = mayHaveTaxDocuments(order.status);
  // Read afresh each time the order is opened: a credit note is issued in the background after a refund.
  const documents = useOrderTaxDocumentsQuery(order._id, { skip: !invoiced, refetchOnMountOrArgChange: true });
  const shipments = useOrderShipmentsQuery(order._id, { skip: !order.isPaid || !mayHaveShipments(order.status) });
  const list = documents.data ?? [];
  const invoices = list.filter((document) => document.kind === 'invoice');
  const shipmentIds = (shipments.data?.shipments ?? []).map((shipment) => shipment.shipmentId);
  const awaited = (invoices.length === 0 && goodsHaveLeft(order.status)) || awaitingInvoice(list, shipmentIds);
  // While an invoice is awaited, a second subscription polls the same query (the first one's answer says when).
  useOrderTaxDocumentsQuery(order._id, {
    skip: !invoiced || !documents.isSuccess || !awaited,
    pollingInterval: AWAIT_INVOICE_MS,
  });
  const [download, { isLoading }] = useDownloadFileMutation();

  const save = async (document: TaxDocumentSummary) => {
    const result = await download({ path: document.downloadPath, filename: documentFilename(document) });
    if ('error' in result) toast.error(messageOr(result.error, T.downloadFailed));
  };

  return (
    <section aria-labelledby="tax-documents-title">
      <h3 id="tax-documents-title" className="mb-2 text-sm font-bold uppercase">
        {T.title}
      </h3>
      {documents.isError ? (
        <p className="text-sm text-red-800">{messageOr(documents.error, T.loadFailed)}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-neutral-700">{T.notIssued}</p>
      ) : (
        <ul className="divide-y divide-neutral-100 rounded-md border border-neutral-200">
          {list.map((document) => (
            <li key={document.number} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
              <span>
                <span className="font-semibold">{kindLabel(document)}</span>{' '}
                <span className="font-mono">{document.number}</span>
                {rowText(document)}
              </span>
              <button
                type="button"
                className={adminButton.small}
                disabled={isLoading}
                aria-label={`Download ${kindLabel(document).toLowerCase()} ${document.number}`}
                onClick={() => void save(document)}
              >
                Download PDF
              </button>
            </li>
          ))}
        </ul>
      )}
      {invoices.map((document) => (
        <IssuedInvoice key={document.number} orderId={order._id} document={document} />
      ))}
    </section>
  );
}
