import { carrierListProblems, normaliseCarriers, type Carrier } from '@store/contracts';
import { useState, type FormEvent } from 'react';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { AdminName, formatWhen } from '../ui/audit';
import { AdminHeading, ErrorState, LoadingState, adminButton } from '../ui/states';
import { FULFILMENT_TEXT } from './constants';
import { useCarriersQuery, useSaveCarriersMutation } from './fulfilment-api';

const T = FULFILMENT_TEXT.carriers;

/** /admin/carriers: the couriers the store ships with and their tracking links (issue #43). */
export function CarriersPage() {
  usePageTitle(`Admin · ${T.title}`);
  const query = useCarriersQuery();
  const data = query.data;
  return (
    <section>
      <AdminHeading title={T.title} />
      {query.isLoading && <LoadingState text={T.loading} />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {data && (
        <>
          <p className="mb-2 text-sm text-neutral-700">{T.intro}</p>
          {data.updatedAt && (
            <p className="mb-4 text-sm text-neutral-700">
              Last changed {formatWhen(data.updatedAt)} by{' '}
              {data.updatedBy ? <AdminName id={data.updatedBy} /> : 'System'}
            </p>
          )}
          {/* A save starts the form afresh from what the server kept. */}
          <CarriersForm key={data.updatedAt ?? 'defaults'} carriers={data.carriers} />
        </>
      )}
    </section>
  );
}

function CarriersForm({ carriers: initial }: { carriers: Carrier[] }) {
  const [rows, setRows] = useState(() => initial.map((carrier) => ({ ...carrier })));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveCarriersMutation();

  const edit = (index: number, field: keyof Carrier, value: string) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const carriers = normaliseCarriers(rows);
    const [problem] = carrierListProblems(carriers);
    if (problem) {
      setError(problem.msg);
      return;
    }
    setError(null);
    const result = await save({ carriers });
    if ('error' in result) {
      const message = messageOr(result.error, T.saveFailed);
      setError(message);
      toast.error(message);
      return;
    }
    toast.success(result.data.message ?? T.save);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={T.title}
      className="rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-neutral-700 uppercase">
          <tr>
            <th scope="col" className="px-1 py-2">
              {T.name}
            </th>
            <th scope="col" className="px-1 py-2">
              {T.template}
            </th>
            <th scope="col" className="px-1 py-2">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-neutral-100">
              <td className="px-1 py-1">
                <input
                  aria-label={`${T.name} ${index + 1}`}
                  value={row.name}
                  maxLength={60}
                  onChange={(event) => edit(index, 'name', event.target.value)}
                  className="w-40 rounded-md border border-neutral-300 px-2 py-1"
                />
              </td>
              <td className="px-1 py-1">
                <input
                  aria-label={`${T.template} ${index + 1}`}
                  value={row.trackingUrlTemplate}
                  maxLength={500}
                  onChange={(event) => edit(index, 'trackingUrlTemplate', event.target.value)}
                  className="w-full rounded-md border border-neutral-300 px-2 py-1 font-mono text-xs"
                />
              </td>
              <td className="px-1 py-1">
                <button
                  type="button"
                  className={adminButton.small}
                  aria-label={T.remove(row.name)}
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={adminButton.secondary}
          onClick={() => setRows([...rows, { name: '', trackingUrlTemplate: 'https://' }])}
        >
          {T.add}
        </button>
        <button type="submit" className={adminButton.primary} disabled={isLoading}>
          {T.save}
        </button>
      </div>
    </form>
  );
}
