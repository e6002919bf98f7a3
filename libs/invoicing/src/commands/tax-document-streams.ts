import type { TaxDocument } from '@store/contracts';
import { isWrongExpectedRevisionError, type EventStore } from '@store/eventstore';
import {
  eventMetadata,
  type Clock,
  type CommandContext,
  type PersonalData,
  type SealedPersonal,
} from '@store/platform';
import {
  orderTaxDocuments,
  revisionOfNumber,
  type DocumentRef,
  type OrderTaxDocuments,
} from '../domain/order-tax-documents';
import type {
  BuyerPersonal,
  IssuedDocument,
  OrderTaxDocumentEvent,
  TaxDocumentEvent,
} from '../domain/tax-document-events';
import { orderTaxDocumentsStream } from '../streams';
import { SeriesLocks } from './series-locks';

/** The subject a document's buyer is sealed under: kept for the legal retention period, not by the shopper's erasure. */
export const taxRecordSubject = (orderId: string) => `tax-record:${orderId}`;

/**
 * The streams of issued documents, for TaxDocumentIssuer (one per issuer: its own series locks,
 * as another process has): the numbering streams (number n is revision n - 1), each order's
 * stream of references, reading them and appending both in one commit.
 */
export class TaxDocumentStreams {
  /** Within one process issues of a series queue instead of retrying. */
  readonly locks = new SeriesLocks();

  constructor(
    private readonly store: EventStore,
    private readonly personalData: PersonalData,
    private readonly clock: Clock,
  ) {}

  /** The order's documents so far, and the revision of its stream (-1: none). */
  async documentsOf(orderId: string): Promise<{ state: OrderTaxDocuments; revision: number }> {
    const events = await this.store.readStream(orderTaxDocumentsStream(orderId));
    const state = events.reduce(
      (current, event) => orderTaxDocuments.evolve(current, event as never),
      orderTaxDocuments.initialState(),
    );
    return { state, revision: events.length - 1 };
  }

  /** An issued document as issued, with its buyer opened (null when its record was shredded). */
  async document(ref: DocumentRef): Promise<TaxDocument | null> {
    const [event] = await this.store.readStream(ref.seriesStream, {
      fromRevision: revisionOfNumber(ref.number),
      limit: 1,
    });
    if (!event) return null;
    return this.opened(event.data as TaxDocumentEvent['data']);
  }

  async opened({ document, buyerPersonal }: TaxDocumentEvent['data']): Promise<TaxDocument> {
    const buyer = await this.personalData.open<BuyerPersonal>(buyerPersonal as SealedPersonal);
    return { ...document, buyer: { ...document.buyer, name: buyer?.name ?? '', address: buyer?.address ?? '' } };
  }

  /** The revision the series stream is at (-1: empty): the next number is this + 2. */
  async seriesRevision(seriesStream: string): Promise<number> {
    const [last] = await this.store.readStream(seriesStream, { direction: 'backwards', limit: 1 });
    return last ? last.revision : -1;
  }

  /**
   * The documents (consecutive numbers of one series, from seriesRevision + 2) and their
   * references in the order's stream, both streams in one commit: two issuers racing for a number
   * or for the same order cannot both win. False when another got there first (read again).
   */
  async append(
    issue: { seriesStream: string; seriesRevision: number; orderId: string; orderRevision: number },
    context: CommandContext,
    documents: readonly TaxDocument[],
    references: readonly OrderTaxDocumentEvent[],
  ): Promise<boolean> {
    const metadata = eventMetadata(context, this.clock);
    const issued = await Promise.all(
      documents.map(async (document) => {
        const { buyer, ...rest } = document;
        const buyerPersonal = await this.personalData.seal(taxRecordSubject(issue.orderId), {
          name: buyer.name,
          address: buyer.address,
        } satisfies BuyerPersonal);
        const plain: IssuedDocument = {
          ...rest,
          buyer: { state: buyer.state, stateCode: buyer.stateCode, gstin: buyer.gstin },
        };
        const type = document.kind === 'invoice' ? 'TaxInvoiceIssued' : 'CreditNoteIssued';
        return { type, data: { document: plain, buyerPersonal }, metadata };
      }),
    );
    try {
      await this.store.appendToStreams([
        {
          streamId: issue.seriesStream,
          events: issued,
          expectedRevision: issue.seriesRevision < 0 ? 'no_stream' : issue.seriesRevision,
        },
        {
          streamId: orderTaxDocumentsStream(issue.orderId),
          events: references.map((reference) => ({ ...reference, metadata })),
          expectedRevision: issue.orderRevision < 0 ? 'no_stream' : issue.orderRevision,
        },
      ]);
      return true;
    } catch (error) {
      if (isWrongExpectedRevisionError(error)) return false;
      throw error;
    }
  }
}
