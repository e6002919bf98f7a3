import type { ProjectionView, RebuildProgressView } from '@store/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { ActorLabel } from '../ui/audit';
import { AdminTable } from '../ui/AdminTable';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { PROJECTIONS_POLL_MS, SYSTEM_TEXT } from './constants';
import { formatLag, formatPosition, formatRunner } from './format';
import { formatMoment } from './india-time';
import { PauseDialog } from './PauseDialog';
import { ProjectionStateBadge } from './ProjectionStateBadge';
import { SystemSection } from './SystemSection';
import { isFinished, RebuildProgress } from './RebuildProgress';
import {
  systemApi,
  usePauseProjectionMutation,
  useRebuildProjectionMutation,
  useResumeProjectionMutation,
  useSystemProjectionsQuery,
} from './system-api';
import { useAppDispatch } from '../../../shared/store/hooks';

const T = SYSTEM_TEXT.projections;
const column = createColumnHelper<ProjectionView>();

function LastError({ failure }: { failure: NonNullable<ProjectionView['lastError']> }) {
  return (
    <div className="max-w-xs space-y-0.5 text-xs">
      <p className="font-semibold break-words text-red-800">{failure.message}</p>
      {(failure.eventType || failure.streamId) && (
        <p className="text-neutral-700">
          on <span className="font-semibold">{failure.eventType ?? 'an event'}</span>
          {failure.streamId && (
            <>
              {' in '}
              <Link
                className="font-mono underline"
                to={`/admin/system/events?stream=${encodeURIComponent(failure.streamId)}`}
              >
                {failure.streamId}
              </Link>
            </>
          )}
          {failure.position && <> at {formatPosition(failure.position)}</>}
        </p>
      )}
      {failure.failedAt && <p className="text-neutral-600">{formatMoment(failure.failedAt)}</p>}
    </div>
  );
}

type Dialog = { kind: 'rebuild' | 'pause'; name: string } | null;

