import type { Kysely } from 'kysely';
import type { Logger } from '@store/platform';
import { markFailed } from '../checkpoints/checkpoint-status';
import { describeError, type HandlerFailedError } from './errors';

/** Logs a handler's failure and records it on the projection's row, for the operations screen. */
export async function recordHandlerFailure(
  db: Kysely<unknown>,
  log: Logger,
  name: string,
  error: HandlerFailedError,
): Promise<void> {
  log.error(
    { projection: name, eventType: error.event.type, eventId: error.event.id, err: error.cause },
    error.message,
  );
  await markFailed(db, name, { message: describeError(error.cause), event: error.event }).catch((markError: unknown) =>
    log.error({ projection: name, err: markError }, `projection ${name}: could not record the failure`),
  );
}
