import type { DynamicModule, Type } from '@nestjs/common';
import type { TimeTravelKind } from '@store/contracts';
import { TIME_TRAVEL_KINDS } from '@store/contracts/schemas';
import type { MigrationSet } from '../database/migrations';
import type { QueueKey } from '../queues/queues';
import type { ManifestContext, ModuleManifest, NamedProjection, TimeTravelAggregate } from './module-manifest';

function uniqueOrThrow(what: string, names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`Two modules declare the ${what} ${name}`);
    seen.add(name);
  }
}

/**
 * The application's modules, composed from their manifests in the order given (the order Nest
 * imports, starts and stops them). Built once at load: a name declared twice (module, migration,
 * projection or reactor, queue, time-travel kind) or a time-travel kind nobody declares throws
 * there, before anything runs.
 */
export class ModuleRegistry<Projection extends NamedProjection = NamedProjection> {
  /** Every module's migrations, one set per module that has some, in manifest order. */
  readonly migrations: readonly MigrationSet[];
  /** Every read model the projection host runs and `npm run replay` rebuilds. */
  readonly projections: readonly Projection[];
  /** Every reactor its module runs itself: reported with the projections, never replayed. */
  readonly reactorNames: readonly string[];
  /** Every BullMQ queue, by the module whose workers run its jobs. */
  readonly queues: readonly QueueKey[];
  /** The aggregates time travel folds, by kind. */
  readonly timeTravel: Readonly<Record<TimeTravelKind, TimeTravelAggregate>>;
  /** The paths served at the site's root, outside the API's prefix (sitemap.xml). */
  readonly siteRoutes: readonly string[];

  constructor(readonly manifests: readonly ModuleManifest<Projection>[]) {
    uniqueOrThrow(
      'module',
      manifests.map((manifest) => manifest.name),
    );
    for (const manifest of manifests)
      if (manifest.nestModule && manifest.configuredModule)
        throw new Error(`Module ${manifest.name} declares both nestModule and configuredModule`);
    this.migrations = manifests.flatMap((manifest) => (manifest.migrations ? [manifest.migrations] : []));
    uniqueOrThrow('migration', this.migrations.flatMap(Object.keys));
    this.projections = manifests.flatMap((manifest) => manifest.projections ?? []);
    this.reactorNames = manifests.flatMap((manifest) => manifest.reactors ?? []);
    uniqueOrThrow('projection or reactor', this.runnerNames());
    this.queues = manifests.flatMap((manifest) => manifest.queues ?? []);
    uniqueOrThrow('queue', this.queues);
    this.timeTravel = timeTravelByKind(manifests.flatMap((manifest) => manifest.timeTravel ?? []));
    this.siteRoutes = manifests.flatMap((manifest) => manifest.siteRoutes ?? []);
    uniqueOrThrow('site route', this.siteRoutes);
  }

  /** The Nest modules to import, in manifest order. */
  nestModules(context: ManifestContext): Array<Type<unknown> | DynamicModule> {
    return this.manifests.flatMap((manifest): Array<Type<unknown> | DynamicModule> => {
      if (manifest.configuredModule) return [manifest.configuredModule(context)];
      return manifest.nestModule ? [manifest.nestModule] : [];
    });
  }

  /** The projections' names, then the reactors': what /api/health and the operations screen report. */
  runnerNames(): string[] {
    return [...this.projections.map((projection) => projection.name), ...this.reactorNames];
  }

  isReactor(name: string): boolean {
    return this.reactorNames.includes(name);
  }

  projectionNamed(name: string): Projection | undefined {
    return this.projections.find((projection) => projection.name === name);
  }
}

function timeTravelByKind(aggregates: readonly TimeTravelAggregate[]): Record<TimeTravelKind, TimeTravelAggregate> {
  uniqueOrThrow(
    'time-travel kind',
    aggregates.map((aggregate) => aggregate.kind),
  );
  const missing = TIME_TRAVEL_KINDS.filter((kind) => !aggregates.some((aggregate) => aggregate.kind === kind));
  if (missing.length) throw new Error(`No module declares the time-travel kind ${missing.join(', ')}`);
  return Object.fromEntries(aggregates.map((aggregate) => [aggregate.kind, aggregate])) as Record<
    TimeTravelKind,
    TimeTravelAggregate
  >;
}
