/**
 * The write-side shape every aggregate follows (after Emmett's decide/evolve): two pure
 * functions and an initial state. Domain code imports only these types.
 */

/** A domain event as the domain sees it: a past-tense type and plain serialisable data. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the events the command causes, or throws a DomainError. Never does I/O. */
  decide: (command: Command, state: State) => Event[];
  /**
   * Optional: the same as `events.reduce(evolve, state)` in one pass, for long streams whose
   * evolve copies a growing map per event (quadratic when folded event by event).
   */
  fold?: (state: State, events: readonly Event[]) => State;
}

/** 501: a feature this deployment cannot offer (its message says why, unlike a 500's). */
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 501;

/**
 * A rule the command broke, with the spec's message. The API answers it with `status` and
 * `{ success: false, message }` (plus `errors: [{ param, msg }]` when `field` is set).
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: DomainErrorStatus = 409,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Folds a stream's events into the aggregate's state. */
export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  const fold = (decider as { fold?: (state: State, events: readonly Event[]) => State }).fold;
  return fold ? fold(decider.initialState(), events) : events.reduce(decider.evolve, decider.initialState());
}
