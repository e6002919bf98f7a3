import type { OrderTaxDocumentsResponse, TaxDocumentSummary } from '@store/contracts';
import { api } from '../api/api';
import { orderTokenFor } from './order-access';

/**
 * Statuses in which an order may have tax invoices: after its goods left (an invoice when it is
 * marked shipped), and while partly shipped (processing: an invoice per dispatch, issue #43).
 */
export const INVOICED_STATUSES = ['processing', 'shipped', 'delivered', 'returned'] as const;

/** Statuses after all the goods left: the order is due an invoice for whatever no shipment carried. */
const GOODS_LEFT_STATUSES = ['shipped', 'delivered', 'returned'] as const;

/** Whether all of an order's goods have left (so it is due its invoices even without shipments). */
export const goodsHaveLeft = (status: string | null | undefined): boolean =>
  (GOODS_LEFT_STATUSES as readonly string[]).includes(status ?? '');

/** Whether an order in this status may have tax documents: before shipping there is nothing to ask for. */
export const mayHaveTaxDocuments = (status: string | null | undefined): boolean =>
  (INVOICED_STATUSES as readonly string[]).includes(status ?? '');

/** A guest's order answers with its access token, the same way the order itself does. */
const guestToken = (orderId: string) => (orderTokenFor(orderId) ? { token: orderTokenFor(orderId) } : undefined);

/**
 * An order's tax invoices (one per dispatch, issue #43) and credit notes (issue #42): the owner's, a guest's with the order's
 * token, or any for an admin. Tagged with the order, so a status change or a refund reads them again.
 */
export const taxDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderTaxDocuments: build.query<TaxDocumentSummary[], string>({
      query: (orderId) => ({
        url: `/orders/${encodeURIComponent(orderId)}/tax-documents`,
        params: guestToken(orderId),
      }),
      transformResponse: (response: OrderTaxDocumentsResponse) => response.documents,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useOrderTaxDocumentsQuery } = taxDocumentsApi;

/** The parameters a document's download adds: the guest's token, when this tab holds one. */
export const documentDownloadParams = guestToken;

/** 'Delhivery AWB DL10001': the shipment a dispatch's invoice is for. */
export const shipmentName = (shipment: NonNullable<TaxDocumentSummary['shipment']>) =>
  `${shipment.carrier} AWB ${shipment.awb}`;

/**
 * The shipments still waiting for their invoice (issued in the background a moment after each
 * dispatch): none named by an invoice, while no invoice without a shipment (the whole order, or what
 * no shipment carried) covers them.
 */
export const awaitingInvoice = (documents: readonly TaxDocumentSummary[], shipmentIds: readonly string[]): boolean => {
  const invoices = documents.filter((document) => document.kind === 'invoice');
  if (invoices.some((invoice) => !invoice.shipment)) return false;
  const named = new Set(invoices.map((invoice) => invoice.shipment?.shipmentId));
  return shipmentIds.some((shipmentId) => !named.has(shipmentId));
};

/** 'INV/2627/000001' -> 'INV-2627-000001.pdf': the number as a file name. */
export const documentFilename = (document: Pick<TaxDocumentSummary, 'number'>) =>
  `${document.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
