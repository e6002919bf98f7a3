import { Decider, DomainEvent, ConflictError } from '@store/platform/domain';

/**
 * Uniqueness of e-mail addresses and phone numbers: one stream per normalised value (named by
 * its keyed hash), whose owner is the account holding it. Two writers racing for one value
 * append to the same stream with the same expected revision, so exactly one wins.
 */
export type ClaimKind = 'email' | 'phone';

export type IdentifierClaimed = DomainEvent<
  'IdentifierClaimed',
  { kind: ClaimKind; userId: string; claimedAt: string }
>;
export type IdentifierReleased = DomainEvent<
  'IdentifierReleased',
  { kind: ClaimKind; userId: string; releasedAt: string }
>;
export type ClaimEvent = IdentifierClaimed | IdentifierReleased;

export interface ClaimState {
  owner: string | null;
  claimedAt: string | null;
}

export type ClaimCommand =
  /** `replacing`: take the value over from this owner (an abandoned claim), and only from it. */
  | { type: 'Claim'; kind: ClaimKind; userId: string; now: string; replacing?: string; message: string; field: string }
  | { type: 'Release'; kind: ClaimKind; userId: string; now: string };

export const claimDecider: Decider<ClaimState, ClaimCommand, ClaimEvent> = {
  initialState: () => ({ owner: null, claimedAt: null }),
  evolve: (state, event) =>
    event.type === 'IdentifierClaimed'
      ? { owner: event.data.userId, claimedAt: event.data.claimedAt }
      : state.owner === event.data.userId
        ? { owner: null, claimedAt: null }
        : state,
  decide: (command, state) => {
    const { kind, userId, now } = command;
    if (command.type === 'Release') {
      return state.owner === userId ? [{ type: 'IdentifierReleased', data: { kind, userId, releasedAt: now } }] : [];
    }
    if (state.owner === userId) return [];
    const claimed: IdentifierClaimed = { type: 'IdentifierClaimed', data: { kind, userId, claimedAt: now } };
    if (state.owner === null) return [claimed];
    if (command.replacing && command.replacing === state.owner) {
      return [{ type: 'IdentifierReleased', data: { kind, userId: state.owner, releasedAt: now } }, claimed];
    }
    throw new ConflictError(command.message, command.field);
  },
};
