import { RETURN_REASON_LABELS, pluralise } from '@store/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { RETURNS_TEXT } from '../returns/constants';
import { useReturnsSummaryQuery } from '../returns/returns-api';

const T = RETURNS_TEXT.dashboard;
/** The chart library loads with the dashboard only (its own chunk inside the admin area). */
const ReturnsChart = lazy(() => import('./ReturnsChart').then((module) => ({ default: module.ReturnsChart })));

/** The dashboard's returns (issue #43): every request ever made, by reason and by the returned product and size. */
export function ReturnsPanel() {
  const summary = useReturnsSummaryQuery();
  const data = summary.data;
  const byReason = (data?.byReason ?? []).map((row) => ({
    label: RETURN_REASON_LABELS[row.reason],
    units: row.units,
    requests: row.requests,
  }));
  const byProductSize = (data?.byProductSize ?? []).slice(0, 10).map((row) => ({
    label: `${row.name} · ${row.size}`,
    units: row.units,
    requests: row.requests,
  }));
  return (
    <section aria-labelledby="dashboard-returns" className="rounded-lg bg-white p-4 shadow-sm">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-returns" className="text-sm font-bold uppercase">
          {T.title}
        </h2>
        {data && (
          <Link to="/admin/returns" className="text-sm hover:underline">
            {pluralise(data.requests, 'request')} · {pluralise(data.units, 'unit')}
          </Link>
        )}
      </div>
      {summary.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOr(summary.error, T.failed)}
        </p>
      )}
      {data && data.requests === 0 && <p className="text-sm">{T.none}</p>}
      {data && data.requests > 0 && (
        <div className="grid gap-4 lg:grid-cols-2">
          {[
            { title: T.byReason, rows: byReason },
            { title: T.byProductSize, rows: byProductSize },
          ].map(({ title, rows }) => (
            <figure key={title}>
              <figcaption className="mb-1 text-xs font-semibold text-neutral-700 uppercase">{title}</figcaption>
              <Suspense fallback={<p className="text-sm">Loading chart...</p>}>
                <ReturnsChart label={title} rows={rows} />
              </Suspense>
              <table className="mt-2 w-full text-left text-sm" aria-label={title}>
                <thead className="text-xs text-neutral-700 uppercase">
                  <tr>
                    <th scope="col" className="py-1">
                      {title === T.byReason ? 'Reason' : 'Product · size'}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Requests
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Units
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label} className="border-t border-neutral-100">
                      <td className="py-1">{row.label}</td>
                      <td className="py-1 text-right">{row.requests}</td>
                      <td className="py-1 text-right">{row.units}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
