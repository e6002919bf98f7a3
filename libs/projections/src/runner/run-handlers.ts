import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import type { ProjectionDefinition } from '../definition/projection-definition';
import { HandlerFailedError } from './errors';

/**
 * Runs the projection's handlers over `events` in order, inside the caller's transaction, with
 * its batch hooks around them when it has some (`begin` gets what `preloading` resolves to: see
 * BatchHooks.preload). A failure names the event it happened on (the first event for `begin`,
 * the last for `end`).
 */
export async function runHandlers(
  db: Kysely<unknown>,
  projection: ProjectionDefinition,
  events: readonly RecordedEvent[],
  preloading?: Promise<unknown>,
): Promise<void> {
  const handled = events.filter((event) => projection.handlers[event.type]);
  if (handled.length === 0) return;
  const attempt = async <T>(event: RecordedEvent, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new HandlerFailedError(projection.name, event, error);
    }
  };
  const hooks = projection.batch;
  const scratch = hooks ? await attempt(handled[0], async () => hooks.begin(handled, db, await preloading)) : undefined;
  for (const event of handled) {
    // Awaited only when the handler returned a promise: a handler that folds into the batch's
    // scratch costs no microtask per event (a catching-up batch holds thousands).
    try {
      const done = projection.handlers[event.type](event, db, scratch);
      if (done) await done;
    } catch (error) {
      throw new HandlerFailedError(projection.name, event, error);
    }
  }
  if (hooks) await attempt(handled[handled.length - 1], () => hooks.end(scratch, db));
}
