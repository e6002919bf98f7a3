import { Inject, Injectable } from '@nestjs/common';
import type { Actor, EventStore } from '@store/eventstore';
import { DATABASE, DomainError, EVENT_STORE } from '@store/platform';
import { projectionStatus, resumeProjection, type ProjectionStatusReport, type ResumeResult } from '@store/projections';
import { Kysely } from 'kysely';
import { allProjections, allReactorNames } from '../projections.registry';

/**
 * What the operations screen (/admin/system) calls to see and steer the read side: every
 * projection's and reactor's status (failed ones with their error and event), and resume after a
 * fix (no rebuild; the runners retry from their checkpoints). `npm run replay -- --resume <name>`
 * is the same from the command line.
 */
@Injectable()
export class ProjectionOperations {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  names(): string[] {
    return [...allProjections.map((projection) => projection.name), ...allReactorNames];
  }

  status(): Promise<ProjectionStatusReport[]> {
    return projectionStatus(this.db, this.eventStore, { names: this.names() });
  }

  /** 404 for an unknown name; `resumed: false` when it was not failed. Recorded as ProjectionResumed with `actor`. */
  async resume(name: string, actor: Actor): Promise<ResumeResult> {
    if (!this.names().includes(name)) throw new DomainError(`Unknown projection ${name}`, 404);
    return resumeProjection(this.db, this.eventStore, name, actor);
  }
}
