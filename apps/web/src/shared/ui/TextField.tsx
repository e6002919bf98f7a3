import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Text shown inside the box before the value, e.g. '+91'. */
  prefix?: string;
  /** Content after the input inside the box, e.g. a Show/Hide button. */
  trailing?: ReactNode;
  hideLabel?: boolean;
}

/** A labelled text input with its hint and error message wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    prefix,
    trailing,
    hideLabel,
    id,
    className = '',
    required,
    'aria-describedby': describedBy,
    ...input
  },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  // Marked invalid by its own error, or by a form whose one message names it (aria-invalid).
  const invalid = Boolean(error) || input['aria-invalid'] === true || input['aria-invalid'] === 'true';
  return (
    <div className={className}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-semibold text-neutral-800'}>
        {label}
        {required && !hideLabel && (
          <span className="text-brand" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div
        className={`flex items-center rounded-md border focus-within:ring-2 focus-within:ring-neutral-900 ${invalid ? 'border-brand' : 'border-neutral-300'} ${input.readOnly || input.disabled ? 'bg-neutral-100 text-neutral-700' : 'bg-white'}`}
      >
        {prefix && (
          <span className="border-r border-neutral-300 px-3 text-sm font-medium text-neutral-600">{prefix}</span>
        )}
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
          className="w-full min-w-0 flex-1 rounded-md bg-transparent px-3 py-2.5 text-sm text-neutral-900 placeholder:text-neutral-500 focus:outline-none"
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-brand-dark">
          {error}
        </p>
      )}
    </div>
  );
});
