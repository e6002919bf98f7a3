import { Inject, Injectable } from '@nestjs/common';
import { calendarDay, type TaxDocument } from '@store/contracts';
import { isWrongExpectedRevisionError, type EventStore } from '@store/eventstore';
import {
  AppConfig,
  CLOCK,
  CONFIG,
  EVENT_STORE,
  eventMetadata,
  PersonalData,
  type Clock,
  type CommandContext,
  type SealedPersonal,
} from '@store/platform';
import { OrderingCommands, OrderPersonalData, OrderRefunds, toPaise } from '@store/ordering';
import { buildCreditNote } from '../domain/credit-note';
import { documentNumber } from '../domain/document-number';
import { financialYearOf } from '../domain/financial-year';
import { buildInvoice } from '../domain/invoice';
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
import { creditNoteSeriesStream, invoiceSeriesStream, orderTaxDocumentsStream } from '../streams';
import { GstRatesService } from './gst-rates.service';
import { buyerOf, INVOICED_STATUSES, invoiceLinesOf } from './order-for-invoice';
import { ProductHsnCodes } from './product-hsn-codes';
import { TaxSettingsService } from './tax-settings.service';
import { SeriesLocks } from './series-locks';

/** Attempts of one issue against other processes numbering the same series at once. */
const MAX_ATTEMPTS = 200;

/** The subject a document's buyer is sealed under: kept for the legal retention period, not by the shopper's erasure. */
export const taxRecordSubject = (orderId: string) => `tax-record:${orderId}`;

/**
 * Issues tax invoices and credit notes (issue #42). A document is the next number of its series
 * and financial year: appended to the series stream at the revision read, together (one commit)
 * with a reference in the order's own stream at its revision, so two issuers racing for a number
 * or for the same order cannot both win: the loser reads again and either takes the next number
 * or finds the order already done. A crash before the commit leaves nothing; after it, everything.
 * Numbers are therefore consecutive, unique and gapless within a series and year.
 */
@Injectable()
export class TaxDocumentIssuer {
  private readonly locks = new SeriesLocks();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly personalData: PersonalData,
    private readonly orders: OrderingCommands,
    private readonly orderPersonal: OrderPersonalData,
    private readonly refunds: OrderRefunds,
    private readonly settings: TaxSettingsService,
    private readonly rates: GstRatesService,
    private readonly hsnCodes: ProductHsnCodes,
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

