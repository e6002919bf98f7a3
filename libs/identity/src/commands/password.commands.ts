import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '@store/eventstore';
import { CommandContext, ValidationError } from '@store/platform';
import { normaliseEmail } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { IDENTITY_RULES } from '../domain/rules';
import { IdentityMailer } from '../jobs/identity-mailer';
import { ContactService } from '../services/contact.service';
import { HashingService } from '../services/hashing.service';
import { IdentityStore } from '../services/identity-store.service';

/** PUT /auth/change-password: needs the current password; every older session ends with it. */
export class ChangePasswordCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
  ) {}

  async execute({
    userId,
    currentPassword,
    newPassword,
    context,
  }: ChangePasswordCommand): Promise<{ position: Position | null }> {
    const { state } = await this.store.user(userId);
    const currentPasswordMatches = await this.hashing.passwordMatches(currentPassword, state.passwordHash);
    const passwordHash = await this.hashing.hashPassword(newPassword);
    const result = await this.store.executeUser(
      userId,
      { type: 'ChangePassword', currentPasswordMatches, passwordHash, now: new Date().toISOString() },
      context,
    );
    return { position: result.position };
  }
}

/**
 * The work behind POST /auth/forgot-password, run by the account-requests job after the answer
 * (AccountRequests): e-mails a single-use link valid 1 hour when the address has an account,
 * and does nothing otherwise. The token id and secret were drawn when the request was queued, so
 * a retried job records and mails one link.
 */
export class ForgotPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly tokenId: string,
    readonly secret: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ email, tokenId, secret, context }: ForgotPasswordCommand): Promise<void> {
    const userId = await this.store.ownerOf('email', await this.hashing.claimKey('email', normaliseEmail(email)));
    if (!userId) return;
    const now = new Date().toISOString();
    await this.store.executeUser(
      userId,
      {
        type: 'RequestPasswordReset',
        tokenId,
        tokenHash: await this.hashing.tokenHash(userId, tokenId, secret),
        expiresAt: new Date(Date.parse(now) + IDENTITY_RULES.resetTtlMs).toISOString(),
        now,
      },
      context,
    );
    const to = await this.contacts.contact(userId);
    if (to) await this.mailer.passwordReset(to.email, to.name, `${userId}.${tokenId}.${secret}`, tokenId);
  }
}

/** POST /auth/reset-password {token, password}. Old sessions end with it. */
export class ResetPasswordCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
  ) {}

  async execute({ token, password, context }: ResetPasswordCommand): Promise<{ position: Position | null }> {
    const [userId, tokenId, secret, ...rest] = token.trim().split('.');
    if (!userId || !tokenId || !secret || rest.length) throw new ValidationError(M.resetLinkInvalid, 'token');
    const passwordHash = await this.hashing.hashPassword(password);
    const result = await this.store.executeUser(
      userId,
      {
        type: 'ResetPassword',
        tokenId,
        tokenHash: await this.hashing.tokenHash(userId, tokenId, secret),
        passwordHash,
        now: new Date().toISOString(),
      },
      context,
    );
    return { position: result.position };
  }
}
