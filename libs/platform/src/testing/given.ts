import { Decider, DomainEvent, foldEvents } from '../eventsourcing/decider';
import { DomainError, type DomainErrorKind } from '../errors/domain-errors';

/** given(events).when(command).then(events) / .thenFails(message, ErrorKind): the style of STYLE.md. */
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
        thenFails: (message: string | RegExp, kind?: DomainErrorKind): void => {
          const error = caught(run);
          if (typeof message === 'string') expect(error.message).toBe(message);
          else expect(error.message).toMatch(message);
          if (kind !== undefined) expect(error).toBeInstanceOf(kind);
        },
        /** The DomainError the command raises, for checks beyond message and kind. */
        error: (): DomainError => caught(run),
      };
    },
  });
}
