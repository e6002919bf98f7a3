import { useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  hideLabel?: boolean;
}

/** A labelled native select. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hideLabel,
  id,
  className = '',
  required,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  // Marked invalid by its own error, or by a form whose one message names it (aria-invalid).
  const invalid = Boolean(error) || select['aria-invalid'] === true || select['aria-invalid'] === 'true';
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-semibold text-neutral-800'}>
        {label}
        {required && !hideLabel && (
          <span className="text-brand" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`w-full rounded-md border bg-white px-3 py-2.5 text-sm text-neutral-900 focus:ring-2 focus:ring-neutral-900 focus:outline-none ${invalid ? 'border-brand' : 'border-neutral-300'}`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-brand-dark">
          {error}
        </p>
      )}
    </div>
  );
}
