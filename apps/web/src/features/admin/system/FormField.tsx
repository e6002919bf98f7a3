import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps {
  label: string;
  /** A registered react-hook-form input. */
  input: UseFormRegisterReturn;
  hint?: string;
  error?: string;
  type?: 'text' | 'datetime-local';
  placeholder?: string;
  mono?: boolean;
}

/** A labelled input of the System screens' forms, its hint or error wired for screen readers. */
export function FormField({ label, input, hint, error, type = 'text', placeholder, mono = false }: FormFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-xs font-semibold text-neutral-700">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        step={type === 'datetime-local' ? 1 : undefined}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm ${mono ? 'font-mono' : ''}`}
        {...input}
      />
      {hint && !error && (
        <span id={`${id}-hint`} className="font-normal text-neutral-600">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
