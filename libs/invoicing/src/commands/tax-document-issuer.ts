import { Inject, Injectable } from '@nestjs/common';
import { calendarDay, type TaxDocument } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { AppConfig, CLOCK, CONFIG, EVENT_STORE, PersonalData, type Clock, type CommandContext } from '@store/platform';
import { OrderingCommands, OrderPersonalData, OrderRefunds, toPaise, type OrderState } from '@store/ordering';
import { buildCreditNote } from '../domain/credit-note';
import { coveredUnits, invoiceSlice, nextInvoiceDue, type InvoiceDue } from '../domain/dispatch-invoices';
import { documentNumber } from '../domain/document-number';
import { financialYearOf } from '../domain/financial-year';
import { buildInvoice } from '../domain/invoice';
import type { DocumentRef, OrderTaxDocuments } from '../domain/order-tax-documents';
import { allocateRefund, uninvoicedShare } from '../domain/refund-credits';
import type { OrderTaxDocumentEvent, TaxDocumentEvent } from '../domain/tax-document-events';
import { creditNoteSeriesStream, invoiceSeriesStream } from '../streams';
import { GstRatesService } from './gst-rates.service';
import { dispatchesOf, requestedRefundLines } from './order-facts';
import { buyerOf, INVOICED_STATUSES, invoiceLinesOf } from './order-for-invoice';
import { ProductHsnCodes } from './product-hsn-codes';
import { TaxDocumentStreams } from './tax-document-streams';
import { TaxSettingsService } from './tax-settings.service';

export { taxRecordSubject } from './tax-document-streams';

/** Attempts of one issue against other processes numbering the same series at once. */
const MAX_ATTEMPTS = 200;

/**
 * Issues tax invoices and credit notes (issue #42). A document is the next number of its series
 * and financial year: appended to the series stream at the revision read, together (one commit)
 * with a reference in the order's own stream at its revision, so two issuers racing for a number
 * or for the same order cannot both win: the loser reads again and either takes the next number
 * or finds the order already done. A crash before the commit leaves nothing; after it, everything.
 * Numbers are therefore consecutive, unique and gapless within a series and year. Since issue #43
 * an order has an invoice per dispatch, and a refund a credit note per invoice it credits.
 */
