import type { ProjectionDefinition } from '@store/projections';
import { appRegistry } from './app/manifests';

/**
 * Every read model of the application, from the modules' manifests (app/manifests.ts). The
 * projection host runs them (ROLE=all|projector) and `npm run replay` rebuilds them (it loads
 * this file from apps/api/dist).
 */
export const allProjections: readonly ProjectionDefinition[] = appRegistry.projections;

/** Reactors (event -> job) run by their modules: reported on /api/health, never replayed. */
export const allReactorNames: readonly string[] = appRegistry.reactorNames;
