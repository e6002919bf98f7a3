import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, Position, RecordedEvent } from '@store/eventstore';
import { CommandContext, CommandResult, EVENT_STORE, foldEvents, handleCommand } from '@store/platform';
import { RosterCommand, rosterDecider, RosterEvent, RosterState } from '../domain/admin-roster';
import { claimDecider, ClaimEvent, ClaimKind, ClaimState } from '../domain/claim';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import type { UserCommand } from '../domain/user-commands';
import { userDecider } from '../domain/user-decider';
import type { UserEvent } from '../domain/user-events';
import type { UserState } from '../domain/user-state';
import { ADMIN_ROSTER_STREAM, claimStream, userStream } from '../streams';

export interface LoadedUser {
  state: UserState;
  /** Position of the stream's last event: what a read must wait for. */
  position: Position | null;
}

const CLAIM_CONFLICT = {
  email: { message: M.emailTaken, field: 'email' },
  phone: { message: M.phoneTaken, field: 'phone' },
} as const;

/** A claim whose owner never got an account (a registration that crashed) is free after this. */
const ABANDONED_CLAIM_MS = 60_000;

/** The identity module's streams: users, e-mail and phone claims, the admin roster. */
@Injectable()
export class IdentityStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The user's recorded events, for reads that open sealed fields (ContactService). */
  userEvents(userId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(userStream(userId));
  }

  async user(userId: string): Promise<LoadedUser> {
    const recorded = await this.store.readStream(userStream(userId));
    return {
      state: foldEvents(
        userDecider,
        recorded.map((event) => ({ type: event.type, data: event.data }) as UserEvent),
      ),
      position: recorded.at(-1)?.position ?? null,
    };
  }

  executeUser(
    userId: string,
    command: UserCommand,
    context: CommandContext,
  ): Promise<CommandResult<UserState, UserEvent>> {
    return handleCommand(this.store, userDecider, userStream(userId), command, context);
  }

  async claim(kind: ClaimKind, key: string): Promise<ClaimState> {
    const recorded = await this.store.readStream(claimStream(kind, key));
    return foldEvents(
      claimDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as ClaimEvent),
    );
  }

  /** The live account holding an e-mail or phone number (null for a free or abandoned claim). */
  async ownerOf(kind: ClaimKind, key: string): Promise<string | null> {
    const { owner } = await this.claim(kind, key);
    if (!owner) return null;
    const { state } = await this.user(owner);
    return state.exists && !state.deleted ? owner : null;
  }

  /**
   * Claims a value for `userId`; 409 with the spec's field when another live account holds it.
   * Two concurrent claims append to one stream with one expected revision: one wins, the other
   * retries, sees the winner and gets the 409.
   */
  async takeClaim(
    kind: ClaimKind,
    key: string,
    userId: string,
    context: CommandContext,
    field?: string,
  ): Promise<void> {
    const { owner, claimedAt } = await this.claim(kind, key);
    let replacing: string | undefined;
    if (owner && owner !== userId) {
      const { state } = await this.user(owner);
      const abandoned = state.deleted || (!state.exists && Date.now() - Date.parse(claimedAt!) > ABANDONED_CLAIM_MS);
      if (abandoned) replacing = owner;
    }
    const conflict = CLAIM_CONFLICT[kind];
    await handleCommand(
      this.store,
      claimDecider,
      claimStream(kind, key),
      {
        type: 'Claim',
        kind,
        userId,
        replacing,
        now: new Date().toISOString(),
        message: conflict.message,
        field: field ?? conflict.field,
      },
      context,
    );
  }

  async releaseClaim(kind: ClaimKind, key: string, userId: string, context: CommandContext): Promise<void> {
    await handleCommand(
      this.store,
      claimDecider,
      claimStream(kind, key),
      { type: 'Release', kind, userId, now: new Date().toISOString() },
      context,
    );
  }

  async roster(): Promise<RosterState> {
    const recorded = await this.store.readStream(ADMIN_ROSTER_STREAM);
    return foldEvents(
      rosterDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as RosterEvent),
    );
  }

  async executeRoster(command: RosterCommand, context: CommandContext): Promise<void> {
    await handleCommand(this.store, rosterDecider, ADMIN_ROSTER_STREAM, command, context);
  }
}
