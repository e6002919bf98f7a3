import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling, ConflictError, runProcess, step } from '@store/platform';
import { normaliseEmail } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import type { ConfirmEmailChange, ConfirmPhoneChange } from '../domain/user-commands';
import { decideUser, userDecider } from '../domain/user-decider';
import { IdentityMailer } from '../jobs/identity-mailer';
import { ContactService } from '../services/contact.service';
import { HashingService } from '../services/hashing.service';
import { IdentifierClaims } from '../services/identifier-claims.service';
import { IdentityStore } from '../services/identity-store.service';
import { PersonalDataService } from '../services/personal-data.service';
import { userStream } from '../streams';
import { submitCode } from './code-attempt';

export type ContactKind = 'email' | 'phone';
const PURPOSE = { email: 'email-change', phone: 'phone-change' } as const;
/** The request field a conflict over the new value names. */
const NEW_VALUE_FIELD = { email: 'newEmail', phone: 'newPhone' } as const;

interface ContactChange {
  userId: string;
  command: ConfirmEmailChange | ConfirmPhoneChange;
  context: CommandContext;
}

/** Changing the e-mail or the phone (by a code), and verifying the phone. */
@Injectable()
export class ContactChangeCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly store: IdentityStore,
    private readonly claims: IdentifierClaims,
    private readonly hashing: HashingService,
    private readonly personal: PersonalDataService,
    private readonly contacts: ContactService,
    private readonly mailer: IdentityMailer,
  ) {}

  /** Records the change with the code (a wrong code is recorded as a failed attempt and answers 400). */
  private readonly recordChange = step('change the contact', ({ userId, command, context }: ContactChange) =>
    submitCode(this.commands, userId, command, context),
  );

  /**
   * POST /auth/request-email-change {newEmail} and /auth/request-phone-change {newPhone}: a code
   * to confirm the change. The e-mail code goes to the new address (proving it); the phone code
   * goes to the account's e-mail (there is no SMS gateway), proving the owner asked.
   * `value`: the normalised e-mail or 10-digit phone.
   */
  async request(kind: ContactKind, userId: string, value: string, context: CommandContext): Promise<void> {
    const normalised = kind === 'email' ? normaliseEmail(value) : value;
    const key = await this.hashing.claimKey(kind, normalised);
    const owner = await this.store.ownerOf(kind, key);
    if (owner && owner !== userId)
      throw new ConflictError(kind === 'email' ? M.emailTaken : M.phoneTaken, NEW_VALUE_FIELD[kind]);
    const now = this.commands.now();
    const code = await this.hashing.newCode(userId, PURPOSE[kind], now);
    const personal = await this.personal.seal(
      userId,
      kind === 'email' ? { newEmail: normalised } : { newPhone: value },
    );
    await this.commands.decide(
      userDecider,
      userStream(userId),
      kind === 'email'
        ? { type: 'RequestEmailChange', newEmailKey: key, personal, code: code.issued, now }
        : { type: 'RequestPhoneChange', newPhoneKey: key, personal, code: code.issued, now },
      context,
    );
    const contact = await this.contacts.contact(userId);
    if (!contact) return;
    if (kind === 'email') await this.mailer.emailChangeCode(normalised, contact.name, code.plain, code.issued.codeId);
    else await this.mailer.phoneCode(contact.email, contact.name, code.plain, value, code.issued.codeId);
  }

  /**
   * POST /auth/confirm-email-change {code} and /auth/confirm-phone-change {code}, as a process:
   * the right code claims the new value (409 if another account took it meanwhile), then the
   * change is recorded; if recording fails, the new value is released. Once the change is
   * recorded, the old value is freed.
   */
  async confirm(
    kind: ContactKind,
    userId: string,
    code: string,
    context: CommandContext,
  ): Promise<{ position: Position | null }> {
    const now = this.commands.now();
    const codeHash = await this.hashing.codeHash(userId, PURPOSE[kind], code);
    const command: ContactChange['command'] =
      kind === 'email' ? { type: 'ConfirmEmailChange', codeHash, now } : { type: 'ConfirmPhoneChange', codeHash, now };
    const { state } = await this.store.user(userId);
    const change = state.changes[PURPOSE[kind]];
    // Decided first without writing: only a right code may claim the new value.
    const rightCode = decideUser(command, state).every((event) => event.type !== 'VerificationAttemptFailed');
    const result = await runProcess(
      `${kind} change`,
      async (run) => {
        if (rightCode && change)
          await run(this.claims.claimStep(kind, NEW_VALUE_FIELD[kind]), { key: change.key, userId, context });
        return run(this.recordChange, { userId, command, context });
      },
      this.claims.processOptions,
    );
    const previous = kind === 'email' ? state.emailKey : state.phoneKey;
    if (previous && previous !== change?.key) await this.claims.release(kind, { key: previous, userId, context });
    return { position: result.position };
  }

  /** POST /auth/send-phone-verification: a code for the current phone, sent to the account's e-mail. */
  async sendPhoneVerification(userId: string, context: CommandContext): Promise<void> {
    const now = this.commands.now();
    const code = await this.hashing.newCode(userId, 'phone-verification', now);
    await this.commands.decide(
      userDecider,
      userStream(userId),
      { type: 'IssuePhoneVerificationCode', code: code.issued, now },
      context,
    );
    const contact = await this.contacts.contact(userId);
    if (contact?.phone)
      await this.mailer.phoneCode(contact.email, contact.name, code.plain, contact.phone, code.issued.codeId);
  }

  /** POST /auth/verify-phone {code}. */
  async verifyPhone(userId: string, code: string, context: CommandContext): Promise<{ position: Position | null }> {
    const codeHash = await this.hashing.codeHash(userId, 'phone-verification', code);
    const { position } = await submitCode(
      this.commands,
      userId,
      { type: 'VerifyPhone', codeHash, now: this.commands.now() },
      context,
    );
    return { position };
  }
}
