import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import {
  AppConfig,
  CONFIG,
  DATABASE,
  EVENT_STORE,
  Logger,
  LOGGER,
  ConflictError,
  ModuleRegistry,
  NotFoundError,
  ValidationError,
} from '@store/platform';
import {
  closeAbandonedRebuilds,
  latestRebuild,
  RebuildAlreadyRunningError,
  startTrackedRebuild,
  type OperatorContext,
  type ProjectionDefinition,
  type ProjectionTables,
  type RebuildRow,
} from '@store/projections';
import { Kysely, sql } from 'kysely';

/**
 * Rebuilds started from the operations screen. A rebuild runs in the background of the API
 * process that was asked (its batches share the pool with the storefront's reads and yield
 * between them), holds the projection's rebuild lock so no other process or `npm run replay`
 * rebuilds it at the same time, and writes its progress to projection_rebuilds, so whichever
 * API process a poll reaches answers it. The old tables keep serving until the swap.
 */
@Injectable()
export class RebuildsService implements OnApplicationShutdown {
  private readonly running = new Map<string, { controller: AbortController; finished: Promise<RebuildRow> }>();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly registry: ModuleRegistry<ProjectionDefinition>,
  ) {}

  /** 404 unknown, 400 for a reactor, 409 while one runs; answers once the rebuild is recorded as started. */
  async start(name: string, context: OperatorContext): Promise<RebuildRow> {
    const projection = this.registry.projectionNamed(name);
    if (!projection) {
      if (this.registry.isReactor(name))
        throw new ValidationError(
          `${name} is a reactor: it has no tables to rebuild, and replaying it would send its e-mails and jobs again`,
        );
      throw new NotFoundError(`Unknown projection ${name}`);
    }
    const controller = new AbortController();
    let started;
    try {
      started = await startTrackedRebuild(projection, {
        db: this.db,
        eventStore: this.eventStore,
        databaseUrl: this.config.DATABASE_URL,
        logger: this.logger,
        signal: controller.signal,
        context,
        countEvents: this.config.EVENTSTORE_URL ? undefined : (types) => this.countEvents(types),
      });
    } catch (error) {
      if (error instanceof RebuildAlreadyRunningError)
        throw new ConflictError(`A rebuild of ${name} is already running`);
      throw error;
    }
    const finished = started.finished.finally(() => this.running.delete(started.rebuildId));
    this.running.set(started.rebuildId, { controller, finished });
    return (await latestRebuild(this.db, name))!;
  }

  /** The latest rebuild of a projection; 404 before the first. An unfinished one whose process died is closed as failed. */
  async latest(name: string): Promise<RebuildRow> {
    if (!this.registry.projectionNamed(name)) throw new NotFoundError(`Unknown projection ${name}`);
    let row = await latestRebuild(this.db, name);
    if (row && !row.finished_at && !this.running.has(row.rebuild_id)) {
      await closeAbandonedRebuilds(this.db, name);
      row = await latestRebuild(this.db, name);
    }
    if (!row) throw new NotFoundError(`No rebuild of ${name} yet`);
    return row;
  }

  /** The latest rebuild of each projection, for the list. */
  async latestOfEach(): Promise<Map<string, RebuildRow>> {
    const projections: Kysely<ProjectionTables> = this.db;
    const rows = (await projections
      .selectFrom('projection_rebuilds')
      .selectAll()
      .distinctOn('projection')
      .orderBy('projection')
      .orderBy('started_at', 'desc')
      .execute()) as RebuildRow[];
    return new Map(rows.map((row) => [row.projection, row]));
  }

  /** Stops rebuilds in flight (their schema is dropped; the old tables stay) so shutdown is quick. */
  async onApplicationShutdown() {
    for (const { controller } of this.running.values()) controller.abort();
    await Promise.allSettled([...this.running.values()].map((rebuild) => rebuild.finished));
  }

  /** Events of these types in the PostgreSQL log: the progress bar's 100 %. */
  private async countEvents(types: readonly string[]): Promise<number> {
    if (types.length === 0) return 0;
    const { rows } = await sql<{
      count: string;
    }>`select count(*) as count from events where type = any(${[...types]}::text[])`.execute(this.db);
    return Number(rows[0].count);
  }
}
