import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError, type ValidatorOptions } from 'class-validator';
import type { FieldError } from '../schemas/common';

/** How every request is checked: undeclared fields are dropped, values never echoed back. */
export const REQUEST_VALIDATION: ValidatorOptions = {
  whitelist: true,
  validationError: { target: false, value: false },
};

/**
 * Flattens class-validator's nested errors into {param, msg} pairs (`address.city`,
 * `items.0.quantity`), one per field: the first rule, in the order the class declares them,
 * that the value breaks.
 */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const param = parent ? `${parent}.${error.property}` : error.property;
    // class-validator runs (and lists) the last-declared decorator first.
    const first = Object.values(error.constraints ?? {}).at(-1);
    const own = first === undefined ? [] : [{ param, msg: first }];
    return [...own, ...toFieldErrors(error.children ?? [], param)];
  });
}

/** A plain body read as its contract class (transformed as the API's pipe does) and what is wrong with it. */
export function checkedRequest<Request extends object>(
  contract: new () => Request,
  plain: object,
): { request: Request; problems: FieldError[] } {
  const request = plainToInstance(contract, plain);
  return { request, problems: toFieldErrors(validateSync(request, REQUEST_VALIDATION)) };
}
