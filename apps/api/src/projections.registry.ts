import { CART_REACTOR, cartProjections } from '@store/cart';
import { catalogueProjections, NOTIFY_ME_REACTOR } from '@store/catalogue';
import { identityProjections } from '@store/identity';
import { marketingProjections } from '@store/marketing';
import { ORDERING_REACTOR, orderingProjections } from '@store/ordering';
import { PAYMENTS_REACTOR } from '@store/payments';
import type { ProjectionDefinition } from '@store/projections';

/**
 * Every read model of the application. The projection host runs them (ROLE=all|projector) and
 * `npm run replay` rebuilds them; modules add theirs here.
 */
export const allProjections: ProjectionDefinition[] = [
  ...identityProjections,
  ...marketingProjections,
  ...catalogueProjections,
  ...orderingProjections,
  ...cartProjections,
];

/** Reactors (event -> job) run by their modules: reported on /api/health, never replayed. */
export const allReactorNames: string[] = [NOTIFY_ME_REACTOR, CART_REACTOR, ORDERING_REACTOR, PAYMENTS_REACTOR];
