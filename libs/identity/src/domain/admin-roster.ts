import { Decider, DomainEvent, ConflictError, ForbiddenError, ValidationError } from '@store/platform/domain';
import { IDENTITY_MESSAGES as M } from './messages';

/**
 * The active admins, in one stream: every change that gives or takes admin powers (promote,
 * demote, block or unblock an admin, delete an admin) is decided here first, so concurrent
 * changes are serialised: two admins demoting each other at once leave one admin, never none.
 */
export type AdminSeatReason = 'promoted' | 'unblocked' | 'demoted' | 'blocked' | 'deleted';

export type AdminSeatTaken = DomainEvent<'AdminSeatTaken', { userId: string; reason: AdminSeatReason; at: string }>;
export type AdminSeatReleased = DomainEvent<
  'AdminSeatReleased',
  { userId: string; reason: AdminSeatReason; at: string }
>;
export type RosterEvent = AdminSeatTaken | AdminSeatReleased;

export interface RosterState {
  admins: string[];
}

export type RosterCommand =
  | { type: 'TakeSeat'; userId: string; reason: 'promoted' | 'unblocked'; now: string }
  /** actorId null: the system. */
  | {
      type: 'ReleaseSeat';
      userId: string;
      actorId: string | null;
      reason: 'demoted' | 'blocked' | 'deleted';
      now: string;
    };

const LAST_ADMIN = { demoted: M.lastAdminDemote, blocked: M.lastAdminBlock, deleted: M.lastAdminDelete } as const;
const SELF = { demoted: M.ownRole, blocked: M.ownBlock, deleted: M.ownDelete } as const;

export const rosterDecider: Decider<RosterState, RosterCommand, RosterEvent> = {
  initialState: () => ({ admins: [] }),
  evolve: (state, event) =>
    event.type === 'AdminSeatTaken'
      ? { admins: state.admins.includes(event.data.userId) ? state.admins : [...state.admins, event.data.userId] }
      : { admins: state.admins.filter((id) => id !== event.data.userId) },
  decide: (command, state) => {
    const { userId, reason, now } = command;
    if (command.type === 'TakeSeat') {
      return state.admins.includes(userId) ? [] : [{ type: 'AdminSeatTaken', data: { userId, reason, at: now } }];
    }
    if (!state.admins.includes(userId)) return [];
    const { actorId } = command;
    if (actorId !== null && !state.admins.includes(actorId)) throw new ForbiddenError(M.adminRequired);
    if (state.admins.length === 1) throw new ConflictError(LAST_ADMIN[command.reason]);
    if (actorId === userId) throw new ValidationError(SELF[command.reason]);
    return [{ type: 'AdminSeatReleased', data: { userId, reason, at: now } }];
  },
};
