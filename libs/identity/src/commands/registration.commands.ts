import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import type { Position } from '@store/eventstore';
import { CommandContext, DomainError } from '@store/platform';
import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import type { RegisterUser } from '../domain/user-commands';
import { decideUser } from '../domain/user-decider';
import type { AddressFields, RegisteredPersonal } from '../domain/user-events';
import { IdentityMailer } from '../jobs/identity-mailer';
import { HashingService } from '../services/hashing.service';
import { IdentityStore } from '../services/identity-store.service';
import { PersonalDataService } from '../services/personal-data.service';

export interface RegistrationInput {
  name: string;
  email: string;
  /** Normalised 10-digit number, or null. */
  phone: string | null;
  password: string;
  address: AddressFields | null;
}

export interface RegistrationResult {
  userId: string;
  position: Position | null;
}

/**
 * Registers an account (always role user) and e-mails its verification code. `verified` is for
 * the start-up admin only: no code, the e-mail counts as verified.
 */
export class RegisterUserCommand extends Command<RegistrationResult> {
  constructor(
    readonly input: RegistrationInput,
    readonly context: CommandContext,
    readonly verified = false,
  ) {
    super();
  }
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly personal: PersonalDataService,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ input, context, verified }: RegisterUserCommand): Promise<RegistrationResult> {
    const email = normaliseEmail(input.email);
    const emailKey = await this.hashing.claimKey('email', email);
    const phoneKey = input.phone ? await this.hashing.claimKey('phone', input.phone) : null;
    const passwordHash = await this.hashing.hashPassword(input.password);
    const now = new Date().toISOString();

    // An existing account for this e-mail is registered again only when it is unverified and
    // its code is dead ("Verification code expired. Please register again."); else 409.
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
      now,
    };
    if (existing) decideUser(command, existing);
    else await this.store.takeClaim('email', emailKey, userId, context);

    const claimedPhone = phoneKey && phoneKey !== existing?.phoneKey ? phoneKey : null;
    try {
      if (claimedPhone) await this.store.takeClaim('phone', claimedPhone, userId, context);
      await this.personal.createKey(userId);
      const personal: RegisteredPersonal = { name: input.name, email, phone: input.phone, address: input.address };
      command.personal = await this.personal.seal(userId, personal);
      const result = await this.store.executeUser(userId, command, context);
      if (existing?.phoneKey && existing.phoneKey !== phoneKey) {
        await this.store.releaseClaim('phone', existing.phoneKey, userId, context);
      }
      if (newCode) await this.mailer.verificationCode(email, input.name, newCode.plain, newCode.issued.codeId);
      return { userId, position: result.position };
    } catch (error) {
      await this.undoClaims(error, { userId, emailKey: existing ? null : emailKey, phoneKey: claimedPhone }, context);
      throw error;
    }
  }

  /** A registration that failed after claiming gives its claims back (best effort). */
  private async undoClaims(
    error: unknown,
    claims: { userId: string; emailKey: string | null; phoneKey: string | null },
    context: CommandContext,
  ) {
    const release = async (kind: 'email' | 'phone', key: string | null) => {
      if (!key) return;
      await this.store.releaseClaim(kind, key, claims.userId, context).catch(() => undefined);
    };
    // The phone claim failing means it was not ours to release.
    const phoneWasTaken = error instanceof DomainError && error.message === M.phoneTaken;
    if (!phoneWasTaken) await release('phone', claims.phoneKey);
    await release('email', claims.emailKey);
  }
}
