import type { SizeChart } from '@store/contracts';
import { useState } from 'react';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { AdminName, formatWhen } from '../ui/audit';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AdminHeading, adminButton, EmptyState, ErrorState, LoadingState } from '../ui/states';
import { SIZE_CHARTS_TEXT as T } from './constants';
import { blankDraft, draftOf, type SizeChartDraft } from './size-chart-draft';
import { SizeChartForm } from './SizeChartForm';
import { useAdminSizeChartsQuery, useRemoveSizeChartMutation } from './size-charts-api';

const ownerOf = (chart: Pick<SizeChart, 'scope' | 'target'>) =>
  chart.scope === 'category' ? `category ${chart.target}` : `product ${chart.target}`;

/** /admin/size-charts: every chart, a form to add or edit one, and removal (issue #44). */
export function SizeChartsPage() {
  usePageTitle(`Admin · ${T.title}`);
  const query = useAdminSizeChartsQuery();
  const [editing, setEditing] = useState<{ draft: SizeChartDraft; key: string } | null>(null);
  const [removing, setRemoving] = useState<SizeChart | null>(null);
  const [remove, { isLoading: removingBusy }] = useRemoveSizeChartMutation();

  async function confirmRemove() {
    if (!removing) return;
    try {
      const result = await remove({ scope: removing.scope, target: removing.target }).unwrap();
      toast.success(result.message);
      setRemoving(null);
    } catch (error) {
      toast.error(messageOr(error, T.removeFailed));
    }
  }

  return (
    <section className="space-y-6">
      <AdminHeading title={T.title}>
        <button
          type="button"
          className={adminButton.primary}
          onClick={() => setEditing({ draft: blankDraft(), key: `new-${Date.now()}` })}
        >
          {T.newChart}
        </button>
      </AdminHeading>
      <p className="text-sm text-neutral-700">{T.note}</p>
      {editing && <SizeChartForm key={editing.key} initial={editing.draft} onDone={() => setEditing(null)} />}
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {query.data && query.data.length > 0 && (
        <ul className="space-y-3">
          {query.data.map((chart) => (
            <li
              key={`${chart.scope}/${chart.target}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 shadow-sm"
            >
              <div>
                <p className="font-bold">Chart of {ownerOf(chart)}</p>
                <p className="text-sm text-neutral-700">
                  {chart.measurements.join(', ')} · sizes {chart.rows.map((row) => row.size).join(', ')}
                </p>
                <p className="text-xs text-neutral-600">
                  Saved {formatWhen(chart.updatedAt)} by{' '}
                  {chart.updatedBy ? <AdminName id={chart.updatedBy} /> : 'System'}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={adminButton.small}
                  aria-label={T.editChart(ownerOf(chart))}
                  onClick={() =>
                    setEditing({ draft: draftOf(chart), key: `${chart.scope}/${chart.target}/${chart.updatedAt}` })
                  }
                >
                  Edit
                </button>
                <button type="button" className={adminButton.small} onClick={() => setRemoving(chart)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the size chart of ${ownerOf(removing)}?`}
          message="Its product pages then show their category's chart, or none."
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={removingBusy}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
