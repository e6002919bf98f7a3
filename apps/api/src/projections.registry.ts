import { catalogueProjections } from '@store/catalogue';
import { identityProjections } from '@store/identity';
import { marketingProjections } from '@store/marketing';
import type { ProjectionDefinition } from '@store/projections';

/**
 * Every read model of the application. The projection host runs them (ROLE=all|projector) and
 * `npm run replay` rebuilds them; modules add theirs here.
 */
export const allProjections: ProjectionDefinition[] = [...identityProjections, ...marketingProjections, ...catalogueProjections];
