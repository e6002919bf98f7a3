import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DATABASE, LOGGER, Logger } from '@store/platform';
import bcrypt from 'bcryptjs';
import { Kysely } from 'kysely';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { keyedHash, loadIdentitySecret } from '../crypto/identity-secret';
import type { ClaimKind } from '../domain/claim';
import { IDENTITY_RULES } from '../domain/rules';
import type { CodePurpose, IssuedCode } from '../domain/user-events';
import { IDENTITY_SETTINGS, IdentitySettings } from '../identity-settings';

/** A fresh code: the plaintext for the e-mail, the hashed form for the event. */
export interface NewCode {
  plain: string;
  issued: IssuedCode;
}

/**
 * A code and its id drawn before the account is known (a queued request carries them, so a
 * retried job issues and mails the same code once).
 */
export interface ChosenCode {
  codeId: string;
  plain: string;
}

export const randomCode = (): ChosenCode => ({
  codeId: randomUUID(),
  plain: String(randomInt(0, 10 ** IDENTITY_RULES.codeLength)).padStart(IDENTITY_RULES.codeLength, '0'),
});

/** Passwords (bcrypt), claim keys, and the keyed hashes of codes and reset tokens. */
@Injectable()
export class HashingService implements OnModuleInit {
  private secret?: Promise<Buffer>;
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Loads the secret early; a database that is down only delays it to the first use. */
  async onModuleInit() {
    await this.key().catch((error: Error) =>
      this.logger.warn({ err: error.message }, 'identity: hashing secret not loaded yet'),
    );
  }

  private key(): Promise<Buffer> {
    this.secret ??= loadIdentitySecret(this.db).catch((error) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  /** Names the claim stream of a normalised e-mail or phone number. */
  claimKey = async (kind: ClaimKind, normalised: string) => keyedHash(await this.key(), 'claim', kind, normalised);

  codeHash = async (userId: string, purpose: CodePurpose, code: string) =>
    keyedHash(await this.key(), 'code', userId, purpose, code);

  tokenHash = async (userId: string, tokenId: string, secret: string) =>
    keyedHash(await this.key(), 'reset', userId, tokenId, secret);

  /** Pseudonymous id for rate-limit keys (no address in Redis). */
  subjectKey = async (value: string) => keyedHash(await this.key(), 'subject', value.trim().toLowerCase()).slice(0, 22);

  async newCode(
    userId: string,
    purpose: CodePurpose,
    now: string,
    chosen: ChosenCode = randomCode(),
  ): Promise<NewCode> {
    return {
      plain: chosen.plain,
      issued: {
        codeId: chosen.codeId,
        codeHash: await this.codeHash(userId, purpose, chosen.plain),
        issuedAt: now,
        expiresAt: new Date(Date.parse(now) + IDENTITY_RULES.codeTtlMs).toISOString(),
      },
    };
  }

  hashPassword = (password: string) => bcrypt.hash(password, this.settings.bcryptRounds);

  /** Compares against a dummy hash when there is no account, so both cases take as long. */
  async passwordMatches(password: string, hash: string | null): Promise<boolean> {
    this.dummyHash ??= bcrypt.hash(randomBytes(12).toString('hex'), this.settings.bcryptRounds);
    const matches = await bcrypt.compare(password, hash ?? (await this.dummyHash));
    return hash !== null && matches;
  }
}
