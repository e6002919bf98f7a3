import type { LoggedEvent } from '@store/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminButton } from '../ui/states';
import { SYSTEM_TEXT, TIME_TRAVEL_STREAMS } from './constants';
import { formatPosition } from './format';
import { formatMoment, justAfter } from './india-time';
import { JsonView } from './JsonView';

const T = SYSTEM_TEXT.events;
const KNOWN_METADATA = new Set(['actor', 'correlationId', 'causationId', 'occurredAt']);

/** Where time travel can show the aggregate this event belongs to, as it was right after it. */
function timeTravelLink(event: LoggedEvent): string | null {
  const match = TIME_TRAVEL_STREAMS.find(({ prefix }) => event.streamId.startsWith(prefix));
  if (!match) return null;
  const params = new URLSearchParams({
    kind: match.kind,
    id: event.streamId.slice(match.prefix.length),
    at: justAfter(event.recordedAt),
  });
  return `/admin/system/time-travel?${params}`;
}

const eventsWhere = (key: string, value: string) => `/admin/system/events?${new URLSearchParams({ [key]: value })}`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1">
      <dt className="font-semibold text-neutral-700">{term}</dt>
      <dd className="min-w-0 font-mono break-all">{children}</dd>
    </div>
  );
}

interface EventItemProps {
  event: LoggedEvent;
  /** Opens the chain of the event's correlation id; omitted inside the chain itself. */
  onShowChain?: (event: LoggedEvent) => void;
  /** A mark beside the type (the chain marks the event it was opened from). */
  mark?: string;
  /** The type of the event that caused this one, when it is in view (the chain). */
  causedBy?: string;
}

/** One event of the log: a line that expands to its metadata and payload. */
export function EventItem({ event, onShowChain, mark, causedBy }: EventItemProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { metadata } = event;
  const extraMetadata = Object.fromEntries(Object.entries(metadata).filter(([key]) => !KNOWN_METADATA.has(key)));
  const travel = timeTravelLink(event);
  return (
    <li className="border-b border-neutral-100 last:border-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="grid w-full grid-cols-[1.25rem_1fr] gap-x-2 px-3 py-2 text-left text-sm hover:bg-neutral-50 sm:grid-cols-[1.25rem_11rem_1fr_auto]"
      >
        <span aria-hidden="true" className="text-neutral-500">
          {open ? '▾' : '▸'}
        </span>
        <span className="text-xs whitespace-nowrap text-neutral-700 sm:text-sm">{formatMoment(event.recordedAt)}</span>{' '}
        <span className="col-start-2 min-w-0 sm:col-start-auto">
          <span className="font-bold">{event.type}</span>{' '}
          {mark && <span className="mr-2 rounded bg-brand px-1.5 py-0.5 text-xs font-bold text-white">{mark}</span>}{' '}
          <span className="font-mono text-xs break-all text-neutral-700">{event.streamId}</span>
          {causedBy && <span className="ml-2 text-xs text-neutral-600"> caused by {causedBy}</span>}
        </span>{' '}
        <span className="col-start-2 font-mono text-xs text-neutral-600 sm:col-start-auto">
          {metadata.actor.role}
          {metadata.actor.id && ` ${metadata.actor.id}`}
        </span>
      </button>
      {open && (
        <div id={detailsId} className="space-y-3 bg-neutral-50 px-3 pt-2 pb-4 sm:pl-10">
          <dl className="text-xs">
            <Row term="Global position">{formatPosition(event.position)}</Row>
            <Row term="Stream">
              <Link className="underline" to={eventsWhere('stream', event.streamId)}>
                {event.streamId}
              </Link>{' '}
              (revision {event.revision})
            </Row>
            <Row term="Schema version">{event.version}</Row>
            <Row term="Actor">
              {metadata.actor.id ? (
                <Link className="underline" to={eventsWhere('actor', metadata.actor.id)}>
                  {metadata.actor.role} {metadata.actor.id}
                </Link>
              ) : (
                metadata.actor.role
              )}
            </Row>
            <Row term="Correlation id">
              <Link className="underline" to={eventsWhere('correlationId', metadata.correlationId)}>
                {metadata.correlationId}
              </Link>
            </Row>
            <Row term="Causation id">{metadata.causationId ?? '—'}</Row>
            <Row term="Occurred at">{metadata.occurredAt}</Row>
            <Row term="Recorded at">{event.recordedAt}</Row>
            <Row term="Event id">{event.eventId}</Row>
          </dl>
          <div>
            <h3 className="mb-1 text-xs font-bold text-neutral-700 uppercase">Payload</h3>
            <JsonView value={event.data} label={`Payload of ${event.type}`} />
          </div>
          {Object.keys(extraMetadata).length > 0 && (
            <div>
              <h3 className="mb-1 text-xs font-bold text-neutral-700 uppercase">More metadata</h3>
              <JsonView value={extraMetadata} label={`Metadata of ${event.type}`} />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {onShowChain && (
              <button type="button" className={adminButton.small} onClick={() => onShowChain(event)}>
                {T.showChain}
              </button>
            )}
            {travel && (
              <Link className={adminButton.small} to={travel}>
                {T.timeTravel}
              </Link>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
