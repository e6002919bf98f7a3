import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TAX_DOCUMENT_MESSAGES, type TaxDocument, type TaxDocumentSummary } from '@store/contracts';
import { TaxDocumentQuery } from '@store/contracts/requests';
import { AdminOnly, CurrentUser, OptionalAuth } from '@store/identity';
import { OrderVisibility, orderTokenOf } from '@store/ordering';
import { AuthUser, CommandContext, ConflictError, NotFoundError, RequestContext } from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TaxDocumentIssuer } from '../commands/tax-document-issuer';
import { numberInPath, type DocumentRef } from '../domain/order-tax-documents';
import { sendTaxDocument, taxDocumentPath } from './tax-document-files';

/** A document number as a path gives it: 'INV-2627-000001' (or with '/'), at most 40 characters looked at. */
const numberParam = (value: string) => numberInPath(value.slice(0, 40)).toUpperCase();

const summaryOf = (orderId: string, document: TaxDocument): TaxDocumentSummary => ({
  kind: document.kind,
  number: document.number,
  issueDate: document.issueDate,
  totalPaise: document.totals.totalPaise,
  downloadPath: taxDocumentPath(orderId, document),
  shipment: document.shipment ?? null,
  correctsInvoice: document.correctsInvoice?.number ?? null,
});

/**
 * An order's tax invoices and credit notes (issues #42, #43), for whoever may see the order: the
 * PDF by default, the document as JSON with `format=json`. Read from the documents' own streams,
 * so a document is there as soon as it is issued.
 */
@ApiTags('tax documents')
@Controller('orders')
export class TaxDocumentsController {
  constructor(
    private readonly issuer: TaxDocumentIssuer,
    private readonly access: OrderVisibility,
  ) {}

  /** Every invoice (in the order issued: one per dispatch), then every credit note. */
  @Get(':id/tax-documents')
  @OptionalAuth()
  async list(@Param('id') id: string, @CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest) {
    await this.access.require(id, user, orderTokenOf(request));
    const { state } = await this.issuer.documentsOf(id);
    const documents = await this.issuer.documents([...state.invoices, ...state.creditNotes]);
    return { success: true, documents: documents.map((document) => summaryOf(id, document)) };
  }

  /** One of the order's documents by its number ('INV-2627-000001'). */
  @Get(':id/tax-documents/:number')
  @OptionalAuth()
  async byNumber(
    @Param('id') id: string,
    @Param('number') number: string,
    @Query() query: TaxDocumentQuery,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.access.require(id, user, orderTokenOf(request));
    const { state } = await this.issuer.documentsOf(id);
    const wanted = numberParam(number);
    const ref = [...state.invoices, ...state.creditNotes].find((item) => numberInPath(item.number) === wanted);
    const document = ref && (await this.issuer.document(ref));
    if (!document) throw new NotFoundError(TAX_DOCUMENT_MESSAGES.documentNotFound);
    return sendTaxDocument(reply, document, query.format);
  }

  /** The order's first invoice (the links of e-mails sent before issue #43 name it so). */
  @Get(':id/invoice')
  @OptionalAuth()
  async invoice(
    @Param('id') id: string,
    @Query() query: TaxDocumentQuery,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.access.require(id, user, orderTokenOf(request));
    const { state } = await this.issuer.documentsOf(id);
    const document = await this.first(state.invoices);
    if (!document) throw new NotFoundError(TAX_DOCUMENT_MESSAGES.invoiceNotIssued);
    return sendTaxDocument(reply, document, query.format);
  }

  /**
   * The admin issues now every invoice due (one the background job could not issue, e.g. a product
   * without an HSN code, since fixed); answers the order's latest invoice.
   */
  @Post(':id/invoice')
  @AdminOnly()
  async issueInvoice(
    @Param('id') id: string,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.access.require(id, user, undefined);
    const document = (await this.issuer.issueInvoices(id, context)).at(-1);
    if (!document) throw new ConflictError(TAX_DOCUMENT_MESSAGES.notShippedYet);
    return { success: true, document };
  }

  /** The (first) credit note of a refund, as the links of the first credit notes name it. */
  @Get(':id/credit-notes/:refundId')
  @OptionalAuth()
  async creditNote(
    @Param('id') id: string,
    @Param('refundId') refundId: string,
    @Query() query: TaxDocumentQuery,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.access.require(id, user, orderTokenOf(request));
    const { state } = await this.issuer.documentsOf(id);
    const document = await this.first(state.creditNotes.filter((note) => note.refundId === refundId.slice(0, 100)));
    if (!document) throw new NotFoundError(TAX_DOCUMENT_MESSAGES.creditNoteNotFound);
    return sendTaxDocument(reply, document, query.format);
  }

  private async first(refs: readonly DocumentRef[]) {
    return refs[0] ? this.issuer.document(refs[0]) : null;
  }
}
