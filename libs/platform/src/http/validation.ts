import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidatorOptions } from 'class-validator';
import { ValidationError as InvalidInput } from '../errors/domain-errors';
import { FieldError } from './error-shape';

/** What the pipe (and checkRequest) checks: undeclared fields are dropped, values never echoed back. */
const VALIDATOR_OPTIONS: ValidatorOptions = { whitelist: true, validationError: { target: false, value: false } };

/**
 * Flattens class-validator's nested errors into {param, msg} pairs (`address.city`), one per
 * field: the first rule, in the order the DTO declares them, that the value breaks.
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

/** Builds the 400 the API answers for bad input: the first problem is the message. */
export function validationFailed(errors: FieldError[]): BadRequestException {
  return new BadRequestException({ success: false, message: errors[0]?.msg ?? 'Invalid request', errors });
}

/**
 * Reads a request body that does not come through the pipe (a CSV row laid over the product
 * form) exactly as the pipe would: its contract class, checked, or a ValidationError with the
 * first problem (its message and field).
 */
export function checkRequest<Request extends object>(contract: new () => Request, plain: object): Request {
  const request = plainToInstance(contract, plain);
  const [first] = toFieldErrors(validateSync(request, VALIDATOR_OPTIONS));
  if (first) throw new InvalidInput(first.msg, first.param);
  return request;
}

/** The one validation pipe of the whole API. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => validationFailed(toFieldErrors(errors)),
  });
}
