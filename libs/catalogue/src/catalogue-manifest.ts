import { timeTravelAggregate, type ModuleManifest } from '@store/platform';
import type { ProjectionDefinition } from '@store/projections';
import { catalogueMigrations } from './catalogue-migrations';
import { CatalogueModule } from './catalogue.module';
import { INVENTORY_EVENT_TYPES, inventoryDecider } from './domain/inventory';
import { SITEMAP_ROUTES } from './http/sitemap.controller';
import { NOTIFY_ME_REACTOR } from './jobs/notify-me.service';
import { catalogueProjections } from './projections/catalogue.projections';
import { inventoryStream } from './streams';

/** What the app wires for the catalogue (apps/api/src/app/manifests.ts). */
export const catalogueManifest: ModuleManifest<ProjectionDefinition> = {
  name: 'catalogue',
  nestModule: CatalogueModule,
  migrations: catalogueMigrations,
  projections: catalogueProjections,
  reactors: [NOTIFY_ME_REACTOR],
  queues: ['notifyMe'],
  siteRoutes: SITEMAP_ROUTES,
  timeTravel: [
    timeTravelAggregate(
      'stock',
      "a product's stock (its inventory stream), by product id",
      inventoryStream,
      inventoryDecider,
      INVENTORY_EVENT_TYPES,
    ),
  ],
};
