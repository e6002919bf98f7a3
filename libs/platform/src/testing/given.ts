import { Decider, DomainError, DomainEvent, foldEvents } from '../eventsourcing/decider';

/** given(events).when(command).then(events) / .thenFails(message, status): the style of STYLE.md. */
function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError, the command succeeded');
}

export function givenFor<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return (events: E[] = []) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, foldEvents(decider, events));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenFails: (message: string | RegExp, status?: number): void => {
          const error = caught(run);
          if (typeof message === 'string') expect(error.message).toBe(message);
          else expect(error.message).toMatch(message);
          if (status !== undefined) expect(error.status).toBe(status);
        },
        /** The DomainError the command raises, for checks beyond message and status. */
        error: (): DomainError => caught(run),
      };
    },
  });
}
