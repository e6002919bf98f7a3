import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { TAX_DOCUMENT_MESSAGES, type TaxDocumentSummary } from '@store/contracts';
import { TaxDocumentQuery } from '@store/contracts/requests';
import { AdminOnly, CurrentUser, OptionalAuth } from '@store/identity';
import { OrderVisibility, orderTokenOf } from '@store/ordering';
import { AuthUser, CommandContext, ConflictError, NotFoundError, RequestContext } from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TaxDocumentIssuer } from '../commands/tax-document-issuer';
import { sendTaxDocument } from './tax-document-files';

/**
 * An order's tax invoice and credit notes (issue #42), for whoever may see the order: the PDF by
 * default, the document as JSON with `format=json`. Read from the documents' own streams, so a
 * document is there as soon as it is issued.
 */
@ApiTags('tax documents')
@Controller('orders')
export class TaxDocumentsController {
  constructor(
    private readonly issuer: TaxDocumentIssuer,
    private readonly access: OrderVisibility,
  ) {}

  @Get(':id/tax-documents')
  @OptionalAuth()
  async list(@Param('id') id: string, @CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest) {
    await this.access.require(id, user, orderTokenOf(request));
    const { state } = await this.issuer.documentsOf(id);
    const refs = [
      ...(state.invoice ? [{ ...state.invoice, path: `/api/orders/${id}/invoice` }] : []),
      ...state.creditNotes.map((note) => ({ ...note, path: `/api/orders/${id}/credit-notes/${note.refundId}` })),
    ];
    const documents = await Promise.all(
      refs.map(async (ref): Promise<TaxDocumentSummary | null> => {
        const document = await this.issuer.document(ref);
        return (
          document && {
            kind: document.kind,
            number: document.number,
            issueDate: document.issueDate,
            totalPaise: document.totals.totalPaise,
            downloadPath: ref.path,
          }
        );
      }),
    );
    return { success: true, documents: documents.filter((document) => document !== null) };
  }

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
    const document = state.invoice && (await this.issuer.document(state.invoice));
    if (!document) throw new NotFoundError(TAX_DOCUMENT_MESSAGES.invoiceNotIssued);
    return sendTaxDocument(reply, document, query.format);
  }

  /** The admin issues an invoice now (one the background job could not issue, e.g. a product without an HSN code, since fixed). */
  @Post(':id/invoice')
  @AdminOnly()
  async issueInvoice(
    @Param('id') id: string,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.access.require(id, user, undefined);
    const document = await this.issuer.issueInvoice(id, context);
    if (!document) throw new ConflictError(TAX_DOCUMENT_MESSAGES.notShippedYet);
    return { success: true, document };
  }

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
    const ref = state.creditNotes.find((note) => note.refundId === refundId.slice(0, 100));
    const document = ref && (await this.issuer.document(ref));
    if (!document) throw new NotFoundError(TAX_DOCUMENT_MESSAGES.creditNoteNotFound);
    return sendTaxDocument(reply, document, query.format);
  }
}
