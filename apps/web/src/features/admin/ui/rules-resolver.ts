import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's rules (a pure function answering a message per field at fault) as react-hook-form's
 * resolver: each message against its field, and the values through only when there are none.
 */
export function rulesResolver<Values extends FieldValues>(
  validate: (values: Values) => Partial<Record<string, string>>,
): Resolver<Values> {
  return async (values) => {
    const errors = Object.entries(validate(values)).filter(([, message]) => message);
    if (errors.length === 0) return { values, errors: {} };
    const fields = Object.fromEntries(errors.map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: fields as FieldErrors<Values> };
  };
}
