import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { TaxDocument } from '@store/contracts';
import { AppConfig, CONFIG, LOGGER, Logger, systemContext } from '@store/platform';
import {
  OrderAccessTokens,
  SHIPPED_MAIL_RANKS,
  ShippedMailExtrasRegistry,
  type MailExtras,
  type OrderState,
  type ShippedMailExtras,
} from '@store/ordering';
import { TaxDocumentIssuer } from '../commands/tax-document-issuer';
import { pdfFileName, taxDocumentPath } from '../http/tax-document-files';
import { renderTaxDocumentPdf } from '../pdf/tax-document-pdf';

/**
 * The shipping e-mail's tax invoices (every one of the order: one per dispatch since issue #43;
 * the 'part of your order has shipped' e-mails of earlier dispatches carry none): issued here if the invoicing job has not issued it yet (the
 * same number either way), attached as a PDF, with where to download it again: a guest's link
 * carries the order's access token, a shopper's account lists it under My Orders. Any failure
 * sends the e-mail without it (logged; the invoicing job keeps trying to issue it).
 */
@Injectable()
export class InvoiceForShippedMail implements ShippedMailExtras, OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly issuer: TaxDocumentIssuer,
    private readonly tokens: OrderAccessTokens,
    private readonly registry: ShippedMailExtrasRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this, SHIPPED_MAIL_RANKS.taxInvoice);
  }

  async forShippedOrder(order: OrderState): Promise<MailExtras | null> {
    try {
      const invoices = await this.issuer.issueInvoices(order.orderId, systemContext(`invoice-${order.orderId}`));
      if (!invoices.length) return null;
      const files = await Promise.all(invoices.map((invoice) => renderTaxDocumentPdf(invoice)));
      const guest = order.userId === null;
      const token = guest ? encodeURIComponent(this.tokens.issue(order.orderId)) : '';
      const where = guest ? 'Download it again' : 'It is also under My Orders';
      const attachments = invoices.map((invoice, index) => ({
        filename: pdfFileName(invoice),
        contentType: 'application/pdf',
        content: files[index]!.toString('base64'),
        encoding: 'base64' as const,
      }));
      if (invoices.length === 1) {
        const [invoice] = invoices as [TaxDocument];
        const link = guest
          ? `${this.config.WEB_ORIGIN}/api/orders/${order.orderId}/invoice?token=${token}`
          : `${this.config.WEB_ORIGIN}/orders`;
        return {
          text: `Your tax invoice ${invoice.number} is attached. ${where}: ${link}`,
          html: `Your tax invoice <strong>${invoice.number}</strong> is attached. <a href="${link}">${where}</a>.`,
          attachments,
        };
      }
      // An invoice per dispatch (issue #43): each one, with the shipment it is for.
      const linkOf = (invoice: TaxDocument) =>
        guest
          ? `${this.config.WEB_ORIGIN}${taxDocumentPath(order.orderId, invoice)}?token=${token}`
          : `${this.config.WEB_ORIGIN}/orders`;
      const named = (invoice: TaxDocument) =>
        invoice.shipment ? `${invoice.number} (${invoice.shipment.carrier} ${invoice.shipment.awb})` : invoice.number;
      const numbers = invoices.map(named).join(', ');
      const links = guest
        ? invoices.map((invoice) => `${invoice.number}: ${linkOf(invoice)}`).join('\n')
        : `It is also under My Orders: ${linkOf(invoices[0]!)}`;
      const htmlLinks = guest
        ? invoices.map((invoice) => `<a href="${linkOf(invoice)}">${invoice.number}</a>`).join(', ')
        : `<a href="${linkOf(invoices[0]!)}">They are also under My Orders</a>`;
      return {
        text: `Your tax invoices ${numbers} are attached, one per shipment.\n${guest ? 'Download them again:\n' : ''}${links}`,
        html: `Your tax invoices <strong>${numbers}</strong> are attached, one per shipment. ${guest ? 'Download them again: ' : ''}${htmlLinks}.`,
        attachments,
      };
    } catch (error) {
      this.logger.error({ orderId: order.orderId, err: error }, 'the shipping e-mail goes without its tax invoice');
      return null;
    }
  }
}
