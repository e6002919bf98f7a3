import { TextField, type TextFieldProps } from './TextField';
import { PHONE_PREFIX, phoneInput } from '../validation';

interface PhoneFieldProps extends Omit<TextFieldProps, 'onChange' | 'value' | 'prefix'> {
  value: string;
  onChange: (digits: string) => void;
}

/** An Indian mobile number: '+91' shown before it; the input keeps digits only, at most 10. */
export function PhoneField({ value, onChange, ...rest }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={PHONE_PREFIX}
      value={value}
      onChange={(event) => onChange(phoneInput(event.target.value))}
      {...rest}
    />
  );
}
