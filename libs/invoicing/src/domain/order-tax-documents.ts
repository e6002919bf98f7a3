import type { InvoicedUnits } from '@store/contracts';
import type { OrderTaxDocumentEvent } from './tax-document-events';

/** Where an issued document is: its numbering stream and number (number n is the stream's revision n - 1). */
export interface DocumentRef {
  number: string;
  seriesStream: string;
}

/** An invoice of the order: the shipment it is for (null: goods that left without one) and the units it covers (null: the whole order). */
export interface InvoiceRef extends DocumentRef {
  shipmentId: string | null;
  lines: InvoicedUnits[] | null;
}

/** A credit note of the order: the refund it records and the invoice it corrects (null in references written before issue #43). */
export interface CreditNoteRef extends DocumentRef {
  refundId: string;
  invoiceNumber: string | null;
}

/**
 * An order's documents so far (stream `order-tax-documents-{orderId}`): its invoices in the order
 * they were issued (one per dispatch, or one for the whole order), and a credit note per refund and
 * invoice it credits.
 */
export interface OrderTaxDocuments {
  invoices: InvoiceRef[];
  creditNotes: CreditNoteRef[];
}

export const orderTaxDocuments = {
  initialState: (): OrderTaxDocuments => ({ invoices: [], creditNotes: [] }),
  evolve: (state: OrderTaxDocuments, event: OrderTaxDocumentEvent): OrderTaxDocuments => {
    const { number, seriesStream } = event.data;
    if (event.type === 'OrderInvoiced') {
      const invoice = {
        number,
        seriesStream,
        shipmentId: event.data.shipmentId ?? null,
        lines: event.data.lines ?? null,
      };
      return { ...state, invoices: [...state.invoices, invoice] };
    }
    const note = {
      number,
      seriesStream,
      refundId: event.data.refundId,
      invoiceNumber: event.data.invoiceNumber ?? null,
    };
    return { ...state, creditNotes: [...state.creditNotes, note] };
  },
};

/** The position in its numbering stream of document number `number` ('INV/2627/000042' -> revision 41). */
export const revisionOfNumber = (number: string): number => Number(number.slice(number.lastIndexOf('/') + 1)) - 1;

/** A document number as it goes in a path or a file name: 'INV/2627/000042' -> 'INV-2627-000042'. */
export const numberInPath = (number: string): string => number.replace(/\//g, '-');
