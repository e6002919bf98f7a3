/**
 * The invoicing module's integration events on an order (issue #42): a reference to each tax
 * document issued for it, in the order's own stream of documents. The ordering module shows them
 * in the order's timeline; the documents themselves are in the invoicing module's numbering streams.
 */
export const orderTaxDocumentsStream = (orderId: string) => `order-tax-documents-${orderId}`;

export type OrderTaxDocumentEvent =
  | { type: 'OrderInvoiced'; data: { orderId: string; number: string; seriesStream: string; issuedAt: string } }
  | {
      type: 'OrderCreditNoted';
      data: { orderId: string; refundId: string; number: string; seriesStream: string; issuedAt: string };
    };

/** The timeline's line for one of them. */
export function taxDocumentReferenceSummary(event: OrderTaxDocumentEvent): string {
  return event.type === 'OrderInvoiced'
    ? `Tax invoice ${event.data.number} issued`
    : `Credit note ${event.data.number} issued for a refund`;
}
