import { GST_SUMMARY_KINDS, type GstSummaries } from '@store/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AdminHeading, ErrorState, LoadingState } from '../ui/states';
import { TAX_TEXT } from './constants';
import { monthName, monthOrDefault } from './gst-month';
import { SummarySection } from './SummarySection';
import { useGstSummariesQuery } from './tax-api';
import { formatPaise } from './tax-format';

const T = TAX_TEXT.returns;

function Totals({ totals }: { totals: GstSummaries['totals'] }) {
  const figures = [
    { label: `Invoices (${totals.invoiceCount})`, value: formatPaise(totals.invoicesPaise) },
    { label: `Credit notes (${totals.creditNoteCount})`, value: formatPaise(totals.creditNotesPaise) },
    { label: 'Net', value: formatPaise(totals.netPaise) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-xs font-semibold text-neutral-600 uppercase">{figure.label}</dt>
          <dd className="mt-1 text-xl font-black tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/tax-returns: a month's B2CS, B2B, credit note and HSN summaries, with their CSVs (issue #42). */
export function GstReturnsPage() {
  usePageTitle(`Admin · ${T.title}`);
  const [search, setSearch] = useSearchParams();
  const month = monthOrDefault(search.get('month'));
  const query = useGstSummariesQuery(month);
  const monthId = useId();
  // The last month's figures stay while the next load (marked busy), never beside its error.
  const summaries = query.isError ? undefined : query.data;

  return (
    <section>
      <AdminHeading title={T.title}>
        <div className="flex items-center gap-2">
          <label htmlFor={monthId} className="text-sm font-semibold">
            Month
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            onChange={(event) => {
              if (event.target.value) setSearch({ month: event.target.value }, { replace: true });
            }}
            className="rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm"
          />
        </div>
      </AdminHeading>
      {query.isFetching && !summaries && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {summaries && (
        <div className="space-y-6" aria-busy={query.isFetching || undefined}>
          <h2 className="text-lg font-bold">{monthName(summaries.month)}</h2>
          <Totals totals={summaries.totals} />
          {GST_SUMMARY_KINDS.map((kind) => (
            <SummarySection key={kind} kind={kind} summaries={summaries} />
          ))}
        </div>
      )}
    </section>
  );
}
