import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { checkedRequest, REQUEST_VALIDATION, toFieldErrors } from '@store/contracts/requests';
import { ValidationError as InvalidInput } from '../errors/domain-errors';
import { FieldError } from './error-shape';

export { toFieldErrors };

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
  const { request, problems } = checkedRequest(contract, plain);
  if (problems[0]) throw new InvalidInput(problems[0].msg, problems[0].param);
  return request;
}

/** The one validation pipe of the whole API: every body and query against its contract class (libs/contracts/src/requests). */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...REQUEST_VALIDATION,
    transform: true,
    exceptionFactory: (errors) => validationFailed(toFieldErrors(errors)),
  });
}
