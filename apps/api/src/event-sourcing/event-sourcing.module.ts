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
  poolBudgetOf,
  runsProjections,
} from '@store/platform';
import { ProjectionHost, projectionStatus, setRunnerProcessRole } from '@store/projections';
import { Kysely } from 'kysely';
import { HealthRegistry } from '../health/health-registry';
import { allProjections, allReactorNames } from '../projections.registry';
import { ProjectionOperations } from './projection-operations';

/** Runs every projection in processes whose role includes projections; reports them on /api/health. */
@Injectable()
class ProjectionsLifecycle implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private host?: ProjectionHost;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly health: HealthRegistry,
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
        const reports = await projectionStatus(this.db, this.eventStore, {
          names: [...allProjections.map((p) => p.name), ...allReactorNames],
        });
        const failed = reports.filter((report) => report.status === 'failed').map((report) => report.name);
        return { status: failed.length ? 'down' : 'up', ...(failed.length ? { failed } : {}), projections: reports };
      },
    });
  }

  onApplicationBootstrap() {
    if (!runsProjections(this.config.ROLE) || allProjections.length === 0) return;
    this.host = new ProjectionHost({
      projections: allProjections,
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
