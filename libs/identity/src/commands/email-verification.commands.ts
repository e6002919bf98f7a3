import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling, NotFoundError } from '@store/platform';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { userDecider } from '../domain/user-decider';
import { IdentityMailer } from '../jobs/identity-mailer';
import { ContactService } from '../services/contact.service';
import { ChosenCode, HashingService } from '../services/hashing.service';
import { IdentifierClaims } from '../services/identifier-claims.service';
import { userStream } from '../streams';
import { submitCode } from './code-attempt';

export interface VerifiedResult {
  userId: string;
  position: Position | null;
}

/** E-mail verification: codes for an account's e-mail, and checking them. */
@Injectable()
export class EmailVerificationCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly claims: IdentifierClaims,
    private readonly hashing: HashingService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  /**
   * A new e-mail verification code for an account, e-mailed to it (one a minute). `chosen`: the
   * code drawn when a queued request was made (a retried job issues and mails it once).
   */
  async sendCode(userId: string, context: CommandContext, chosen?: ChosenCode): Promise<void> {
    const now = this.commands.now();
    const code = await this.hashing.newCode(userId, 'email-verification', now, chosen);
    await this.commands.decide(
      userDecider,
      userStream(userId),
      { type: 'IssueEmailVerificationCode', code: code.issued, now },
      context,
    );
    const to = await this.contacts.contact(userId);
    if (to) await this.mailer.verificationCode(to.email, to.name, code.plain, code.issued.codeId);
  }

  /**
   * The work behind POST /auth/send-registration-email-verification {email}, run by the
   * account-requests job after the answer (AccountRequests): a new code for an unverified account.
   * An unknown, verified or deleted address, or a code asked for within a minute of the last, ends
   * here with nothing sent (the job drops these refusals: the requester saw the same answer).
   */
  async resendRegistrationCode(email: string, chosen: ChosenCode, context: CommandContext): Promise<void> {
    const userId = await this.claims.accountHolding('email', email);
    if (userId) await this.sendCode(userId, context, chosen);
  }

  /** Verifies an account's e-mail with its code; the welcome e-mail follows. */
  async verify(userId: string, code: string, context: CommandContext): Promise<VerifiedResult> {
    const codeHash = await this.hashing.codeHash(userId, 'email-verification', code);
    const result = await submitCode(
      this.commands,
      userId,
      { type: 'VerifyEmail', codeHash, now: this.commands.now() },
      context,
    );
    const to = await this.contacts.contact(userId);
    if (to) await this.mailer.welcome(to.email, to.name, userId);
    return { userId, position: result.position };
  }

  /** POST /auth/verify-registration-email {email, code}. */
  async verifyRegistration(email: string, code: string, context: CommandContext): Promise<VerifiedResult> {
    const userId = await this.claims.accountHolding('email', email);
    if (!userId) throw new NotFoundError(M.noPendingRegistration, 'email');
    return this.verify(userId, code, context);
  }

  /** The start-up admin's e-mail counts as verified without a code (system actor). */
  async markVerified(userId: string, context: CommandContext): Promise<void> {
    await this.commands.decide(
      userDecider,
      userStream(userId),
      { type: 'MarkEmailVerified', now: this.commands.now() },
      context,
    );
  }
}
