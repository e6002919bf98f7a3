import { pluralise, type FoldedState } from '@store/contracts';
import { SYSTEM_TEXT } from './constants';
import { formatMoment } from './india-time';
import { ValueView } from './JsonView';

const T = SYSTEM_TEXT.timeTravel;

function FoldedHeading({ title, folded }: { title: string; folded: FoldedState }) {
  return (
    <th scope="col" className="px-3 py-2 align-top font-bold">
      <span className="block">
        {title} · {formatMoment(folded.at)}
      </span>
      <span className="block text-[11px] font-normal tracking-normal text-neutral-600 normal-case">
        {pluralise(folded.eventsApplied, 'event')}
        {folded.lastEventType && `, last ${folded.lastEventType}`}
        {folded.lastEventAt && ` at ${formatMoment(folded.lastEventAt)}`}
      </span>
    </th>
  );
}

/** The aggregate as it was beside as it is: one row per field, the changed ones marked. */
export function StateComparison({ past, current }: { past: FoldedState; current: FoldedState }) {
  const fields = [...new Set([...Object.keys(past.state ?? {}), ...Object.keys(current.state ?? {})])];
  return (
    <div
      className="overflow-x-auto rounded-lg bg-white shadow-sm"
      role="region"
      aria-label="State then and now"
      tabIndex={0}
    >
      <table className="w-full min-w-[640px] table-fixed text-left text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-50 text-xs text-neutral-700 uppercase">
          <tr>
            <th scope="col" className="w-52 px-3 py-2 font-bold">
              Field
            </th>
            <FoldedHeading title={T.then} folded={past} />
            <FoldedHeading title={T.now} folded={current} />
          </tr>
        </thead>
        <tbody>
          {past.state === null && (
            <tr className="border-b border-neutral-100">
              <td />
              <td className="px-3 py-2 font-semibold text-neutral-700">{T.notYet}</td>
              <td />
            </tr>
          )}
          {fields.map((field) => {
            const then = past.state?.[field];
            const now = current.state?.[field];
            const changed = past.state !== null && JSON.stringify(then) !== JSON.stringify(now);
            return (
              <tr key={field} className={`border-b border-neutral-100 last:border-0 ${changed ? 'bg-amber-50' : ''}`}>
                <th scope="row" className="px-3 py-2 align-top font-mono text-xs font-semibold break-words">
                  {field}
                  {changed && (
                    <span className="ml-1.5 rounded whitespace-nowrap bg-amber-200 px-1 py-0.5 font-sans text-[10px] font-bold text-amber-950 uppercase">
                      {T.changed}
                    </span>
                  )}
                </th>
                <td className="px-3 py-2 align-top">
                  {past.state !== null && <ValueView value={then} label={`${field} then`} />}
                </td>
                <td className="px-3 py-2 align-top">
                  <ValueView value={now} label={`${field} now`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
