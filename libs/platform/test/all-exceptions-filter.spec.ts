import type { ArgumentsHost } from '@nestjs/common';
import {
  AllExceptionsFilter,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  NotSupportedError,
  silentLogger,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from '../src';

/** What the filter wrote to the reply. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

function answerTo(exception: unknown): Answer {
  const answer: Answer = { status: 0, headers: {}, body: undefined };
  const reply = {
    status(code: number) {
      answer.status = code;
      return reply;
    },
    header(name: string, value: string) {
      answer.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      answer.body = body;
      return reply;
    },
  };
  const request = { method: 'POST', url: '/api/anything', id: 'req-1', raw: { id: 'req-1' } };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter(silentLogger).catch(exception, host);
  return answer;
}

describe('the exception filter answers each named error with its HTTP status and the error shape', () => {
  it.each([
    ['ValidationError', 400, new ValidationError('Please enter a valid email')],
    ['UnauthorizedError', 401, new UnauthorizedError('Invalid email/phone or password')],
    ['ForbiddenError', 403, new ForbiddenError('Access denied. Admin only.')],
    ['NotFoundError', 404, new NotFoundError('Product not found')],
    ['ConflictError', 409, new ConflictError('You have already reviewed this product')],
    ['UnprocessableError', 422, new UnprocessableError('Payment could not be started')],
    ['TooManyRequestsError', 429, new TooManyRequestsError(30, 'Too many requests')],
    ['NotSupportedError', 501, new NotSupportedError('This store cannot import in one transaction')],
  ])('%s answers %i with { success: false, message }', (_name, status, error) => {
    const answer = answerTo(error);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, message: error.message });
  });

  it.each([
    ['ValidationError', 400, new ValidationError('Please enter a valid email', 'email')],
    ['NotFoundError', 404, new NotFoundError('Unknown payment order', 'razorpay_order_id')],
    ['ConflictError', 409, new ConflictError('Email already registered', 'email')],
  ])('%s with a field answers %i and lists the field as errors: [{ param, msg }]', (_name, status, error) => {
    const answer = answerTo(error);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      success: false,
      message: error.message,
      errors: [{ param: error.field, msg: error.message }],
    });
  });

  it('tells a client over a limit when to try again (Retry-After, seconds)', () => {
    const answer = answerTo(new TooManyRequestsError(42));
    expect(answer.status).toBe(429);
    expect(answer.headers['Retry-After']).toBe('42');
  });

  it('answers a named error raised while PostgreSQL is away with its own status, not 503', () => {
    const error = Object.assign(new ConflictError('Product already exists'), { code: 'ECONNREFUSED' });
    expect(answerTo(error)).toMatchObject({ status: 409, body: { success: false, message: 'Product already exists' } });
  });

  it('answers a subclass as its kind (a code resent too soon is a TooManyRequestsError)', () => {
    class ResendTooSoon extends TooManyRequestsError {}
    const answer = answerTo(new ResendTooSoon(15, 'Please wait 15 seconds'));
    expect(answer.status).toBe(429);
    expect(answer.headers['Retry-After']).toBe('15');
  });

  it('keeps a 501 message for the client, unlike an unexpected error (500 with a correlation id)', () => {
    expect(answerTo(new NotSupportedError('Not here')).body).toEqual({ success: false, message: 'Not here' });
    const unexpected = answerTo(new Error('boom'));
    expect(unexpected.status).toBe(500);
    expect(unexpected.body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      correlationId: 'req-1',
    });
  });

  it('names each error for the log by its class', () => {
    expect(new ValidationError('x').name).toBe('ValidationError');
    expect(new NotFoundError('x')).toBeInstanceOf(DomainError);
  });
});
