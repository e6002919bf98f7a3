import type { GstSummaries, GstSummaryKind } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { useDownloadFileMutation } from '../../../shared/download/download-api';
import { toast } from '../../../shared/toast/toast';
import { adminButton } from '../ui/states';
import { SUMMARY_TITLES, TAX_TEXT } from './constants';
import { SUMMARY_COLUMNS, summaryRows, type SummaryColumn } from './summary-columns';

const T = TAX_TEXT.returns;

/** One summary of the month's return: its table and its CSV, fetched with the admin's token. */
export function SummarySection({ kind, summaries }: { kind: GstSummaryKind; summaries: GstSummaries }) {
  const [download, { isLoading }] = useDownloadFileMutation();
  const columns = SUMMARY_COLUMNS[kind] as SummaryColumn<unknown>[];
  const rows = summaryRows(summaries, kind) as unknown[];
  const headingId = `summary-${kind}`;

  const saveCsv = async () => {
    const result = await download({
      path: `/admin/tax/summaries/${kind}.csv`,
      params: { month: summaries.month },
      filename: `gst-${kind}-${summaries.month}.csv`,
    });
    if ('error' in result) toast.error(messageOr(result.error, T.downloadFailed));
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          {SUMMARY_TITLES[kind]}
        </h2>
        <button
          type="button"
          className={adminButton.secondary}
          disabled={isLoading}
          aria-label={`Download CSV: ${SUMMARY_TITLES[kind]}`}
          onClick={() => void saveCsv()}
        >
          {isLoading ? 'Downloading...' : 'Download CSV'}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-700">{T.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full min-w-[640px] text-left text-sm">
            <thead className="text-xs text-neutral-700 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={`px-2 py-1.5 ${column.numeric ? 'text-right' : ''}`}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-t border-neutral-100">
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`px-2 py-1.5 ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