/** Every projection and reactor: state, checkpoint against the head, lag, runner, last error; rebuild, pause and resume. */
export function ProjectionsPanel() {
  const dispatch = useAppDispatch();
  const query = useSystemProjectionsQuery(undefined, {
    pollingInterval: PROJECTIONS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const [rebuild, rebuilding] = useRebuildProjectionMutation();
  const [pause, pausing] = usePauseProjectionMutation();
  const [resume, resuming] = useResumeProjectionMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  /** Rebuilds whose bar stays until dismissed: those started here, and any seen to finish. */
  const [kept, setKept] = useState<Record<string, RebuildProgressView>>({});

  const startRebuild = async (name: string) => {
    const result = await rebuild(name);
    setDialog(null);
    if (result.error) {
      toast.error(messageOr(result.error, T.rebuildFailed));
      return;
    }
    setKept((bars) => ({ ...bars, [name]: result.data.rebuild }));
    toast.success(T.rebuildStarted(name));
  };

  const pauseNow = async (name: string, reason: string | undefined) => {
    const result = await pause({ name, reason });
    setDialog(null);
    if (result.error) toast.error(messageOr(result.error, T.pauseFailed));
    else toast.success(T.paused(name));
  };

  const resumeNow = async (name: string) => {
    const result = await resume(name);
    if (result.error) toast.error(messageOr(result.error, T.resumeFailed));
    else toast.success(T.resumed(name));
  };

  const finished = useCallback(
    (progress: RebuildProgressView) => {
      setKept((bars) => ({ ...bars, [progress.projection]: progress }));
      if (progress.phase === 'done') toast.success(T.rebuildDone(progress.projection));
      else
        toast.error(
          progress.error
            ? `${T.rebuildStopped(progress.projection)}: ${progress.error}`
            : T.rebuildStopped(progress.projection),
        );
      dispatch(systemApi.util.invalidateTags(['SystemProjections']));
    },
    [dispatch],
  );

  const busy = pausing.isLoading || resuming.isLoading;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: ({ row }) => (
          <div>
            <p className="font-mono font-semibold">{row.original.name}</p>
            <p className="text-xs text-neutral-600">
              {row.original.kind}
              {row.original.version !== null && ` · v${row.original.version}`}
            </p>
          </div>
        ),
      }),
      column.accessor('state', {
        header: 'State',
        cell: ({ row }) => (
          <div className="space-y-1">
            <ProjectionStateBadge state={row.original.state} />
            {row.original.paused && (
              <p className="text-xs text-neutral-700">
                by <ActorLabel actor={row.original.paused.actor} />
                {row.original.paused.reason && ` · ${row.original.paused.reason}`}
              </p>
            )}
          </div>
        ),
      }),
      column.accessor('checkpoint', {
        header: 'Checkpoint',
        cell: ({ getValue }) => (
          <span className="font-mono text-xs whitespace-nowrap">{formatPosition(getValue())}</span>
        ),
      }),
      column.display({
        id: 'lag',
        header: 'Lag',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatLag(row.original)}</span>,
      }),
      column.accessor('runner', {
        header: 'Runner',
        cell: ({ getValue }) => {
          const runner = getValue();
          return runner ? (
            <span
              className="text-xs"
              title={`database session ${runner.backendPid}${runner.clientAddress ? ` from ${runner.clientAddress}` : ''}`}
            >
              {formatRunner(runner)}
            </span>
          ) : (
            <span className="text-xs text-neutral-600">No runner</span>
          );
        },
      }),
      column.accessor('lastError', {
        header: 'Last error',
        cell: ({ getValue }) =>
          getValue() ? <LastError failure={getValue()!} /> : <span className="text-neutral-500">—</span>,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const { name, kind, state, canRebuild, canPause, canResume } = row.original;
          const afterError = state === 'failed';
          return (
            <div className="flex flex-wrap gap-1.5">
              {kind === 'projection' && (
                <button
                  type="button"
                  className={adminButton.small}
                  disabled={!canRebuild}
                  onClick={() => setDialog({ kind: 'rebuild', name })}
                  aria-label={`Rebuild ${name}`}
                >
                  Rebuild
                </button>
              )}
              {canPause && (
                <button
                  type="button"
                  className={adminButton.small}
                  disabled={busy}
                  onClick={() => setDialog({ kind: 'pause', name })}
                  aria-label={`Pause ${name}`}
                >
                  Pause
                </button>
              )}
              {canResume && (
                <button
                  type="button"
                  className={adminButton.small}
                  disabled={busy}
                  onClick={() => void resumeNow(name)}
                  aria-label={afterError ? `Resume ${name} after error` : `Resume ${name}`}
                >
                  {afterError ? 'Resume after error' : 'Resume'}
                </button>
              )}
            </div>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only read the mutations' stable triggers
    [busy],
  );
  const projections = query.data?.projections ?? [];
  const table = useReactTable({
    data: projections,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.name,
  });

  const running = projections
    .filter((row) => row.rebuild && !isFinished(row.rebuild) && !kept[row.name])
    .map((row) => row.rebuild!);
  const bars = [...Object.values(kept), ...running];

  return (
    <SystemSection
      title={T.heading}
      aside={
        query.data && (
          <p className="font-mono text-xs text-neutral-700">
            {query.data.head ? T.head(formatPosition(query.data.head)) : T.noHead}
          </p>
        )
      }
    >
      {bars.map((progress) => (
        <RebuildProgress
          key={`${progress.projection}:${progress.rebuildId}`}
          initial={progress}
          onFinished={finished}
          onDismiss={() =>
            setKept((current) => {
              const { [progress.projection]: _dismissed, ...rest } = current;
              return rest;
            })
          }
        />
      ))}
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && !query.data && (
        <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && projections.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {projections.length > 0 && (
        <AdminTable
          table={table}
          label="Projections table"
          minWidth="lg:min-w-[980px]"
          cardsBelow="lg"
          busy={query.isFetching}
        />
      )}
      {dialog?.kind === 'rebuild' && (
        <ConfirmDialog
          title={T.rebuildTitle(dialog.name)}
          message={T.rebuildMessage}
          confirmLabel="Rebuild"
          busyLabel="Starting..."
          busy={rebuilding.isLoading}
          onConfirm={() => void startRebuild(dialog.name)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'pause' && (
        <PauseDialog
          name={dialog.name}
          busy={pausing.isLoading}
          onPause={(reason) => void pauseNow(dialog.name, reason)}
          onCancel={() => setDialog(null)}
        />
      )}
    </SystemSection>
  );
}
