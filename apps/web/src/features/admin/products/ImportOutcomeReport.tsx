import type { ImportOutcome } from './use-catalogue-import';

/** The dry run's or the apply's answer: green when ready or applied; red, with every row's problem, when nothing was imported. */
export function ImportOutcomeReport({ outcome }: { outcome: ImportOutcome }) {
  const counted = outcome.rows === null ? '' : `${outcome.rows} row(s), ${outcome.products} product(s). `;
  return (
    <div
      role={outcome.ok ? 'status' : 'alert'}
      aria-label="Import outcome"
      className={`rounded-md p-3 text-sm ${outcome.ok ? 'bg-green-50 text-green-900' : 'border border-red-200 bg-red-50 text-red-900'}`}
    >
      <p className="font-semibold">
        {outcome.dryRun ? 'Dry run' : 'Import'}: {counted}
        {outcome.message}
      </p>
      {outcome.ok && outcome.dryRun && <p className="mt-1">Nothing is written until you apply the import.</p>}
      {outcome.rowErrors.length > 0 && (
        <ul className="mt-2 list-disc space-y-0.5 pl-5" aria-label="Row problems">
          {outcome.rowErrors.map((error, index) => (
            <li key={index}>
              Row {error.row}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
