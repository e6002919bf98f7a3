import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '@store/eventstore';
import { CommandContext } from '@store/platform';
import type { Role } from '../domain/rules';
import { decideUser } from '../domain/user-decider';
import { IdentityStore } from '../services/identity-store.service';
import { PersonalDataService } from '../services/personal-data.service';

export interface AdminResult {
  position: Position | null;
}

/** actorId null: the system (start-up). */
const actorIdOf = (context: CommandContext) => (context.actor.role === 'system' ? null : context.actor.id);

/**
 * PUT /users/{id} {role}. Taking admin powers away goes through the admin roster first (no
 * self-demotion, never the last admin); giving them is recorded on the user, then seated.
 */
export class ChangeRoleCommand extends Command<AdminResult> {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand> {
  constructor(private readonly store: IdentityStore) {}

  async execute({ userId, role, context }: ChangeRoleCommand): Promise<AdminResult> {
    const actorId = actorIdOf(context);
    const now = new Date().toISOString();
    const { state } = await this.store.user(userId);
    decideUser({ type: 'ChangeRole', actorId: null, role, now }, state); // 404 before anything is written
    if (role === 'user')
      await this.store.executeRoster({ type: 'ReleaseSeat', userId, actorId, reason: 'demoted', now }, context);
    const result = await this.store.executeUser(userId, { type: 'ChangeRole', actorId, role, now }, context);
    if (role === 'admin' && result.state.active)
      await this.store.executeRoster({ type: 'TakeSeat', userId, reason: 'promoted', now }, context);
    return { position: result.position };
  }
}

/** PUT /users/{id} {active}: block (active false) or unblock. A blocked user's tokens stop at once. */
export class SetUserActiveCommand extends Command<AdminResult> {
  constructor(
    readonly userId: string,
    readonly active: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetUserActiveCommand)
export class SetUserActiveHandler implements ICommandHandler<SetUserActiveCommand> {
  constructor(private readonly store: IdentityStore) {}

  async execute({ userId, active, context }: SetUserActiveCommand): Promise<AdminResult> {
    const actorId = actorIdOf(context);
    const now = new Date().toISOString();
    const { state } = await this.store.user(userId);
    if (active) {
      const result = await this.store.executeUser(userId, { type: 'UnblockUser', actorId, now }, context);
      if (result.state.role === 'admin')
        await this.store.executeRoster({ type: 'TakeSeat', userId, reason: 'unblocked', now }, context);
      return { position: result.position };
    }
    decideUser({ type: 'BlockUser', actorId: null, now }, state);
    if (state.role === 'admin')
      await this.store.executeRoster({ type: 'ReleaseSeat', userId, actorId, reason: 'blocked', now }, context);
    const result = await this.store.executeUser(userId, { type: 'BlockUser', actorId, now }, context);
    return { position: result.position };
  }
}

/**
 * DELETE /users/{id}: the user's key is destroyed first (their sealed personal data in every
 * event becomes unreadable, so no replay can rebuild it), then UserDeleted is recorded and their
 * e-mail and phone are freed.
 */
export class DeleteUserCommand extends Command<AdminResult> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly personal: PersonalDataService,
  ) {}

  async execute({ userId, context }: DeleteUserCommand): Promise<AdminResult> {
    const actorId = actorIdOf(context);
    const now = new Date().toISOString();
    const { state } = await this.store.user(userId);
    decideUser({ type: 'DeleteUser', actorId, now }, state); // 404 and no self-deletion before the key is destroyed
    if (state.role === 'admin')
      await this.store.executeRoster({ type: 'ReleaseSeat', userId, actorId, reason: 'deleted', now }, context);
    await this.personal.erase(userId, context);
    const result = await this.store.executeUser(userId, { type: 'DeleteUser', actorId, now }, context);
    if (state.emailKey) await this.store.releaseClaim('email', state.emailKey, userId, context);
    if (state.phoneKey) await this.store.releaseClaim('phone', state.phoneKey, userId, context);
    return { position: result.position };
  }
}
