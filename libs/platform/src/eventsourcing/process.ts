/**
 * Processes that write to more than one stream or module, as steps with their compensations
 * (after Medusa's workflow steps): each step that succeeded registers how to undo itself, and
 * when a later step fails the compensations run in reverse order before the failure goes on to
 * the caller. A compensation is a command of the module that owns what it undoes.
 */
export interface ProcessStep<Input, Output> {
  name: string;
  invoke: (input: Input) => Promise<Output>;
  /** Undoes what `invoke` did, given what it returned. Must be safe to run once more. */
  compensate?: (output: Output, input: Input) => Promise<void>;
}

export function step<Input, Output>(
  name: string,
  invoke: (input: Input) => Promise<Output>,
  compensate?: (output: Output, input: Input) => Promise<void>,
): ProcessStep<Input, Output> {
  return { name, invoke, compensate };
}

/** A compensation that failed: the process's own failure still reaches the caller. */
export interface CompensationFailure {
  process: string;
  step: string;
  error: unknown;
}

export interface ProcessOptions {
  /** Told of every compensation that failed (log it; the reservation sweeper is the safety net). */
  onCompensationFailure?: (failure: CompensationFailure) => void;
}

/** Runs one step of the process and registers its compensation. */
export type RunStep = <Input, Output>(processStep: ProcessStep<Input, Output>, input: Input) => Promise<Output>;

/** One run of a process: `run` each step; completed steps are compensated if the body throws. */
class ProcessRun {
  private readonly undo: { step: string; compensate: () => Promise<void> }[] = [];

  async run<Input, Output>(processStep: ProcessStep<Input, Output>, input: Input): Promise<Output> {
    const output = await processStep.invoke(input);
    const compensate = processStep.compensate;
    if (compensate) this.undo.push({ step: processStep.name, compensate: () => compensate(output, input) });
    return output;
  }

  /** Runs the registered compensations, newest first; each failure is reported, none stops the rest. */
  async compensate(process: string, options: ProcessOptions): Promise<void> {
    for (const { step: name, compensate } of this.undo.reverse()) {
      try {
        await compensate();
      } catch (error) {
        options.onCompensationFailure?.({ process, step: name, error });
      }
    }
    this.undo.length = 0;
  }
}

/**
 * Runs `body` as the process `name`: what it returns is the process's result; if it throws, the
 * steps already done are compensated and the error is thrown on.
 */
export async function runProcess<Result>(
  name: string,
  body: (run: RunStep) => Promise<Result>,
  options: ProcessOptions = {},
): Promise<Result> {
  const processRun = new ProcessRun();
  try {
    return await body((processStep, input) => processRun.run(processStep, input));
  } catch (error) {
    await processRun.compensate(name, options);
    throw error;
  }
}
