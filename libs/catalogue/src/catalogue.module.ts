import { Module } from '@nestjs/common';
import { CatalogueCommands } from './commands/catalogue-store.service';
import { CatalogueReadYourWrites } from './commands/read-your-writes.service';
import { ProductsController } from './http/products.controller';
import { ReviewsController } from './http/reviews.controller';
import { DemoCatalogue } from './demo/demo-catalogue.service';
import { NotifyMe } from './jobs/notify-me.service';
import { ProductsQuery } from './queries/products.query';
import { ReviewsQuery, StockHistoryQuery } from './queries/reviews.query';

/**
 * Products, colour variants, stock and reviews. Needs EVENT_STORE, the platform's providers and
 * IdentityModule's guards; its read models are built by catalogueProjections in the projection host.
 */
@Module({
  controllers: [ProductsController, ReviewsController],
  providers: [NotifyMe, DemoCatalogue, CatalogueCommands, CatalogueReadYourWrites, ProductsQuery, ReviewsQuery, StockHistoryQuery],
  exports: [CatalogueCommands, ProductsQuery],
})
export class CatalogueModule {}
