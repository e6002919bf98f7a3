import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, Position, RecordedEvent } from '@store/eventstore';
import { EVENT_STORE, foldEvents, type Decider, type DomainEvent } from '@store/platform';
import { rosterDecider, RosterState } from '../domain/admin-roster';
import { claimDecider, ClaimKind, ClaimState } from '../domain/claim';
import { userDecider } from '../domain/user-decider';
import type { UserState } from '../domain/user-state';
import { ADMIN_ROSTER_STREAM, claimStream, userStream } from '../streams';

export interface LoadedUser {
  state: UserState;
  /** Position of the stream's last event: what a read must wait for. */
  position: Position | null;
}

const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  recorded: RecordedEvent[],
): State =>
  foldEvents(
    decider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as Event),
  );

/**
 * Reads the identity module's streams (users, e-mail and phone claims, the admin roster) for the
 * commands that look before they decide. Writes go through CommandHandling in the commands.
 */
@Injectable()
export class IdentityStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The user's recorded events, for reads that open sealed fields (ContactService). */
  userEvents(userId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(userStream(userId));
  }

  async user(userId: string): Promise<LoadedUser> {
    const recorded = await this.userEvents(userId);
    return { state: fold(userDecider, recorded), position: recorded.at(-1)?.position ?? null };
  }

  async claim(kind: ClaimKind, key: string): Promise<ClaimState> {
    return fold(claimDecider, await this.store.readStream(claimStream(kind, key)));
  }

  /** The live account holding an e-mail or phone number (null for a free or abandoned claim). */
  async ownerOf(kind: ClaimKind, key: string): Promise<string | null> {
    const { owner } = await this.claim(kind, key);
    if (!owner) return null;
    const { state } = await this.user(owner);
    return state.exists && !state.deleted ? owner : null;
  }

  async roster(): Promise<RosterState> {
    return fold(rosterDecider, await this.store.readStream(ADMIN_ROSTER_STREAM));
  }
}
