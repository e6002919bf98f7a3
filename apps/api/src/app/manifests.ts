import { cartManifest } from '@store/cart';
import { catalogueManifest } from '@store/catalogue';
import { deliveryManifest } from '@store/delivery';
import { discountsManifest } from '@store/discounts';
import { fulfilmentManifest } from '@store/fulfilment';
import { identityManifest } from '@store/identity';
import { invoicingManifest } from '@store/invoicing';
import { marketingManifest } from '@store/marketing';
import { orderingManifest } from '@store/ordering';
import { paymentsManifest } from '@store/payments';
import { ModuleManifest, ModuleRegistry, platformManifest } from '@store/platform';
import { projectionsManifest, type ProjectionDefinition } from '@store/projections';
import { eventSourcingManifest } from '../event-sourcing/event-sourcing-manifest';
import { healthManifest } from '../health/health-manifest';
import { operationsManifest } from '../operations/operations-manifest';

/**
 * Every module of the application, each as it declares itself; a new module is its manifest and
 * one line here. The order is the one Nest imports them in: among modules at the same depth it
 * starts them in this order and stops them in reverse (the platform first, the event store
 * before the modules that append to it).
 */
export const APP_MANIFESTS: readonly ModuleManifest<ProjectionDefinition>[] = [
  platformManifest,
  healthManifest,
  eventSourcingManifest,
  projectionsManifest,
  identityManifest,
  catalogueManifest,
  cartManifest,
  marketingManifest,
  deliveryManifest,
  discountsManifest,
  orderingManifest,
  paymentsManifest,
  invoicingManifest,
  fulfilmentManifest,
  operationsManifest,
];

/** What the application is made of, composed from APP_MANIFESTS (checked for duplicates at load). */
export const appRegistry = new ModuleRegistry(APP_MANIFESTS);
