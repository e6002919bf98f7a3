import { randomUUID } from 'node:crypto';
import type { Actor } from '@store/eventstore';

/** Who asked, and under which request: becomes every event's metadata. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  causationId?: string | null;
}

export const systemContext = (correlationId: string = randomUUID()): CommandContext => ({
  actor: { id: null, role: 'system' },
  correlationId,
  causationId: null,
});
