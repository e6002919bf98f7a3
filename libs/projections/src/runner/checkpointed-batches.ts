import type { AllSubscription, Position, RecordedEvent } from '@store/eventstore';
import type { ProjectionDefinition } from '../definition/projection-definition';
import { compareCheckpoints, comparePositions, type Checkpoint } from '../position';
import { advanceIdleCheckpoint } from './advance-idle-checkpoint';
import { applyBatch } from './apply-batch';
import type { ResolvedRunnerOptions } from './runner-options';

/** Most often an idle runner writes its checkpoint row (see moveIdle). */
const IDLE_SAVE_INTERVAL_MS = 1000;

/**
 * A runner's writes while it follows the log: each batch in a transaction from the stored
 * checkpoint, and the idle moves past events its projection does not take, all fenced by the
 * runner generation it took the lock with.
 */
export class CheckpointedBatches {
  /** The checkpoint as its row holds it: behind the one followed by idle moves not saved yet (IDLE_SAVE_INTERVAL_MS). */
  private stored: Checkpoint = 'start';
  private idleSavedAt = Number.NEGATIVE_INFINITY;
  private generation: string | undefined;

  constructor(
    private readonly projection: ProjectionDefinition,
    private readonly options: Pick<ResolvedRunnerOptions, 'db' | 'eventStore'>,
    private readonly eventTypes: readonly string[],
  ) {}

  /** Follows on from `stored` (the row's checkpoint) under the lock taken with `generation`. */
  startFrom(stored: Checkpoint, generation: string | undefined): void {
    this.stored = stored;
    this.generation = generation;
  }

  /** A batch: applied in a transaction, or passed over as an idle move when the projection accepts none of its events. */
  async apply(checkpoint: Checkpoint, events: RecordedEvent[]): Promise<Checkpoint> {
    const { accepts } = this.projection;
    if (!accepts || events.some(accepts)) return this.applyFromStored(events);
    return this.moveIdle(checkpoint, events[events.length - 1].position);
  }

  /** Applies the events in a transaction from the stored checkpoint (idle moves not saved yet go with it). */
  private async applyFromStored(events: RecordedEvent[], advanceTo?: Position): Promise<Checkpoint> {
    this.stored = await applyBatch(this.options.db, this.projection, this.stored, events, advanceTo, this.generation);
    return this.stored;
  }

  /**
   * Follows the log past events the projection does not take. The row is told with one statement
   * at most every IDLE_SAVE_INTERVAL_MS (the idle runners of a busy log each wrote it four times a
   * second); the waiters of this process are answered from memory at once (CheckpointWatch), and
   * a move not saved yet is saved at the next idle check once due, or goes with the next batch.
   */
  private async moveIdle(checkpoint: Checkpoint, to: Checkpoint): Promise<Checkpoint> {
    const moved = compareCheckpoints(to, checkpoint) > 0 ? to : checkpoint;
    if (compareCheckpoints(moved, this.stored) > 0 && performance.now() - this.idleSavedAt >= IDLE_SAVE_INTERVAL_MS) {
      await advanceIdleCheckpoint(this.options.db, this.projection.name, this.stored, moved, this.generation);
      this.stored = moved;
      this.idleSavedAt = performance.now();
    }
    return moved;
  }

  /**
   * Moves the checkpoint on while no event of the projection's types comes, so a read-your-writes
   * wait for other types ends. Where the subscription can tell how far it has read (PostgreSQL),
   * up to there (moveIdle); elsewhere up to the head when no event of its
   * types lies between (the head is read first: every event at or before it is visible to readAll).
   */
  async advanceWhileIdle(checkpoint: Checkpoint, subscription: AllSubscription): Promise<Checkpoint> {
    const { eventStore } = this.options;
    if (subscription.readThrough) return this.moveIdle(checkpoint, subscription.readThrough(checkpoint) ?? checkpoint);
    const head = await eventStore.headPosition();
    if (!head || compareCheckpoints(head, checkpoint) <= 0) return checkpoint;
    const [pending] = await eventStore.readAll({ after: checkpoint, eventTypes: this.eventTypes, limit: 1 });
    if (pending && comparePositions(pending.position, head) <= 0) return checkpoint; // the subscription brings it
    return this.applyFromStored([], head);
  }
}
