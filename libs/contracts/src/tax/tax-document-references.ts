/**
 * The invoicing module's integration events on an order (issue #42): a reference to each tax
 * document issued for it, in the order's own stream of documents. The ordering module shows them
 * in the order's timeline; the documents themselves are in the invoicing module's numbering streams.
 */
export const orderTaxDocumentsStream = (orderId: string) => `order-tax-documents-${orderId}`;

/** Units of one order line (its index in the order) that an invoice covers. */
export interface InvoicedUnits {
  line: number;
  quantity: number;
}

export type OrderTaxDocumentEvent =
  | {
      type: 'OrderInvoiced';
      data: {
        orderId: string;
        number: string;
        seriesStream: string;
        issuedAt: string;
        /**
         * Issue #43: the shipment (ShipmentDispatched) this invoice is for; null or absent for an
         * invoice of goods that left without a shipment (the status set to shipped), and in
         * references written before.
         */
        shipmentId?: string | null;
        /** The units it covers; absent in references written before: the whole order. */
        lines?: InvoicedUnits[];
      };
    }
  | {
      type: 'OrderCreditNoted';
      data: {
        orderId: string;
        refundId: string;
        number: string;
        seriesStream: string;
        issuedAt: string;
        /** The invoice it corrects (issue #43: a refund may credit several invoices, one note each); absent before. */
        invoiceNumber?: string;
      };
    };

/** The timeline's line for one of them. */
export function taxDocumentReferenceSummary(event: OrderTaxDocumentEvent): string {
  if (event.type === 'OrderInvoiced') return `Tax invoice ${event.data.number} issued`;
  return event.data.invoiceNumber
    ? `Credit note ${event.data.number} issued for a refund, against invoice ${event.data.invoiceNumber}`
    : `Credit note ${event.data.number} issued for a refund`;
}
