import {
  Global,
  Inject,
  Injectable,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { createEventStore, EventStore } from '@store/eventstore';
import {
  AppConfig,
  CommandHandling,
  COMMAND_HANDLING_PROVIDER,
  CONFIG,
  DATABASE,
  EVENT_STORE,
  Logger,
  LOGGER,
  ModuleRegistry,
  poolBudgetOf,
  runsProjections,
} from '@store/platform';
import { ProjectionHost, projectionStatus, setRunnerProcessRole, type ProjectionDefinition } from '@store/projections';
import { Kysely } from 'kysely';
import { HealthRegistry } from '../health/health-registry';
import { ProjectionOperations } from './projection-operations';

/**
 * Runs every projection of the app's manifests (ModuleRegistry) in processes whose role includes
 * projections; reports them and the modules' reactors on /api/health.
 */
@Injectable()
class ProjectionsLifecycle implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private host?: ProjectionHost;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly health: HealthRegistry,
    private readonly registry: ModuleRegistry<ProjectionDefinition>,
  ) {
    // Before any runner (projections here, reactors in their modules) opens its lock session.
    setRunnerProcessRole(config.ROLE);
  }

  onModuleInit() {
    this.health.register({
      name: 'eventStore',
      check: async () => ({ status: (await this.eventStore.ping()) ? 'up' : 'down' }),
    });
    this.health.register({
      name: 'projections',
      check: async () => {
        const reports = await projectionStatus(this.db, this.eventStore, { names: this.registry.runnerNames() });
        const failed = reports.filter((report) => report.status === 'failed').map((report) => report.name);
        return { status: failed.length ? 'down' : 'up', ...(failed.length ? { failed } : {}), projections: reports };
      },
    });
  }

  onApplicationBootstrap() {
    const { projections } = this.registry;
    if (!runsProjections(this.config.ROLE) || projections.length === 0) return;
    this.host = new ProjectionHost({
      projections,
      db: this.db,
      eventStore: this.eventStore,
      databaseUrl: this.config.DATABASE_URL,
      logger: this.logger,
    });
    this.host.start();
  }

  async onApplicationShutdown() {
    await this.host?.stop();
    await this.eventStore.close();
  }
}

/** Provides the EventStore port to every module and hosts the projections. */
@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [CONFIG],
      useFactory: (config: AppConfig) =>
        createEventStore({
          databaseUrl: config.DATABASE_URL,
          maxConnections: poolBudgetOf(config).eventStore,
          eventStoreUrl: config.EVENTSTORE_URL ?? '',
        }),
    },
    COMMAND_HANDLING_PROVIDER,
    ProjectionsLifecycle,
    ProjectionOperations,
  ],
  exports: [EVENT_STORE, CommandHandling, ProjectionOperations],
})
export class EventSourcingModule {}
