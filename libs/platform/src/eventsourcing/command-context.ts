import { randomUUID } from 'node:crypto';
import type { Actor } from '@store/eventstore';

/** Who asked, and under which request: becomes every event's metadata. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  causationId?: string | null;
  /**
   * The request's arrival ticket (ArrivalOrder), when it may reserve stock: the inventory writer
   * grants reservations in this order (issue #45). Never written into an event's metadata.
   */
  arrival?: number;
}

export const systemContext = (correlationId: string = randomUUID()): CommandContext => ({
  actor: { id: null, role: 'system' },
  correlationId,
  causationId: null,
});
