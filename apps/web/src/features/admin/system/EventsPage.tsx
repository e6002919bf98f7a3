import type { LoggedEvent } from '@store/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { SYSTEM_TEXT } from './constants';
import { CorrelationChainDialog } from './CorrelationChainDialog';
import { eventFiltersFromUrl, eventFiltersToUrl, eventsQuery, type EventFilters } from './event-filters';
import { EventFiltersForm } from './EventFiltersForm';
import { EventItem } from './EventItem';
import { useSystemEventsQuery } from './system-api';
import { SystemTabs } from './SystemTabs';

const T = SYSTEM_TEXT.events;

/**
 * /admin/system/events: the log newest first, filtered (all in the URL), a page at a time by
 * cursor. 'Older' follows the answer's cursor; 'Newer' goes back through the cursors this visit
 * followed, or to the newest page when the screen was opened on an older one.
 */
export function EventsPage() {
  usePageTitle('Admin · Event browser');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => eventFiltersFromUrl(params), [params]);
  const query = useSystemEventsQuery(eventsQuery(filters));
  /** The cursors of the newer pages this visit came through ('' for the newest), for these filters only. */
  const scope = JSON.stringify({ ...filters, before: undefined });
  const [trail, setTrail] = useState<{ scope: string; cursors: string[] }>({ scope, cursors: [] });
  const newer = trail.scope === scope ? trail.cursors : [];
  const [chainOf, setChainOf] = useState<LoggedEvent | null>(null);

  const show = (next: EventFilters) => setParams(eventFiltersToUrl(next));
  const older = (cursor: string) => {
    setTrail({ scope, cursors: [...newer, filters.before ?? ''] });
    show({ ...filters, before: cursor });
  };
  const newerPage = () => {
    setTrail({ scope, cursors: newer.slice(0, -1) });
    show({ ...filters, before: newer.at(-1) || undefined });
  };

  const events = query.data?.events ?? [];
  const paging = (
    <nav aria-label="Event pages" className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        className={adminButton.secondary}
        disabled={!filters.before || query.isFetching}
        onClick={newerPage}
      >
        {newer.length === 0 && filters.before ? T.newest : T.newer}
      </button>
      <button
        type="button"
        className={adminButton.secondary}
        disabled={!query.data?.nextCursor || query.isFetching}
        onClick={() => older(query.data!.nextCursor!)}
      >
        {T.older}
      </button>
    </nav>
  );

  return (
    <section>
      <SystemTabs />
      <h2 className="mb-3 text-lg font-black tracking-tight uppercase">{T.heading}</h2>
      <EventFiltersForm filters={filters} onApply={show} />
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && events.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {events.length > 0 && (
        <div className="space-y-3">
          <ol
            aria-label="Events, newest first"
            aria-busy={query.isFetching || undefined}
            className="rounded-lg bg-white shadow-sm"
          >
            {events.map((event) => (
              <EventItem key={event.eventId} event={event} onShowChain={setChainOf} />
            ))}
          </ol>
          {paging}
        </div>
      )}
      {chainOf && <CorrelationChainDialog from={chainOf} onClose={() => setChainOf(null)} />}
    </section>
  );
}
