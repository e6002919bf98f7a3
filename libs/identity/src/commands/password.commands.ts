import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling, ValidationError } from '@store/platform';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { IDENTITY_RULES } from '../domain/rules';
import { userDecider } from '../domain/user-decider';
import { IdentityMailer } from '../jobs/identity-mailer';
import { ContactService } from '../services/contact.service';
import { HashingService } from '../services/hashing.service';
import { IdentifierClaims } from '../services/identifier-claims.service';
import { IdentityStore } from '../services/identity-store.service';
import { userStream } from '../streams';

/** Passwords: change, forgotten (a reset link) and reset. Each ends every older session. */
@Injectable()
export class PasswordCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly store: IdentityStore,
    private readonly claims: IdentifierClaims,
    private readonly hashing: HashingService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  /** PUT /auth/change-password: needs the current password. */
  async change(
    userId: string,
    currentPassword: string,
    newPassword: string,
    context: CommandContext,
  ): Promise<{ position: Position | null }> {
    const { state } = await this.store.user(userId);
    const currentPasswordMatches = await this.hashing.passwordMatches(currentPassword, state.passwordHash);
    const passwordHash = await this.hashing.hashPassword(newPassword);
    const { position } = await this.commands.decide(
      userDecider,
      userStream(userId),
      { type: 'ChangePassword', currentPasswordMatches, passwordHash, now: this.commands.now() },
      context,
    );
    return { position };
  }

  /**
   * The work behind POST /auth/forgot-password, run by the account-requests job after the answer
   * (AccountRequests): e-mails a single-use link valid 1 hour when the address has an account,
   * and does nothing otherwise. The token id and secret were drawn when the request was queued, so
   * a retried job records and mails one link.
   */
  async forgot(email: string, tokenId: string, secret: string, context: CommandContext): Promise<void> {
    const userId = await this.claims.accountHolding('email', email);
    if (!userId) return;
    const now = this.commands.now();
    await this.commands.decide(
      userDecider,
      userStream(userId),
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

  /** POST /auth/reset-password {token, password}. */
  async reset(token: string, password: string, context: CommandContext): Promise<{ position: Position | null }> {
    const [userId, tokenId, secret, ...rest] = token.trim().split('.');
    if (!userId || !tokenId || !secret || rest.length) throw new ValidationError(M.resetLinkInvalid, 'token');
    const passwordHash = await this.hashing.hashPassword(password);
    const { position } = await this.commands.decide(
      userDecider,
      userStream(userId),
      {
        type: 'ResetPassword',
        tokenId,
        tokenHash: await this.hashing.tokenHash(userId, tokenId, secret),
        passwordHash,
        now: this.commands.now(),
      },
      context,
    );
    return { position };
  }
}
