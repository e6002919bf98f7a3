import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Position } from '@store/eventstore';
import { CommandContext, ConflictError } from '@store/platform';
import { normaliseEmail } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import type { ConfirmEmailChange, ConfirmPhoneChange } from '../domain/user-commands';
import { decideUser } from '../domain/user-decider';
import { IdentityMailer } from '../jobs/identity-mailer';
import { ContactService } from '../services/contact.service';
import { HashingService } from '../services/hashing.service';
import { IdentityStore } from '../services/identity-store.service';
import { PersonalDataService } from '../services/personal-data.service';
import { submitCode } from './code-attempt';

type Kind = 'email' | 'phone';
const PURPOSE = { email: 'email-change', phone: 'phone-change' } as const;

/**
 * POST /auth/request-email-change {newEmail} and /auth/request-phone-change {newPhone}: a code
 * to confirm the change. The e-mail code goes to the new address (proving it); the phone code
 * goes to the account's e-mail (there is no SMS gateway), proving the owner asked.
 */
export class RequestContactChangeCommand extends Command<void> {
  constructor(
    readonly kind: Kind,
    readonly userId: string,
    /** Normalised e-mail or 10-digit phone. */
    readonly value: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestContactChangeCommand)
export class RequestContactChangeHandler implements ICommandHandler<RequestContactChangeCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly personal: PersonalDataService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ kind, userId, value, context }: RequestContactChangeCommand): Promise<void> {
    const key = await this.hashing.claimKey(kind, kind === 'email' ? normaliseEmail(value) : value);
    const owner = await this.store.ownerOf(kind, key);
    if (owner && owner !== userId) {
      throw new ConflictError(
        kind === 'email' ? M.emailTaken : M.phoneTaken,
        kind === 'email' ? 'newEmail' : 'newPhone',
      );
    }
    const now = new Date().toISOString();
    const code = await this.hashing.newCode(userId, PURPOSE[kind], now);
    const personal = await this.personal.seal(
      userId,
      kind === 'email' ? { newEmail: normaliseEmail(value) } : { newPhone: value },
    );
    await this.store.executeUser(
      userId,
      kind === 'email'
        ? { type: 'RequestEmailChange', newEmailKey: key, personal, code: code.issued, now }
        : { type: 'RequestPhoneChange', newPhoneKey: key, personal, code: code.issued, now },
      context,
    );
    const contact = await this.contacts.contact(userId);
    if (!contact) return;
    if (kind === 'email')
      await this.mailer.emailChangeCode(normaliseEmail(value), contact.name, code.plain, code.issued.codeId);
    else await this.mailer.phoneCode(contact.email, contact.name, code.plain, value, code.issued.codeId);
  }
}

/**
 * POST /auth/confirm-email-change {code} and /auth/confirm-phone-change {code}. The right code
 * claims the new value (409 if another account took it meanwhile), records the change and frees
 * the old value.
 */
export class ConfirmContactChangeCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly kind: Kind,
    readonly userId: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmContactChangeCommand)
export class ConfirmContactChangeHandler implements ICommandHandler<ConfirmContactChangeCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
  ) {}

  async execute({ kind, userId, code, context }: ConfirmContactChangeCommand): Promise<{ position: Position | null }> {
    const now = new Date().toISOString();
    const codeHash = await this.hashing.codeHash(userId, PURPOSE[kind], code);
    const command: ConfirmEmailChange | ConfirmPhoneChange =
      kind === 'email' ? { type: 'ConfirmEmailChange', codeHash, now } : { type: 'ConfirmPhoneChange', codeHash, now };
    const { state } = await this.store.user(userId);
    const change = state.changes[PURPOSE[kind]];
    // Decide first without writing: only a right code may claim the new value.
    const rightCode = decideUser(command, state).every((event) => event.type !== 'VerificationAttemptFailed');
    if (rightCode && change)
      await this.store.takeClaim(kind, change.key, userId, context, kind === 'email' ? 'newEmail' : 'newPhone');
    const result = await submitCode(this.store, userId, command, context);
    const previous = kind === 'email' ? state.emailKey : state.phoneKey;
    if (previous && previous !== change?.key) await this.store.releaseClaim(kind, previous, userId, context);
    return { position: result.position };
  }
}

/** POST /auth/send-phone-verification: a code for the current phone, sent to the account's e-mail. */
export class SendPhoneVerificationCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SendPhoneVerificationCommand)
export class SendPhoneVerificationHandler implements ICommandHandler<SendPhoneVerificationCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ userId, context }: SendPhoneVerificationCommand): Promise<void> {
    const now = new Date().toISOString();
    const code = await this.hashing.newCode(userId, 'phone-verification', now);
    await this.store.executeUser(userId, { type: 'IssuePhoneVerificationCode', code: code.issued, now }, context);
    const contact = await this.contacts.contact(userId);
    if (contact?.phone)
      await this.mailer.phoneCode(contact.email, contact.name, code.plain, contact.phone, code.issued.codeId);
  }
}

/** POST /auth/verify-phone {code}. */
export class VerifyPhoneCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(VerifyPhoneCommand)
export class VerifyPhoneHandler implements ICommandHandler<VerifyPhoneCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
  ) {}

  async execute({ userId, code, context }: VerifyPhoneCommand): Promise<{ position: Position | null }> {
    const codeHash = await this.hashing.codeHash(userId, 'phone-verification', code);
    const result = await submitCode(
      this.store,
      userId,
      { type: 'VerifyPhone', codeHash, now: new Date().toISOString() },
      context,
    );
    return { position: result.position };
  }
}
