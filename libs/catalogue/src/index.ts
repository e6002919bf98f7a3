/** What other modules may use from the catalogue module. */
export { CatalogueModule } from './catalogue.module';
export { catalogueManifest } from './catalogue-manifest';
export { catalogueMigrations } from './catalogue-migrations';
export {
  catalogueProjections,
  productListingProjection,
  stockHistoryProjection,
  PRODUCT_LISTING_PROJECTION,
  STOCK_HISTORY_PROJECTION,
} from './projections/catalogue.projections';
export { CatalogueCommands } from './commands/catalogue-store.service';
export { ProductsQuery } from './queries/products.query';
export { SitemapQuery, SITEMAP_URLS_PER_FILE } from './queries/sitemap.query';
export { SITEMAP_URL_LIMIT } from './queries/sitemap-xml';
export { purchasableColour, type ProductView } from './queries/product-view';
export type { ProductEvent } from './domain/product-events';
export type { HolderShare, InventoryEvent, ReserveLine } from './domain/inventory';
export type { ReviewEvent } from './domain/review';
export { PRODUCT_EVENT_TYPES } from './domain/product-events';
export { INVENTORY_EVENT_TYPES } from './domain/inventory';
export { REVIEW_EVENT_TYPES } from './domain/review';
export { DemoCatalogue } from './demo/demo-catalogue.service';
export { NOTIFY_ME_REACTOR } from './jobs/notify-me.service';
export { StockReservationsQuery, type LapsedReservation } from './queries/stock-reservations.query';
export {
  stockReservationsProjection,
  STOCK_RESERVATIONS_PROJECTION,
} from './projections/stock-reservations.projection';
export { InventorySnapshots, INVENTORY_SNAPSHOT_EVERY } from './commands/inventory-snapshots';
export { INVENTORY_SETTLE_AT } from './domain/inventory';
export { saleStream } from './streams';
export { LowStockQuery, type LowStockLine } from './queries/low-stock.query';
export { StockHistoryQuery, type OrderStockMove } from './queries/reviews.query';
// The image store and content check of uploads, for other modules' photo uploads (a return's photos, issue #43).
export { IMAGE_STORE, type ImageStore } from './uploads/image-store';
export { detectImageType } from './uploads/image-type';
export { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './http/uploads.controller';
