import { pluralise, type LoggedEvent } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { Modal } from '../../../shared/ui/Modal';
import { ErrorState, LoadingState } from '../ui/states';
import { SYSTEM_TEXT } from './constants';
import { EventItem } from './EventItem';
import { useCorrelationChainQuery } from './system-api';

const T = SYSTEM_TEXT.events;

/** Every event one correlation id ties together, oldest first: the command that started it and all it caused, across modules. */
export function CorrelationChainDialog({ from, onClose }: { from: LoggedEvent; onClose: () => void }) {
  const query = useCorrelationChainQuery(from.eventId);
  const chain = query.data?.events ?? [];
  const types = new Map(chain.map((event) => [event.eventId, event.type]));
  return (
    <Modal title={T.chainTitle} onClose={onClose} size="lg">
      <p className="mb-3 text-xs text-neutral-700">
        Correlation id <span className="font-mono break-all">{from.metadata.correlationId}</span>
        {query.data && ` · ${pluralise(chain.length, 'event')}`}
      </p>
      {query.isLoading && <LoadingState text={T.chainLoading} />}
      {query.isError && (
        <ErrorState text={messageOr(query.error, T.chainFailed)} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <>
          {query.data.truncated && (
            <p className="mb-2 text-sm font-semibold text-amber-900">{T.chainTruncated(chain.length)}</p>
          )}
          <ol
            aria-label="Events of the chain, oldest first"
            className="max-h-[60vh] overflow-y-auto rounded-lg border border-neutral-200 bg-white"
          >
            {chain.map((event) => (
              <EventItem
                key={event.eventId}
                event={event}
                mark={event.eventId === from.eventId ? T.thisEvent : undefined}
                causedBy={event.metadata.causationId ? types.get(event.metadata.causationId) : undefined}
              />
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
