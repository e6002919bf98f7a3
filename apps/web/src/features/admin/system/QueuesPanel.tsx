import type { QueueCounts } from '@store/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { AdminTable } from '../ui/AdminTable';
import { EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { QUEUES_POLL_MS, SYSTEM_TEXT } from './constants';
import { formatCount } from './format';
import { SystemSection } from './SystemSection';
import { useQueueDashboardSessionMutation, useSystemQueuesQuery } from './system-api';

const T = SYSTEM_TEXT.queues;
const column = createColumnHelper<QueueCounts>();
const countCell =
  (tone?: (n: number) => string) =>
  ({ getValue }: { getValue: () => number }) => (
    <span className={`tabular-nums ${tone?.(getValue()) ?? ''}`}>{formatCount(getValue())}</span>
  );
const columns = [
  column.accessor('name', {
    header: 'Queue',
    cell: ({ row }) => (
      <span className="font-mono font-semibold">
        {row.original.name}
        {row.original.paused && (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-sans text-xs font-bold text-amber-900">
            Paused
          </span>
        )}
      </span>
    ),
  }),
  column.accessor('waiting', { header: 'Waiting', cell: countCell() }),
  column.accessor('active', { header: 'Active', cell: countCell() }),
  column.accessor('delayed', { header: 'Delayed', cell: countCell() }),
  column.accessor('failed', { header: 'Failed', cell: countCell((n) => (n > 0 ? 'font-bold text-red-800' : '')) }),
  column.accessor('completed', { header: 'Completed', cell: countCell() }),
];

/**
 * The BullMQ queues' counts, and the way into bull-board (failed jobs, retry, remove): the
 * dashboard opens in a new tab, which carries no bearer token, so a short-lived cookie is set
 * for its path first (POST /admin/system/queues/session).
 */
export function QueuesPanel() {
  const query = useSystemQueuesQuery(undefined, { pollingInterval: QUEUES_POLL_MS, skipPollingIfUnfocused: true });
  const [startSession, session] = useQueueDashboardSessionMutation();
  const queues = query.data?.queues ?? [];
  const table = useReactTable({
    data: queues,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.name,
  });

  const openDashboard = async () => {
    const result = await startSession();
    if (result.error) {
      toast.error(messageOr(result.error, T.dashboardFailed));
      return;
    }
    window.open(result.data.dashboardPath, '_blank', 'noopener');
    toast.success(T.dashboardOpened);
  };

  return (
    <SystemSection
      title={T.heading}
      aside={
        <button
          type="button"
          className={adminButton.secondary}
          onClick={() => void openDashboard()}
          disabled={session.isLoading}
        >
          {session.isLoading ? T.opening : T.openDashboard}
        </button>
      }
    >
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && !query.data && (
        <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && queues.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {queues.length > 0 && (
        <AdminTable table={table} label="Queues table" minWidth="md:min-w-[560px]" busy={query.isFetching} />
      )}
    </SystemSection>
  );
}
