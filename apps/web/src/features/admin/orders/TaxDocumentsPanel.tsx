import type { Order, TaxDocumentSummary } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { useDownloadFileMutation } from '../../../shared/download/download-api';
import {
  documentFilename,
  mayHaveTaxDocuments,
  useOrderTaxDocumentsQuery,
} from '../../../shared/orders/tax-documents-api';
import { toast } from '../../../shared/toast/toast';
import { TAX_TEXT } from '../tax/constants';
import { useOrderInvoiceQuery } from '../tax/tax-api';
import { formatPaise, formatTaxDay } from '../tax/tax-format';
import { adminButton } from '../ui/states';
import { InvoiceSummary } from './InvoiceSummary';

const T = TAX_TEXT.documents;
/** The invoice is issued in the background once the order is marked shipped: look again until it is there. */
const AWAIT_INVOICE_MS = 3000;

const kindLabel = (document: TaxDocumentSummary) => (document.kind === 'invoice' ? 'Invoice' : 'Credit note');

/** The order's details: its tax invoice (shown as issued) and credit notes, each with its PDF. */
export function TaxDocumentsPanel({ order }: { order: Order }) {
  const invoiced = mayHaveTaxDocuments(order.status);
  // Read afresh each time the order is opened: a credit note is issued in the background after a refund.
  const documents = useOrderTaxDocumentsQuery(order._id, { skip: !invoiced, refetchOnMountOrArgChange: true });
  const list = documents.data ?? [];
  const hasInvoice = list.some((document) => document.kind === 'invoice');
  // While the invoice is awaited, a second subscription polls the same query (the first one's answer says when).
  useOrderTaxDocumentsQuery(order._id, {
    skip: !invoiced || !documents.isSuccess || hasInvoice,
    pollingInterval: AWAIT_INVOICE_MS,
  });
  const invoice = useOrderInvoiceQuery(order._id, { skip: !hasInvoice });
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
                <span className="font-mono">{document.number}</span> · {formatTaxDay(document.issueDate)} ·{' '}
                {formatPaise(document.totalPaise)}
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
      {invoice.data && <InvoiceSummary document={invoice.data} />}
      {invoice.isError && <p className="mt-2 text-sm text-red-800">{T.invoiceLoadFailed}</p>}
    </section>
  );
}
