import type { OrderTaxDocumentEvent } from './tax-document-events';

/** Where an issued document is: its numbering stream and number (number n is the stream's revision n - 1). */
export interface DocumentRef {
  number: string;
  seriesStream: string;
}

/** An order's documents so far (stream `order-tax-documents-{orderId}`): one invoice, a credit note per refund. */
export interface OrderTaxDocuments {
  invoice: DocumentRef | null;
  creditNotes: Array<DocumentRef & { refundId: string }>;
}

export const orderTaxDocuments = {
  initialState: (): OrderTaxDocuments => ({ invoice: null, creditNotes: [] }),
  evolve: (state: OrderTaxDocuments, event: OrderTaxDocumentEvent): OrderTaxDocuments => {
    const { number, seriesStream } = event.data;
    if (event.type === 'OrderInvoiced') return { ...state, invoice: { number, seriesStream } };
    return { ...state, creditNotes: [...state.creditNotes, { number, seriesStream, refundId: event.data.refundId }] };
  },
};

/** The position in its numbering stream of document number `number` ('INV/2627/000042' -> revision 41). */
export const revisionOfNumber = (number: string): number => Number(number.slice(number.lastIndexOf('/') + 1)) - 1;
