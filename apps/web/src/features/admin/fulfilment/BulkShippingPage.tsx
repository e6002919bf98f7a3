import { BULK_SHIPMENT_LIMITS, type BulkShipmentRow, type BulkShipmentsRefused } from '@store/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { messageOr } from '../../../shared/api-error';
import { readFileText } from '../../../shared/download/read-file-text';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { AdminHeading, adminButton } from '../ui/states';
import { FULFILMENT_TEXT } from './constants';
import { useBulkShipmentsMutation, type BulkKind } from './fulfilment-api';

const T = FULFILMENT_TEXT.bulk;

const refusalOf = (error: unknown): BulkShipmentsRefused | null => {
  const data = (error as { data?: Partial<BulkShipmentsRefused> } | undefined)?.data;
  return data && Array.isArray(data.rows) ? (data as BulkShipmentsRefused) : null;
};

/** /admin/shipping: bulk shipping and bulk delivered from a CSV (issue #43), each a dry run, then Apply. */
export function BulkShippingPage() {
  usePageTitle(`Admin · ${T.title}`);
  return (
    <section>
      <AdminHeading title={T.title}>
        <Link to="/admin/orders" className={adminButton.secondary}>
          Orders
        </Link>
        <Link to="/admin/carriers" className={adminButton.secondary}>
          Carriers
        </Link>
      </AdminHeading>
      <p className="mb-4 max-w-3xl text-sm text-neutral-700">{T.intro}</p>
      <div className="space-y-6">
        <BulkFile kind="ship" title={T.ship} help={T.shipHelp} sample={T.shipSample} />
        <BulkFile kind="deliver" title={T.deliver} help={T.deliverHelp} sample={T.deliverSample} />
      </div>
    </section>
  );
}

interface Outcome {
  message: string;
  /** Every row fine on a dry run: Apply may follow. */
  ready: boolean;
  applied: boolean;
  rows: BulkShipmentRow[];
}

/** One kind of file: pasted or uploaded, checked, then applied; the table shows each row's outcome. */
function BulkFile({ kind, title, help, sample }: { kind: BulkKind; title: string; help: string; sample: string }) {
  const [send, { isLoading }] = useBulkShipmentsMutation();
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const textId = useId();

  const run = async (text: string, dryRun: boolean) => {
    const result = await send({ kind, csv: text, dryRun });
    if ('error' in result) {
      const refusal = refusalOf(result.error);
      const message = messageOr(result.error, T.failed);
      setOutcome({ message, ready: false, applied: false, rows: refusal?.rows ?? [] });
      if (!dryRun) toast.error(message);
      return;
    }
    setOutcome({ message: result.data.message, ready: dryRun, applied: !dryRun, rows: result.data.rows });
    if (!dryRun) toast.success(result.data.message);
  };

  const edit = (text: string) => {
    setCsv(text);
    setOutcome(null);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const text = await readFileText(chosen);
    event.target.value = '';
    edit(text);
    await run(text, true);
  };

  const refused = outcome?.rows.filter((row) => !row.ok).length ?? 0;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-1 text-lg font-bold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-neutral-700">{help}</p>
      <label htmlFor={textId} className="mb-1 block text-sm font-semibold">
        {T.csvLabel(title)}
      </label>
      <textarea
        id={textId}
        value={csv}
        rows={5}
        maxLength={BULK_SHIPMENT_LIMITS.maxCsvLength}
        placeholder={sample}
        spellCheck={false}
        onChange={(event) => edit(event.target.value)}
        className="w-full rounded-md border border-neutral-300 px-3 py-2 font-mono text-sm"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label className={adminButton.secondary}>
          {T.upload}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={`${T.upload}: ${title}`}
            onChange={(event) => void upload(event)}
          />
        </label>
        <button
          type="button"
          className={adminButton.secondary}
          disabled={isLoading || !csv.trim()}
          onClick={() => void run(csv, true)}
        >
          {isLoading && !outcome ? T.checking : T.check}
        </button>
        {outcome?.ready && (
          <button
            type="button"
            className={adminButton.primary}
            disabled={isLoading}
            onClick={() => void run(csv, false)}
          >
            {isLoading ? T.applying : `${T.apply}: ${title.toLowerCase()}`}
          </button>
        )}
      </div>
      {outcome && (
        <div role="status" className="mt-3 text-sm">
          <p
            className={refused || !outcome.rows.length ? 'font-semibold text-red-800' : 'font-semibold text-green-800'}
          >
            {outcome.message}
          </p>
          {outcome.rows.length > 0 && <OutcomeTable rows={outcome.rows} kind={kind} caption={title} />}
        </div>
      )}
    </section>
  );
}

function OutcomeTable({ rows, kind, caption }: { rows: BulkShipmentRow[]; kind: BulkKind; caption: string }) {
  const columns =
    kind === 'ship' ? T.columns : T.columns.filter((column) => column !== 'Carrier' && column !== 'Units');
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{`${caption}: rows`}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-xs text-neutral-600 uppercase">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className={`border-b border-neutral-100 ${row.ok ? '' : 'bg-red-50'}`}>
              <td className="px-2 py-1">{row.row}</td>
              <td className="px-2 py-1 font-mono">{row.order}</td>
              {kind === 'ship' && <td className="px-2 py-1">{row.carrier}</td>}
              <td className="px-2 py-1 font-mono">{row.awb}</td>
              {kind === 'ship' && <td className="px-2 py-1">{row.units || ''}</td>}
              <td className={`px-2 py-1 ${row.ok ? 'text-green-800' : 'font-semibold text-red-800'}`}>
                {row.ok ? '✓ ' : '✗ '}
                {row.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