  /**
   * The order's tax invoice, issued now if it has none yet and its goods have left (shipped,
   * delivered or returned); null for an order that needs none (unpaid, cancelled before shipping).
   */
  async issueInvoice(orderId: string, context: CommandContext): Promise<TaxDocument | null> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const { state, revision } = await this.documentsOf(orderId);
      if (state.invoice) return this.document(state.invoice);
      const order = await this.orders.order(orderId);
      if (!order.exists || !order.isPaid || !INVOICED_STATUSES.includes(order.status)) return null;
      const revealed = await this.orderPersonal.reveal(order);
      const [settings, rates, hsnOf] = await Promise.all([
        this.settings.current(),
        this.rates.current(),
        this.hsnCodes.lookup(order.items.filter((item) => !item.hsn).map((item) => item.productId)),
      ]);
      const issuedAt = this.clock.now().toISOString();
      const issueDate = calendarDay(issuedAt, this.config.STORE_TIME_ZONE);
      const seriesStream = invoiceSeriesStream(settings.invoiceSeries, financialYearOf(issueDate).label);
      const issued = await this.locks.run(seriesStream, async () => {
        const next = await this.nextNumber(seriesStream, settings.invoiceSeries, issueDate);
        const document = buildInvoice({
          number: next.number,
          issuedAt,
          issueDate,
          orderId,
          seller: settings,
          buyer: buyerOf(revealed),
          ...invoiceLinesOf(revealed, hsnOf),
          bands: rates.bands,
        });
        if (document.totals.totalPaise !== toPaise(order.totalPrice))
          throw new Error(
            `invoice of order ${orderId} totals ${document.totals.totalPaise} paise, paid ${order.totalPrice}`,
          );
        const written = await this.append(seriesStream, next.revision, orderId, revision, context, document, {
          type: 'OrderInvoiced',
          data: { orderId, number: document.number, seriesStream, issuedAt },
        });
        return written ? document : null;
      });
      if (issued) return issued;
      await backOff(attempt);
    }
    throw new Error(`could not number the invoice of order ${orderId}: the series stayed busy`);
  }

  /**
   * The credit note of a processed refund of an invoiced order, issued now if not yet; null when
   * none is due (the order was never invoiced: refunded before its goods left, or the refund has
   * not been processed).
   */
  async issueCreditNote(orderId: string, refundId: string, context: CommandContext): Promise<TaxDocument | null> {
    const invoice = await this.issueInvoice(orderId, context);
    if (!invoice) return null;
    const refund = (await this.refunds.ledger(orderId)).refunds.find((item) => item.refundId === refundId);
    if (!refund || refund.status !== 'processed') return null;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const { state, revision } = await this.documentsOf(orderId);
      const done = state.creditNotes.find((note) => note.refundId === refundId);
      if (done) return this.document(done);
      const creditedBefore = (await Promise.all(state.creditNotes.map((note) => this.document(note)))).filter(
        (note): note is TaxDocument => note !== null,
      );
      const settings = await this.settings.current();
      const issuedAt = this.clock.now().toISOString();
      const issueDate = calendarDay(issuedAt, this.config.STORE_TIME_ZONE);
      const seriesStream = creditNoteSeriesStream(settings.creditNoteSeries, financialYearOf(issueDate).label);
      const issued = await this.locks.run(seriesStream, async () => {
        const next = await this.nextNumber(seriesStream, settings.creditNoteSeries, issueDate);
        const document = buildCreditNote({
          invoice,
          number: next.number,
          issuedAt,
          issueDate,
          refundId,
          reason: refund.reason,
          amountPaise: toPaise(refund.amount),
          creditedBefore,
        });
        const written = await this.append(seriesStream, next.revision, orderId, revision, context, document, {
          type: 'OrderCreditNoted',
          data: { orderId, refundId, number: document.number, seriesStream, issuedAt },
        });
        return written ? document : null;
      });
      if (issued) return issued;
      await backOff(attempt);
    }
    throw new Error(`could not number the credit note of refund ${refundId}: the series stayed busy`);
  }

  /** The series' next number and the revision the series stream must still be at (-1: empty). */
  private async nextNumber(seriesStream: string, prefix: string, issueDate: string) {
    const [last] = await this.store.readStream(seriesStream, { direction: 'backwards', limit: 1 });
    const revision = last ? last.revision : -1;
    return { revision, number: documentNumber(prefix, financialYearOf(issueDate).short, revision + 2) };
  }

  /** Both streams in one commit; false when another issuer got there first (read again). */
  private async append(
    seriesStream: string,
    seriesRevision: number,
    orderId: string,
    orderRevision: number,
    context: CommandContext,
    document: TaxDocument,
    reference: OrderTaxDocumentEvent,
  ): Promise<boolean> {
    const { buyer, ...rest } = document;
    const buyerPersonal = await this.personalData.seal(taxRecordSubject(orderId), {
      name: buyer.name,
      address: buyer.address,
    } satisfies BuyerPersonal);
    const issued: IssuedDocument = {
      ...rest,
      buyer: { state: buyer.state, stateCode: buyer.stateCode, gstin: buyer.gstin },
    };
    const metadata = eventMetadata(context, this.clock);
    const type = document.kind === 'invoice' ? 'TaxInvoiceIssued' : 'CreditNoteIssued';
    try {
      await this.store.appendToStreams([
        {
          streamId: seriesStream,
          events: [{ type, data: { document: issued, buyerPersonal }, metadata }],
          expectedRevision: seriesRevision < 0 ? 'no_stream' : seriesRevision,
        },
        {
          streamId: orderTaxDocumentsStream(orderId),
          events: [{ ...reference, metadata }],
          expectedRevision: orderRevision < 0 ? 'no_stream' : orderRevision,
        },
      ]);
      return true;
    } catch (error) {
      if (isWrongExpectedRevisionError(error)) return false;
      throw error;
    }
  }
}

const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
