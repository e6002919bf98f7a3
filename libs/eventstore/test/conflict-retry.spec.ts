import { withConflictRetry, WrongExpectedRevisionError } from '../src';

const conflict = () => new WrongExpectedRevisionError('cart-1', 3, 4);

describe('withConflictRetry', () => {
  it('retries on WrongExpectedRevisionError until the call succeeds', async () => {
    const attempts: number[] = [];
    const result = await withConflictRetry(async (attempt) => {
      attempts.push(attempt);
      if (attempt < 3) throw conflict();
      return 'appended';
    });
    expect(result).toBe('appended');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up after the given number of attempts with the last conflict', async () => {
    let calls = 0;
    const failing = withConflictRetry(
      async () => {
        calls += 1;
        throw conflict();
      },
      { attempts: 4 },
    );
    await expect(failing).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(calls).toBe(4);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const failing = withConflictRetry(async () => {
      calls += 1;
      throw new Error('database down');
    });
    await expect(failing).rejects.toThrow('database down');
    expect(calls).toBe(1);
  });

  it('describes the conflict with stream, expected and actual revision', () => {
    const error = conflict();
    expect(error).toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'cart-1', expected: 3, actual: 4 });
    expect(error.message).toBe("Stream 'cart-1' was expected at revision 3 but is at revision 4");
    expect(new WrongExpectedRevisionError('email-a', 'exists', 'no_stream').message).toBe(
      "Stream 'email-a' was expected at 'exists' but does not exist",
    );
  });

  it('refuses a non-positive number of attempts', async () => {
    await expect(withConflictRetry(async () => 1, { attempts: 0 })).rejects.toThrow(RangeError);
  });
});
