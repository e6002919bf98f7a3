import type { DynamicModule, Type } from '@nestjs/common';
import type { TimeTravelKind } from '@store/contracts';
import type { AppConfig } from '../config/config';
import type { MigrationSet } from '../database/migrations';
import type { Decider, DomainEvent } from '../eventsourcing/decider';
import type { Logger } from '../logging/logger';
import type { QueueKey } from '../queues/queues';

/** What a manifest's configuredModule is built from. */
export interface ManifestContext {
  config: AppConfig;
  logger: Logger;
}

/**
 * The least the app needs of a projection: its name. A lib's manifest holds the projection lib's
 * ProjectionDefinition, which the platform cannot name (@store/projections builds on it), so the
 * manifest takes its type as a parameter: `ModuleManifest<ProjectionDefinition>`.
 */
export interface NamedProjection {
  readonly name: string;
}

/**
 * An aggregate the operations screen folds at a past time (GET /admin/system/time-travel/:kind/:id):
 * the id's stream, the aggregate's own decider and the event types it evolves on.
 */
export interface TimeTravelAggregate {
  readonly kind: TimeTravelKind;
  /** What is folded and what its id names ("an order, by its order id"). */
  readonly label: string;
  readonly streamOf: (id: string) => string;
  readonly decider: Pick<Decider<unknown, unknown, DomainEvent>, 'initialState' | 'evolve' | 'fold'>;
  readonly eventTypes: readonly string[];
}

/** A TimeTravelAggregate from a decider of any state, command and event types. */
export function timeTravelAggregate<S, C, E extends DomainEvent>(
  kind: TimeTravelKind,
  label: string,
  streamOf: (id: string) => string,
  decider: Decider<S, C, E>,
  eventTypes: readonly string[],
): TimeTravelAggregate {
  return {
    kind,
    label,
    streamOf,
    // The screen folds recorded events of eventTypes only: the decider's own.
    decider: decider as unknown as TimeTravelAggregate['decider'],
    eventTypes,
  };
}

/**
 * Everything the app wires for one module, declared by the module itself (its lib's index.ts
 * exports one). apps/api lists the manifests once (apps/api/src/app/manifests.ts) and derives
 * from that list its Nest imports, its migrations, the projections its host runs and `npm run
 * replay` rebuilds, the reactors and queues the operations screen shows, and the aggregates of
 * time travel (ModuleRegistry).
 */
export interface ModuleManifest<Projection extends NamedProjection = NamedProjection> {
  /** Unique among the app's manifests; the lib's name. */
  readonly name: string;
  /** The Nest module the app imports. */
  readonly nestModule?: Type<unknown>;
  /** Instead of nestModule: a module built from the configuration (PlatformModule, PaymentsModule). */
  readonly configuredModule?: (context: ManifestContext) => DynamicModule;
  /** Its tables' migrations (names start with a sortable timestamp: applied in name order). */
  readonly migrations?: MigrationSet;
  /** Its read models: run by the projection host (ROLE=all|projector), rebuilt by `npm run replay`. */
  readonly projections?: readonly Projection[];
  /** Names of the reactors (event -> job) its services run: on /api/health and the operations screen, never replayed. */
  readonly reactors?: readonly string[];
  /** The BullMQ queues (libs/platform QUEUES) whose jobs its workers run: counted on the operations screen. */
  readonly queues?: readonly QueueKey[];
  /** Its aggregates that time travel can fold. */
  readonly timeTravel?: readonly TimeTravelAggregate[];
  /** Paths its controllers serve at the site's root rather than under /api (Nest's form: 'sitemap-:page.xml'). */
  readonly siteRoutes?: readonly string[];
}
