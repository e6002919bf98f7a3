import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling } from '@store/platform';
import { RosterCommand, rosterDecider } from '../domain/admin-roster';
import type { Role } from '../domain/rules';
import type { UserCommand } from '../domain/user-commands';
import { decideUser, userDecider } from '../domain/user-decider';
import { IdentifierClaims } from '../services/identifier-claims.service';
import { IdentityStore } from '../services/identity-store.service';
import { PersonalDataService } from '../services/personal-data.service';
import { ADMIN_ROSTER_STREAM, userStream } from '../streams';

export interface AdminResult {
  position: Position | null;
}

/** actorId null: the system (start-up). */
const actorIdOf = (context: CommandContext) => (context.actor.role === 'system' ? null : context.actor.id);

/**
 * Users (admin). Every change of admin powers goes through the admin roster (no self-demotion,
 * never the last admin): taking them away is decided there before the user's stream; giving them
 * is recorded on the user, then seated.
 */
@Injectable()
export class AdminUserCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly store: IdentityStore,
    private readonly claims: IdentifierClaims,
    private readonly personal: PersonalDataService,
  ) {}

  /** PUT /users/{id} {role}. */
  async changeRole(userId: string, role: Role, context: CommandContext): Promise<AdminResult> {
    const actorId = actorIdOf(context);
    const now = this.commands.now();
    const { state } = await this.store.user(userId);
    decideUser({ type: 'ChangeRole', actorId: null, role, now }, state); // 404 before anything is written
    if (role === 'user') await this.roster({ type: 'ReleaseSeat', userId, actorId, reason: 'demoted', now }, context);
    const result = await this.user(userId, { type: 'ChangeRole', actorId, role, now }, context);
    if (role === 'admin' && result.state.active)
      await this.roster({ type: 'TakeSeat', userId, reason: 'promoted', now }, context);
    return { position: result.position };
  }

  /** PUT /users/{id} {active}: block (active false) or unblock. A blocked user's tokens stop at once. */
  async setActive(userId: string, active: boolean, context: CommandContext): Promise<AdminResult> {
    const actorId = actorIdOf(context);
    const now = this.commands.now();
    if (active) {
      const result = await this.user(userId, { type: 'UnblockUser', actorId, now }, context);
      if (result.state.role === 'admin')
        await this.roster({ type: 'TakeSeat', userId, reason: 'unblocked', now }, context);
      return { position: result.position };
    }
    const { state } = await this.store.user(userId);
    decideUser({ type: 'BlockUser', actorId: null, now }, state);
    if (state.role === 'admin')
      await this.roster({ type: 'ReleaseSeat', userId, actorId, reason: 'blocked', now }, context);
    const { position } = await this.user(userId, { type: 'BlockUser', actorId, now }, context);
    return { position };
  }

  /**
   * DELETE /users/{id}: the user's key is destroyed first (their sealed personal data in every
   * event becomes unreadable, so no replay can rebuild it), then UserDeleted is recorded and their
   * e-mail and phone are freed.
   */
  async delete(userId: string, context: CommandContext): Promise<AdminResult> {
    const actorId = actorIdOf(context);
    const now = this.commands.now();
    const { state } = await this.store.user(userId);
    decideUser({ type: 'DeleteUser', actorId, now }, state); // 404 and no self-deletion before the key is destroyed
    if (state.role === 'admin')
      await this.roster({ type: 'ReleaseSeat', userId, actorId, reason: 'deleted', now }, context);
    await this.personal.erase(userId, context);
    const { position } = await this.user(userId, { type: 'DeleteUser', actorId, now }, context);
    if (state.emailKey) await this.claims.release('email', { key: state.emailKey, userId, context });
    if (state.phoneKey) await this.claims.release('phone', { key: state.phoneKey, userId, context });
    return { position };
  }

  private user(userId: string, command: UserCommand, context: CommandContext) {
    return this.commands.decide(userDecider, userStream(userId), command, context);
  }

  private roster(command: RosterCommand, context: CommandContext) {
    return this.commands.decide(rosterDecider, ADMIN_ROSTER_STREAM, command, context);
  }
}
