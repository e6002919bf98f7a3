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

/** Folds a stream's events into the aggregate's state. */
export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  const fold = (decider as { fold?: (state: State, events: readonly Event[]) => State }).fold;
  return fold ? fold(decider.initialState(), events) : events.reduce(decider.evolve, decider.initialState());
}
