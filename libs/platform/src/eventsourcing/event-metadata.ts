import type { Clock } from './clock';
import type { CommandContext } from './command-context';

/** The metadata every appended event carries: who asked, under which request, and when. */
export function eventMetadata(context: CommandContext, clock: Clock) {
  return {
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    occurredAt: clock.now().toISOString(),
  };
}
