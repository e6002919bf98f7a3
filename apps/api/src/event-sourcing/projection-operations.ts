import { Inject, Injectable } from '@nestjs/common';
import type { Actor, EventStore } from '@store/eventstore';
import { DATABASE, EVENT_STORE, ModuleRegistry, NotFoundError } from '@store/platform';
import {
  pauseProjection,
  projectionStatus,
  resumeProjection,
  type OperatorContext,
  type PauseResult,
  type ProjectionTables,
  type ProjectionStatusReport,
  type ResumeResult,
} from '@store/projections';
import { Kysely } from 'kysely';

/**
 * What the operations screen (/admin/system) calls to see and steer the read side: every
 * projection's and reactor's status (failed ones with their error and event, paused ones with
 * who paused them, the process holding each runner), pause, and resume after a pause or a fix
 * (no rebuild; the runners go on from their checkpoints). `npm run replay -- --resume <name>`
 * is the same from the command line.
 */
@Injectable()
export class ProjectionOperations {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProjectionTables>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly registry: ModuleRegistry,
  ) {}

  names(): string[] {
    return this.registry.runnerNames();
  }

  isReactor(name: string): boolean {
    return this.registry.isReactor(name);
  }

  status(): Promise<ProjectionStatusReport[]> {
    return projectionStatus(this.db, this.eventStore, { names: this.names() });
  }

  async statusOf(name: string): Promise<ProjectionStatusReport> {
    this.assertKnown(name);
    const [report] = await projectionStatus(this.db, this.eventStore, { names: [name] });
    return report;
  }

  /** 404 for an unknown name; `resumed: false` when it was neither failed nor paused. Recorded as ProjectionResumed with the actor. */
  async resume(name: string, context: OperatorContext | Actor): Promise<ResumeResult> {
    this.assertKnown(name);
    return resumeProjection(this.db, this.eventStore, name, context);
  }

  /** 404 for an unknown name; `paused: false` when paused already or not started. Recorded as ProjectionPaused. */
  async pause(name: string, context: OperatorContext, reason: string | null): Promise<PauseResult> {
    this.assertKnown(name);
    return pauseProjection(this.db, this.eventStore, name, context, reason);
  }

  private assertKnown(name: string) {
    if (!this.names().includes(name)) throw new NotFoundError(`Unknown projection ${name}`);
  }
}
