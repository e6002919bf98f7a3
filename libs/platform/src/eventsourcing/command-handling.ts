import type { EventStore } from '@store/eventstore';
import type { Clock } from './clock';
import type { CommandContext } from './command-context';
import { handleCommand, loadAggregate, type CommandResult, type HandleOptions } from './command-handler';
import { decideOnLoaded, type LoadedAggregate } from './decide-on-loaded';
import type { Decider, DomainEvent } from './decider';
import { loadAggregates } from './load-aggregates';

/**
 * The one write side every module uses (framework-free; Nest provides one instance, with the
 * event store and the clock): decide a command on a stream's current state and append what it
 * caused with the expected revision, retrying on a concurrency conflict. A module's command is a
 * method of its commands service calling `decide`, nothing more.
 */
export class CommandHandling {
  constructor(
    readonly store: EventStore,
    readonly clock: Clock,
  ) {}

  /** Now, as the ISO string commands carry to their deciders. */
  now(): string {
    return this.clock.now().toISOString();
  }

  decide<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    context: CommandContext,
    options: Omit<HandleOptions<State>, 'clock'> = {},
  ): Promise<CommandResult<State, Event>> {
    return handleCommand(this.store, decider, streamId, command, context, { ...options, clock: this.clock });
  }

  /**
   * `decide` on a state the request has just read, without reading the stream again. Undefined
   * when that state is no longer current or refused the command: the caller then calls `decide`.
   */
  decideOnLoaded<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    loaded: LoadedAggregate<State>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandResult<State, Event> | undefined> {
    return decideOnLoaded(this.store, decider, streamId, loaded, command, context, this.clock);
  }

  load<State, Event extends DomainEvent>(
    decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
    streamId: string,
  ) {
    return loadAggregate(this.store, decider, streamId);
  }

  loadMany<State, Event extends DomainEvent>(
    decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
    streamIds: readonly string[],
  ) {
    return loadAggregates(this.store, decider, streamIds);
  }
}
