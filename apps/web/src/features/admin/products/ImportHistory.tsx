import { Link } from 'react-router-dom';
import { useCatalogueImportsQuery } from '../admin-api';
import { ActorLabel, formatWhen } from '../ui/audit';

/** The applied imports, newest first, each linked to its events (they share the import's id as correlation id). */
export function ImportHistory() {
  const { data, isLoading, isError } = useCatalogueImportsQuery();
  return (
    <div className="space-y-2 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold">Recent imports</h2>
      {isLoading && <p className="text-sm text-neutral-700">Loading imports...</p>}
      {isError && <p className="text-sm text-red-800">Failed to load the imports</p>}
      {data && data.imports.length === 0 && <p className="text-sm text-neutral-700">No imports yet.</p>}
      {data && data.imports.length > 0 && (
        <ul aria-label="Recent imports" className="divide-y divide-neutral-200 text-sm">
          {data.imports.map((entry) => (
            <li key={entry.importId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                {formatWhen(entry.importedAt)} · <ActorLabel actor={entry.actor} /> · {entry.rows} row(s):{' '}
                {entry.created} created, {entry.updated} updated, {entry.unchanged} unchanged
              </span>
              <Link
                className="font-semibold text-brand underline"
                to={`/admin/system/events?correlationId=${encodeURIComponent(entry.importId)}`}
                aria-label={`Events of the import of ${formatWhen(entry.importedAt)}`}
              >
                Events
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
