import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling, runProcess, step } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '../domain/identifiers';
import type { RegisterUser } from '../domain/user-commands';
import { decideUser, userDecider } from '../domain/user-decider';
import type { AddressFields, RegisteredPersonal } from '../domain/user-events';
import type { UserState } from '../domain/user-state';
import { IdentityMailer } from '../jobs/identity-mailer';
import { userStream } from '../streams';
import { HashingService, NewCode } from '../services/hashing.service';
import { IdentifierClaims } from '../services/identifier-claims.service';
import { IdentityStore } from '../services/identity-store.service';
import { PersonalDataService } from '../services/personal-data.service';

export interface RegistrationInput {
  name: string;
  email: string;
  /** Normalised 10-digit number, or null. */
  phone: string | null;
  password: string;
  address: AddressFields | null;
  /** The form's marketing box (issue #44): recorded as consent given at registration when true. */
  marketingConsent?: boolean;
}

export interface RegistrationResult {
  userId: string;
  position: Position | null;
}

/** A registration worked out before anything is written. */
interface Registration {
  input: RegistrationInput;
  email: string;
  command: RegisterUser;
  /** The account this e-mail had (unverified, its code dead), registered again; null for a new one. */
  existing: UserState | null;
  newCode: NewCode | null;
  context: CommandContext;
}

/** POST /auth/register, and the start-up admin's account. */
@Injectable()
export class RegistrationCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly store: IdentityStore,
    private readonly claims: IdentifierClaims,
    private readonly hashing: HashingService,
    private readonly personal: PersonalDataService,
    private readonly mailer: IdentityMailer,
  ) {}

  /** Records the account, its personal fields sealed under a key of its own. */
  private readonly recordAccount = step(
    'record the account',
    async ({ input, email, command, context }: Registration) => {
      await this.personal.createKey(command.userId);
      const personal: RegisteredPersonal = { name: input.name, email, phone: input.phone, address: input.address };
      const sealed = await this.personal.seal(command.userId, personal);
      return this.commands.decide(userDecider, userStream(command.userId), { ...command, personal: sealed }, context);
    },
  );

  /**
   * Registers an account (always role user) and e-mails its verification code, as a process:
   * claim the e-mail, claim the phone, record the account. A step that fails gives back the
   * claims taken before it, so the address can be registered again at once. `verified` is for
   * the start-up admin only: no code, the e-mail counts as verified.
   */
  async register(input: RegistrationInput, context: CommandContext, verified = false): Promise<RegistrationResult> {
    const registration = await this.prepare(input, context, verified);
    const { command, existing, newCode } = registration;
    const { userId, emailKey, phoneKey } = command;
    const claim = { userId, context };
    const result = await runProcess(
      'registration',
      async (run) => {
        // An account registered again holds its e-mail already: only checked (409 unless its code is dead).
        if (existing) decideUser(command, existing);
        else await run(this.claims.claimStep('email'), { ...claim, key: emailKey });
        if (phoneKey && phoneKey !== existing?.phoneKey)
          await run(this.claims.claimStep('phone'), { ...claim, key: phoneKey });
        return run(this.recordAccount, registration);
      },
      this.claims.processOptions,
    );
    // The account is recorded: what follows is not undone if it fails.
    if (existing?.phoneKey && existing.phoneKey !== phoneKey)
      await this.claims.release('phone', { ...claim, key: existing.phoneKey });
    if (newCode)
      await this.mailer.verificationCode(registration.email, input.name, newCode.plain, newCode.issued.codeId);
    return { userId, position: result.position };
  }

  /**
   * An existing account for this e-mail is registered again only when it is unverified and its
   * code is dead ("Verification code expired. Please register again."); else 409.
   */
  private async prepare(input: RegistrationInput, context: CommandContext, verified: boolean): Promise<Registration> {
    const email = normaliseEmail(input.email);
    const emailKey = await this.hashing.claimKey('email', email);
    const phoneKey = input.phone ? await this.hashing.claimKey('phone', input.phone) : null;
    const passwordHash = await this.hashing.hashPassword(input.password);
    const now = this.commands.now();
    const owner = await this.store.ownerOf('email', emailKey);
    const userId = owner ?? randomUUID();
    const existing = owner ? (await this.store.user(owner)).state : null;
    const newCode = verified ? null : await this.hashing.newCode(userId, 'email-verification', now);
    const command: RegisterUser = {
      type: 'RegisterUser',
      userId,
      emailKey,
      phoneKey,
      passwordHash,
      personal: '',
      code: newCode?.issued ?? null,
      marketingConsent: input.marketingConsent === true,
      now,
    };
    return { input, email, command, existing, newCode, context };
  }
}
