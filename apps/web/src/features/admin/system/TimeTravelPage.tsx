import type { TimeTravelKind, TimeTravelResponse } from '@store/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { messageOr, statusOf } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { SYSTEM_TEXT, TIME_TRAVEL_KIND_LABEL, TIME_TRAVEL_KINDS } from './constants';
import { formatMoment, indiaTimeFromIso, isoFromIndiaTime, justBefore } from './india-time';
import { FormField } from './FormField';
import { StateComparison } from './StateComparison';
import { useTimeTravelQuery } from './system-api';
import { SystemTabs } from './SystemTabs';
import {
  isComplete,
  TIME_TRAVEL_ID_MAX,
  timeTravelFromUrl,
  timeTravelToUrl,
  type TimeTravelTarget,
} from './time-travel-params';

const T = SYSTEM_TEXT.timeTravel;
const field = 'w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm';

interface FormValues {
  kind: TimeTravelKind;
  id: string;
  at: string;
}

function TimeTravelForm({
  target,
  onShow,
}: {
  target: Partial<TimeTravelTarget>;
  onShow: (target: TimeTravelTarget) => void;
}) {
  const kindId = useId();
  const [openedAt] = useState(() => new Date().toISOString());
  const defaults = JSON.stringify({
    kind: target.kind ?? 'order',
    id: target.id ?? '',
    at: indiaTimeFromIso(target.at ?? openedAt),
  });
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    defaultValues: JSON.parse(defaults) as FormValues,
  });
  // Picking a moment from the timeline (or a link) changes the URL: the form follows it.
  useEffect(() => reset(JSON.parse(defaults) as FormValues), [defaults, reset]);
  const { errors } = formState;
  const submit = handleSubmit(({ kind, id, at }) => onShow({ kind, id: id.trim(), at: isoFromIndiaTime(at)! }));
  return (
    <form
      aria-label="Choose what to see"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mb-4 grid gap-3 rounded-lg bg-white p-3 shadow-sm sm:grid-cols-[12rem_1fr_16rem_auto]"
    >
      <div className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
        <label htmlFor={kindId}>{T.kind}</label>
        <select id={kindId} className={field} {...register('kind')}>
          {TIME_TRAVEL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TIME_TRAVEL_KIND_LABEL[kind]}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label={T.id}
        placeholder="Order id, product id or user id"
        mono
        error={errors.id?.message}
        input={register('id', {
          validate: (value) =>
            !value.trim() ? T.idRequired : value.trim().length > TIME_TRAVEL_ID_MAX ? T.idTooLong : true,
        })}
      />
      <FormField
        label={T.at}
        type="datetime-local"
        error={errors.at?.message}
        input={register('at', { validate: (value) => Boolean(isoFromIndiaTime(value)) || T.atRequired })}
      />
      <div className="flex items-end">
        <button type="submit" className={adminButton.primary}>
          {T.show}
        </button>
      </div>
    </form>
  );
}

/** The stream's events, each offering the moment just before it. */
function Timeline({ answer, onPick }: { answer: TimeTravelResponse; onPick: (at: string) => void }) {
  const folded = answer.past.revision ?? -1;
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg bg-white p-4 shadow-sm">
      <h3 id="timeline-heading" className="mb-2 font-bold">
        {T.timeline} <span className="font-mono text-xs font-normal text-neutral-700">{answer.streamId}</span>
      </h3>
      <ol className="space-y-1 text-sm">
        {answer.timeline.map((event) => (
          <li
            key={event.revision}
            className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${event.revision <= folded ? '' : 'text-neutral-500'}`}
          >
            <span className="w-8 font-mono text-xs">#{event.revision}</span>
            <span className="w-48 text-xs">{formatMoment(event.recordedAt)}</span>
            <span className="font-semibold">{event.type}</span>
            <button
              type="button"
              className={adminButton.small}
              onClick={() => onPick(justBefore(event.recordedAt))}
              aria-label={`${T.justBefore} ${event.type} (#${event.revision})`}
            >
              {T.justBefore}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /admin/system/time-travel: an order, a product's stock or a cart folded from its events up to a moment, beside it now. */
export function TimeTravelPage() {
  usePageTitle('Admin · Time travel');
  const [params, setParams] = useSearchParams();
  const target = useMemo(() => timeTravelFromUrl(params), [params]);
  // `skip` rather than RTK's skipToken: importing it would add an export to the storefront's entry, which holds RTK Query.
  const query = useTimeTravelQuery(target as TimeTravelTarget, { skip: !isComplete(target) });
  const show = (next: TimeTravelTarget) => setParams(timeTravelToUrl(next));
  const answer = query.data;
  return (
    <section>
      <SystemTabs />
      <h2 className="mb-3 text-lg font-black tracking-tight uppercase">{T.heading}</h2>
      <TimeTravelForm target={target} onShow={show} />
      {query.isFetching && !answer && <LoadingState text={T.loading} />}
      {query.isError &&
        (statusOf(query.error) === 404 ? (
          <EmptyState>{T.notFound}</EmptyState>
        ) : (
          <ErrorState text={messageOr(query.error, T.loadFailed)} onRetry={() => void query.refetch()} />
        ))}
      {answer && !query.isError && (
        <div className="space-y-4" aria-busy={query.isFetching || undefined}>
          <p className="text-sm text-neutral-800">
            {TIME_TRAVEL_KIND_LABEL[answer.kind]} <span className="font-mono">{answer.id}</span> at{' '}
            {formatMoment(answer.past.at)}
          </p>
          <StateComparison past={answer.past} current={answer.current} />
          <Timeline answer={answer} onPick={(at) => show({ kind: answer.kind, id: answer.id, at })} />
        </div>
      )}
    </section>
  );
}
