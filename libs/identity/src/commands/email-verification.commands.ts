import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '@store/eventstore';
import { CommandContext, NotFoundError } from '@store/platform';
import { normaliseEmail } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { IdentityMailer } from '../jobs/identity-mailer';
import { ContactService } from '../services/contact.service';
import { ChosenCode, HashingService } from '../services/hashing.service';
import { IdentityStore } from '../services/identity-store.service';
import { submitCode } from './code-attempt';

/**
 * A new e-mail verification code for an account, e-mailed to it (one a minute). `chosen`: the
 * code drawn when a queued request was made (a retried job issues and mails it once).
 */
export class SendEmailVerificationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
    readonly chosen?: ChosenCode,
  ) {
    super();
  }
}

@CommandHandler(SendEmailVerificationCommand)
export class SendEmailVerificationHandler implements ICommandHandler<SendEmailVerificationCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ userId, context, chosen }: SendEmailVerificationCommand): Promise<void> {
    const now = new Date().toISOString();
    const code = await this.hashing.newCode(userId, 'email-verification', now, chosen);
    await this.store.executeUser(userId, { type: 'IssueEmailVerificationCode', code: code.issued, now }, context);
    const to = await this.contacts.contact(userId);
    if (to) await this.mailer.verificationCode(to.email, to.name, code.plain, code.issued.codeId);
  }
}

/**
 * The work behind POST /auth/send-registration-email-verification {email}, run by the
 * account-requests job after the answer (AccountRequests): a new code for an unverified account.
 * An unknown, verified or deleted address, or a code asked for within a minute of the last, ends
 * here with nothing sent (the job drops these refusals: the requester saw the same answer).
 */
export class ResendRegistrationCodeCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly chosen: ChosenCode,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ResendRegistrationCodeCommand)
export class ResendRegistrationCodeHandler implements ICommandHandler<ResendRegistrationCodeCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly send: SendEmailVerificationHandler,
  ) {}

  async execute({ email, chosen, context }: ResendRegistrationCodeCommand): Promise<void> {
    const userId = await this.store.ownerOf('email', await this.hashing.claimKey('email', normaliseEmail(email)));
    if (userId) await this.send.execute(new SendEmailVerificationCommand(userId, context, chosen));
  }
}

export interface VerifiedResult {
  userId: string;
  position: Position | null;
}

/** Verifies an account's e-mail with its code; the welcome e-mail follows. */
export class VerifyEmailCommand extends Command<VerifiedResult> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ userId, code, context }: VerifyEmailCommand): Promise<VerifiedResult> {
    const now = new Date().toISOString();
    const codeHash = await this.hashing.codeHash(userId, 'email-verification', code);
    const result = await submitCode(this.store, userId, { type: 'VerifyEmail', codeHash, now }, context);
    const to = await this.contacts.contact(userId);
    if (to) await this.mailer.welcome(to.email, to.name, userId);
    return { userId, position: result.position };
  }
}

/** POST /auth/verify-registration-email {email, code}. */
export class VerifyRegistrationEmailCommand extends Command<VerifiedResult> {
  constructor(
    readonly email: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(VerifyRegistrationEmailCommand)
export class VerifyRegistrationEmailHandler implements ICommandHandler<VerifyRegistrationEmailCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly verify: VerifyEmailHandler,
  ) {}

  async execute({ email, code, context }: VerifyRegistrationEmailCommand): Promise<VerifiedResult> {
    const userId = await this.store.ownerOf('email', await this.hashing.claimKey('email', normaliseEmail(email)));
    if (!userId) throw new NotFoundError(M.noPendingRegistration, 'email');
    return this.verify.execute(new VerifyEmailCommand(userId, code, context));
  }
}
