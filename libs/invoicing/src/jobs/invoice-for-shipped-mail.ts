import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
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
import { pdfFileName } from '../http/tax-document-files';
import { renderTaxDocumentPdf } from '../pdf/tax-document-pdf';

/**
 * The shipping e-mail's tax invoice: issued here if the invoicing job has not issued it yet (the
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
      const invoice = await this.issuer.issueInvoice(order.orderId, systemContext(`invoice-${order.orderId}`));
      if (!invoice) return null;
      const pdf = await renderTaxDocumentPdf(invoice);
      const link =
        order.userId === null
          ? `${this.config.WEB_ORIGIN}/api/orders/${order.orderId}/invoice?token=${encodeURIComponent(this.tokens.issue(order.orderId))}`
          : `${this.config.WEB_ORIGIN}/orders`;
      const where = order.userId === null ? 'Download it again' : 'It is also under My Orders';
      return {
        text: `Your tax invoice ${invoice.number} is attached. ${where}: ${link}`,
        html: `Your tax invoice <strong>${invoice.number}</strong> is attached. <a href="${link}">${where}</a>.`,
        attachments: [
          {
            filename: pdfFileName(invoice),
            contentType: 'application/pdf',
            content: pdf.toString('base64'),
            encoding: 'base64',
          },
        ],
      };
    } catch (error) {
      this.logger.error({ orderId: order.orderId, err: error }, 'the shipping e-mail goes without its tax invoice');
      return null;
    }
  }
}