@Injectable()
export class TaxDocumentIssuer {
  private readonly streams: TaxDocumentStreams;

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
  ) {
    this.streams = new TaxDocumentStreams(store, personalData, clock);
  }

  /** The order's documents so far, and the revision of its stream (-1: none). */
  documentsOf(orderId: string): Promise<{ state: OrderTaxDocuments; revision: number }> {
    return this.streams.documentsOf(orderId);
  }

  /** An issued document as issued, with its buyer opened (null when its record was shredded). */
  document(ref: DocumentRef): Promise<TaxDocument | null> {
    return this.streams.document(ref);
  }

  opened(data: TaxDocumentEvent['data']): Promise<TaxDocument> {
    return this.streams.opened(data);
  }

  /** The documents of these references as issued (any whose record is gone left out), in the same order. */
  async documents(refs: readonly DocumentRef[]): Promise<TaxDocument[]> {
    const documents = await Promise.all(refs.map((ref) => this.document(ref)));
    return documents.filter((document): document is TaxDocument => document !== null);
  }

  /** The order's first tax invoice after issuing every one due (see issueInvoices); null when it has none. */
  async issueInvoice(orderId: string, context: CommandContext): Promise<TaxDocument | null> {
    return (await this.issueInvoices(orderId, context))[0] ?? null;
  }

  /**
   * The order's tax invoices, after issuing every one due (issue #43, `nextInvoiceDue`): one per
   * shipment that left, for the units it carries, then, once its goods have all left (shipped,
   * delivered or returned), one for whatever no shipment carried: the whole order when it was
   * shipped through its status alone. None for an order that needs none (unpaid, cancelled
   * before anything left). Each is issued on its own commit, in the order the shipments left.
   */
  async issueInvoices(orderId: string, context: CommandContext): Promise<TaxDocument[]> {
    for (let failures = 0; failures < MAX_ATTEMPTS;) {
      const { state, revision } = await this.documentsOf(orderId);
      const order = await this.orders.order(orderId);
      const quantities = order.items.map((item) => item.quantity);
      const due =
        order.exists && order.isPaid
          ? nextInvoiceDue({
              invoices: state.invoices,
              shipments: await dispatchesOf(this.store, orderId),
              quantities,
              goodsLeft: INVOICED_STATUSES.includes(order.status),
            })
          : null;
      if (!due) return this.documents(state.invoices);
      if (await this.issueDue(order, due, state, revision, context)) continue;
      failures += 1;
      await backOff(failures);
    }
    throw new Error(`could not number the invoices of order ${orderId}: the series stayed busy`);
  }

  /** One invoice due; false when another issuer numbered the series or the order first (read again). */
  private async issueDue(
    order: OrderState,
    due: InvoiceDue,
    state: OrderTaxDocuments,
    revision: number,
    context: CommandContext,
  ): Promise<boolean> {
    const { orderId } = order;
    const revealed = await this.orderPersonal.reveal(order);
    const [settings, rates, hsnOf] = await Promise.all([
      this.settings.current(),
      this.rates.current(),
      this.hsnCodes.lookup(order.items.filter((item) => !item.hsn).map((item) => item.productId)),
    ]);
    const quantities = order.items.map((item) => item.quantity);
    const covered = coveredUnits(state.invoices, quantities);
    const slice = invoiceSlice(invoiceLinesOf(revealed, hsnOf), covered, due.units, state.invoices.length === 0);
    const unitsLeft = quantities.reduce((sum, quantity, line) => sum + quantity - covered[line]!, 0);
    const completes = due.units.reduce((sum, units) => sum + units.quantity, 0) === unitsLeft;
    const invoicedBefore = completes
      ? (await this.documents(state.invoices)).reduce((sum, invoice) => sum + invoice.totals.totalPaise, 0)
      : 0;
    const issuedAt = this.clock.now().toISOString();
    const issueDate = calendarDay(issuedAt, this.config.STORE_TIME_ZONE);
    const seriesStream = invoiceSeriesStream(settings.invoiceSeries, financialYearOf(issueDate).label);
    const shipment = due.shipment && {
      shipmentId: due.shipment.shipmentId,
      carrier: due.shipment.carrier,
      awb: due.shipment.awb,
    };
    return this.streams.locks.run(seriesStream, async () => {
      const seriesRevision = await this.streams.seriesRevision(seriesStream);
      const document = buildInvoice({
        number: documentNumber(settings.invoiceSeries, financialYearOf(issueDate).short, seriesRevision + 2),
        issuedAt,
        issueDate,
        orderId,
        seller: settings,
        buyer: buyerOf(revealed),
        ...slice,
        bands: rates.bands,
        shipment,
      });
      // The invoices of all the order's goods add up to what was paid, to the paisa.
      if (completes && invoicedBefore + document.totals.totalPaise !== toPaise(order.totalPrice))
        throw new Error(
          `invoices of order ${orderId} total ${invoicedBefore + document.totals.totalPaise} paise, paid ${order.totalPrice}`,
        );
      const reference: OrderTaxDocumentEvent = {
        type: 'OrderInvoiced',
        data: {
          orderId,
          number: document.number,
          seriesStream,
          issuedAt,
          shipmentId: shipment?.shipmentId ?? null,
          lines: due.units,
        },
      };
      const issue = { seriesStream, seriesRevision, orderId, orderRevision: revision };
      return this.streams.append(issue, context, [document], [reference]);
    });
  }

  /** The first credit note of a refund (see issueCreditNotes); null when none is due. */
  async issueCreditNote(orderId: string, refundId: string, context: CommandContext): Promise<TaxDocument | null> {
    return (await this.issueCreditNotes(orderId, refundId, context))[0] ?? null;
  }

  /**
   * The credit notes of a processed refund of an invoiced order, issued now if not yet: one per
   * invoice the refund credits (`allocateRefund`: a return's lines against the invoices that
   * carried them, any other refund pro rata over the invoices), numbered together in one commit.
   * None when none is due (the order was never invoiced, the refund was not processed, or it paid
   * back only goods never invoiced).
   */
  async issueCreditNotes(orderId: string, refundId: string, context: CommandContext): Promise<TaxDocument[]> {
    const invoices = await this.issueInvoices(orderId, context);
    if (!invoices.length) return [];
    const ledger = (await this.refunds.ledger(orderId)).refunds;
    const at = ledger.findIndex((item) => item.refundId === refundId);
    const refund = ledger[at];
    if (!refund || refund.status !== 'processed') return [];
    const linesOf = await requestedRefundLines(this.store, orderId);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const { state, revision } = await this.documentsOf(orderId);
      const done = state.creditNotes.filter((note) => note.refundId === refundId);
      if (done.length) return this.documents(done);
      const [order, issuedInvoices, creditNotes, settings] = await Promise.all([
        this.orders.order(orderId),
        this.documents(state.invoices),
        this.documents(state.creditNotes),
        this.settings.current(),
      ]);
      const credits = allocateRefund({
        invoices: issuedInvoices,
        creditNotes,
        amountPaise: toPaise(refund.amount),
        lines: linesOf.get(refundId) ?? null,
        uninvoicedPaise: uninvoicedShare({
          paidPaise: toPaise(order.totalPrice),
          invoicedPaise: issuedInvoices.reduce((sum, invoice) => sum + invoice.totals.totalPaise, 0),
          earlierRefundsPaise: ledger
            .slice(0, at)
            .filter((item) => item.status !== 'failed' && !linesOf.get(item.refundId))
            .map((item) => toPaise(item.amount)),
        }),
      });
      if (!credits.length) return [];
      const issuedAt = this.clock.now().toISOString();
      const issueDate = calendarDay(issuedAt, this.config.STORE_TIME_ZONE);
      const year = financialYearOf(issueDate);
      const seriesStream = creditNoteSeriesStream(settings.creditNoteSeries, year.label);
      const issued = await this.streams.locks.run(seriesStream, async () => {
        const seriesRevision = await this.streams.seriesRevision(seriesStream);
        const documents = credits.map((credit, k) =>
          buildCreditNote({
            invoice: credit.invoice,
            number: documentNumber(settings.creditNoteSeries, year.short, seriesRevision + 2 + k),
            issuedAt,
            issueDate,
            refundId,
            reason: refund.reason,
            amountPaise: credit.amountPaise,
            parts: credit.parts,
            units: credit.units,
            creditedBefore: creditNotes.filter((note) => note.correctsInvoice?.number === credit.invoice.number),
          }),
        );
        const references = documents.map((document): OrderTaxDocumentEvent => ({
          type: 'OrderCreditNoted',
          data: {
            orderId,
            refundId,
            number: document.number,
            seriesStream,
            issuedAt,
            invoiceNumber: document.correctsInvoice!.number,
          },
        }));
        const issue = { seriesStream, seriesRevision, orderId, orderRevision: revision };
        const written = await this.streams.append(issue, context, documents, references);
        return written ? documents : null;
      });
      if (issued) return issued;
      await backOff(attempt);
    }
    throw new Error(`could not number the credit notes of refund ${refundId}: the series stayed busy`);
  }
}

const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
