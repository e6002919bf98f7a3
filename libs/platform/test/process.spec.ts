import { runProcess, step } from '../src/eventsourcing/process';

describe('runProcess: steps with compensations', () => {
  it('returns what the body returns and compensates nothing when every step succeeds', async () => {
    const undone: string[] = [];
    const reserve = step(
      'reserve',
      async (units: number) => units * 2,
      async (held) => void undone.push(`release ${held}`),
    );
    const result = await runProcess('checkout', async (run) => run(reserve, 3).then((held) => `held ${held}`));
    expect(result).toBe('held 6');
    expect(undone).toEqual([]);
  });

  it('compensates the completed steps newest first when a later step fails, then throws on', async () => {
    const undone: string[] = [];
    const first = step(
      'first',
      async () => 'a',
      async (output) => void undone.push(`undo first (${output})`),
    );
    const second = step(
      'second',
      async () => 'b',
      async (output) => void undone.push(`undo second (${output})`),
    );
    const failing = step('failing', async () => {
      throw new Error('sold out');
    });
    await expect(
      runProcess('checkout', async (run) => {
        await run(first, undefined);
        await run(second, undefined);
        await run(failing, undefined);
      }),
    ).rejects.toThrow('sold out');
    expect(undone).toEqual(['undo second (b)', 'undo first (a)']);
  });

  it('does not compensate the step that failed itself', async () => {
    const undone: string[] = [];
    const failing = step(
      'failing',
      async () => {
        throw new Error('refused');
      },
      async () => void undone.push('undo failing'),
    );
    await expect(runProcess('p', (run) => run(failing, undefined))).rejects.toThrow('refused');
    expect(undone).toEqual([]);
  });

  it('reports a compensation that fails, runs the rest, and still throws the original failure', async () => {
    const undone: string[] = [];
    const failures: string[] = [];
    const first = step(
      'first',
      async () => 1,
      async () => void undone.push('undo first'),
    );
    const brokenUndo = step(
      'second',
      async () => 2,
      async () => {
        throw new Error('database down');
      },
    );
    await expect(
      runProcess(
        'checkout',
        async (run) => {
          await run(first, undefined);
          await run(brokenUndo, undefined);
          throw new Error('payment refused');
        },
        {
          onCompensationFailure: ({ process, step: name, error }) =>
            failures.push(`${process}/${name}: ${(error as Error).message}`),
        },
      ),
    ).rejects.toThrow('payment refused');
    expect(undone).toEqual(['undo first']);
    expect(failures).toEqual(['checkout/second: database down']);
  });
});
