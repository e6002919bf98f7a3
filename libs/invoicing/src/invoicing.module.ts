import { Module } from '@nestjs/common';
import { CatalogueModule } from '@store/catalogue';
import { OrderingModule } from '@store/ordering';
import { GstRatesService } from './commands/gst-rates.service';
import { ProductHsnCodes } from './commands/product-hsn-codes';
import { TaxDocumentIssuer } from './commands/tax-document-issuer';
import { TaxSettingsService } from './commands/tax-settings.service';
import { TaxAdminController } from './http/tax-admin.controller';
import { TaxDocumentsController } from './http/tax-documents.controller';
import { InvoicingJobs } from './jobs/invoicing-jobs.service';
import { InvoiceForShippedMail } from './jobs/invoice-for-shipped-mail';
import { TaxSummariesQuery } from './queries/tax-summaries.query';

/**
 * GST tax invoices and credit notes (issue #42): the seller's settings and the rate table, the
 * documents issued when an order ships or a refund is processed, their PDFs and the monthly
 * summaries. Reads orders through the ordering module's commands; gives the ordering module (which
 * cannot import this one: it is imported by it) the invoice its shipping e-mail attaches, through
 * the registry ordering declares (ShippedMailExtrasRegistry).
 */
@Module({
  imports: [OrderingModule, CatalogueModule],
  controllers: [TaxDocumentsController, TaxAdminController],
  providers: [
    TaxSettingsService,
    GstRatesService,
    ProductHsnCodes,
    TaxDocumentIssuer,
    TaxSummariesQuery,
    InvoicingJobs,
    InvoiceForShippedMail,
  ],
})
export class InvoicingModule {}
