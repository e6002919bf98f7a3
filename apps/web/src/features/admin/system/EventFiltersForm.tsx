import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { adminButton } from '../ui/states';
import { EVENT_FILTER_MAX, SYSTEM_TEXT } from './constants';
import { hasFilters, type EventFilters } from './event-filters';
import { FormField as Field } from './FormField';
import { indiaTimeFromIso, isoFromIndiaTime } from './india-time';

const T = SYSTEM_TEXT.events;

interface FormValues {
  stream: string;
  type: string;
  actor: string;
  correlationId: string;
  from: string;
  to: string;
}

const formValues = (filters: EventFilters): FormValues => ({
  stream: filters.stream ?? '',
  type: filters.type ?? '',
  actor: filters.actor ?? '',
  correlationId: filters.correlationId ?? '',
  from: filters.from ? indiaTimeFromIso(filters.from) : '',
  to: filters.to ? indiaTimeFromIso(filters.to) : '',
});

/** The event browser's filters: applied together on submit (each is a query over the log), kept in the URL. */
export function EventFiltersForm({
  filters,
  onApply,
}: {
  filters: EventFilters;
  onApply: (filters: EventFilters) => void;
}) {
  const { register, handleSubmit, reset, formState, getValues } = useForm<FormValues>({
    defaultValues: formValues(filters),
  });
  const { errors } = formState;
  const current = JSON.stringify(formValues(filters));
  // A link or Back changes the URL: the form follows it.
  useEffect(() => reset(JSON.parse(current) as FormValues), [current, reset]);

  const text = (name: keyof typeof EVENT_FILTER_MAX) =>
    register(name, {
      validate: (value) => value.trim().length <= EVENT_FILTER_MAX[name] || T.tooLong(EVENT_FILTER_MAX[name]),
    });
  const submit = handleSubmit((values) =>
    onApply({
      stream: values.stream.trim() || undefined,
      type: values.type.trim() || undefined,
      actor: values.actor.trim() || undefined,
      correlationId: values.correlationId.trim() || undefined,
      from: isoFromIndiaTime(values.from),
      to: isoFromIndiaTime(values.to),
    }),
  );

  return (
    <form
      role="search"
      aria-label="Filter events"
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mb-4 grid gap-3 rounded-lg bg-white p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field
        label="Stream"
        hint="An exact stream id, or a prefix ending in * (order-*)"
        placeholder="order-…"
        error={errors.stream?.message}
        input={text('stream')}
      />
      <Field label="Event type" placeholder="OrderPaid" error={errors.type?.message} input={text('type')} />
      <Field
        label="Actor"
        hint="A user id, or a role: admin, user, guest, system"
        error={errors.actor?.message}
        input={text('actor')}
      />
      <Field label="Correlation id" error={errors.correlationId?.message} input={text('correlationId')} />
      <Field label="From (India time)" type="datetime-local" error={errors.from?.message} input={register('from')} />
      <Field
        label="To (India time)"
        type="datetime-local"
        error={errors.to?.message}
        input={register('to', {
          validate: (to) => {
            const from = isoFromIndiaTime(getValues('from'));
            const until = isoFromIndiaTime(to);
            return !from || !until || from < until || T.fromAfterTo;
          },
        })}
      />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={adminButton.primary}>
          {T.apply}
        </button>
        <button
          type="button"
          className={adminButton.secondary}
          disabled={!hasFilters(filters)}
          onClick={() => onApply({})}
        >
          {T.clear}
        </button>
      </div>
    </form>
  );
}
