import { LowStockQuery } from './queries/low-stock.query';
import { Module } from '@nestjs/common';
import { AppConfig, CONFIG } from '@store/platform';
import { UploadsController } from './http/uploads.controller';
import { AdminCatalogueController } from './http/admin-catalogue.controller';
import { CatalogueImport } from './commands/catalogue-import.service';
import { CatalogueExport } from './commands/catalogue-export';
import { CatalogueAuditQuery } from './queries/catalogue-audit.query';
import { CloudinaryImageStore, IMAGE_STORE, LocalImageStore } from './uploads/image-store';
import { CatalogueCommands } from './commands/catalogue-store.service';
import { CatalogueReadYourWrites } from './commands/read-your-writes.service';
import { ProductsController } from './http/products.controller';
import { ReviewsController } from './http/reviews.controller';
import { DemoCatalogue } from './demo/demo-catalogue.service';
import { NotifyMe } from './jobs/notify-me.service';
import { NotifyMeController } from './http/notify-me.controller';
import { NotifyMeConfirmLinks } from './commands/notify-me-confirm-links';
import { NotifyMeSubscriptions } from './commands/notify-me-subscriptions.service';
import { BestSellersQuery } from './queries/best-sellers.query';
import { ProductsQuery } from './queries/products.query';
import { ReviewsQuery, StockHistoryQuery } from './queries/reviews.query';
import { StockReservationsQuery } from './queries/stock-reservations.query';
import { InventorySnapshots } from './commands/inventory-snapshots';
import { StagedImports } from './commands/staged-imports';
import { ImportHistoryQuery } from './queries/import-history.query';
import { SitemapQuery } from './queries/sitemap.query';
import { SitemapController } from './http/sitemap.controller';
import { ProductSizeChartController, SizeChartsController } from './http/size-charts.controller';
import { ReviewModerationController } from './http/review-moderation.controller';
import { SizeChartCommands } from './commands/size-chart-commands';
import { SizeChartsQuery } from './queries/size-charts.query';
import { ReviewPhotoTokens } from './commands/review-photo-tokens';
import { ReviewModerationQuery } from './queries/review-moderation.query';

/**
 * Products, colour variants, stock and reviews. Needs EVENT_STORE with CommandHandling, the
 * platform's providers (CLOCK among them) and IdentityModule's guards; its read models are built
 * by catalogueProjections in the projection host.
 */
@Module({
  controllers: [
    ProductsController,
    ReviewsController,
    UploadsController,
    AdminCatalogueController,
    NotifyMeController,
    SitemapController,
    SizeChartsController,
    ProductSizeChartController,
    ReviewModerationController,
  ],
  providers: [
    {
      provide: IMAGE_STORE,
      inject: [CONFIG],
      useFactory: (config: AppConfig) =>
        config.CLOUDINARY_CLOUD_NAME && config.CLOUDINARY_UPLOAD_PRESET
          ? new CloudinaryImageStore(config.CLOUDINARY_CLOUD_NAME, config.CLOUDINARY_UPLOAD_PRESET)
          : new LocalImageStore(config.UPLOAD_DIR, ''),
    },
    NotifyMe,
    NotifyMeSubscriptions,
    NotifyMeConfirmLinks,
    DemoCatalogue,
    CatalogueCommands,
    CatalogueReadYourWrites,
    ProductsQuery,
    BestSellersQuery,
    ReviewsQuery,
    StockHistoryQuery,
    CatalogueAuditQuery,
    CatalogueImport,
    CatalogueExport,
    StockReservationsQuery,
    InventorySnapshots,
    LowStockQuery,
    StagedImports,
    ImportHistoryQuery,
    SitemapQuery,
    SizeChartCommands,
    SizeChartsQuery,
    ReviewPhotoTokens,
    ReviewModerationQuery,
  ],
  exports: [CatalogueCommands, ProductsQuery, StockReservationsQuery, LowStockQuery, StockHistoryQuery],
})
export class CatalogueModule {}
