import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a Show/Hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={shown}
          className="px-3 text-xs font-bold tracking-wide text-neutral-700 uppercase hover:text-neutral-900"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
