import { isWrongExpectedRevisionError } from './errors';

export interface ConflictRetryOptions {
  /** Total calls of `fn`, the first included (default 5). */
  attempts?: number;
  /** Upper bound of the first back-off in ms; doubles per attempt up to maxDelayMs (default 5). */
  baseDelayMs?: number;
  /** Largest back-off in ms (default 100). */
  maxDelayMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` and, when it throws WrongExpectedRevisionError, runs it again after a tiny random
 * ("full jitter") back-off, at most `attempts` times in all. `fn` must reload what it decides on:
 * it receives the attempt number (1-based). Any other error, or the last conflict, is rethrown.
 */
export async function withConflictRetry<T>(
  fn: (attempt: number) => Promise<T>,
  options: ConflictRetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 5;
  const maxDelayMs = options.maxDelayMs ?? 100;
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RangeError(`attempts must be a positive integer, got ${attempts}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (!isWrongExpectedRevisionError(error) || attempt >= attempts) throw error;
      await sleep(Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
