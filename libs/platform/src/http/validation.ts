import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError } from './error-shape';

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

/** The one validation pipe of the whole API. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationFailed(toFieldErrors(errors)),
  });
}
