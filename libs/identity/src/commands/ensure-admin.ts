import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DomainError, LOGGER, Logger, systemContext } from '@store/platform';
import { normaliseEmail } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { IDENTITY_SETTINGS, IdentitySettings } from '../identity-settings';
import { HashingService } from '../services/hashing.service';
import { IdentifierClaims } from '../services/identifier-claims.service';
import { IdentityStore } from '../services/identity-store.service';
import { AdminUserCommands } from './admin-users.commands';
import { EmailVerificationCommands } from './email-verification.commands';
import { RegistrationCommands } from './registration.commands';

/**
 * On a store without an admin, start-up creates ADMIN_EMAIL's account (verified, role admin)
 * through the same commands as any account, so its events exist. Idempotent, also when several
 * processes start at once: the e-mail claim lets one registration through, and promoting an
 * admin again changes nothing. An account someone else registered with ADMIN_EMAIL is never
 * taken over: only an account whose password is ADMIN_PASSWORD (one an earlier start-up
 * registered before it could promote it) is promoted; otherwise start-up refuses and logs why.
 */
const RETRY_MS = 5000;

@Injectable()
export class EnsureAdmin implements OnApplicationBootstrap, OnApplicationShutdown {
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly store: IdentityStore,
    private readonly hashing: HashingService,
    private readonly claims: IdentifierClaims,
    private readonly registration: RegistrationCommands,
    private readonly emailVerification: EmailVerificationCommands,
    private readonly adminUsers: AdminUserCommands,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Runs at start-up; with the database or event store down, it logs and tries again later. */
  async onApplicationBootstrap() {
    await this.attempt();
  }

  onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private async attempt(): Promise<void> {
    try {
      await this.ensure();
    } catch (error) {
      if (this.stopped) return;
      this.logger.error(
        { err: (error as Error).message },
        `could not check the admin account; retrying in ${RETRY_MS / 1000} s`,
      );
      this.retry = setTimeout(() => void this.attempt(), RETRY_MS);
      this.retry.unref();
    }
  }

  /** Returns whether an account was created now. */
  async ensure(): Promise<boolean> {
    const email = normaliseEmail(this.settings.adminEmail);
    const roster = await this.store.roster();
    if (roster.admins.length > 0) {
      this.logger.info({ email, admins: roster.admins.length }, 'admin account exists');
      return false;
    }
    const context = systemContext();
    let created = false;
    let userId = await this.claims.accountHolding('email', email);
    if (!userId) {
      try {
        const registered = await this.registration.register(
          { name: 'Admin', email, phone: null, password: this.settings.adminPassword, address: null },
          context,
          true,
        );
        userId = registered.userId;
        created = true;
      } catch (error) {
        if (!(error instanceof DomainError && error.message === M.emailTaken)) throw error;
        userId = await this.claims.accountHolding('email', email); // another process won
      }
    }
    if (!userId) throw new Error(`Could not create or find the admin account ${email}`);
    if (!created && !(await this.isStartUpAccount(userId))) {
      this.logger.error(
        { email },
        `ADMIN_EMAIL ${email} belongs to an account registered by someone else: it is not made an admin; set another ADMIN_EMAIL`,
      );
      return false;
    }
    await this.emailVerification.markVerified(userId, context);
    await this.adminUsers.changeRole(userId, 'admin', context);
    if (created)
      this.logger.info({ email }, `admin account created: ${email}; its password is the value of ADMIN_PASSWORD`);
    else this.logger.info({ email }, `admin account ${email} promoted to admin`);
    return created;
  }

  /** Whether an existing account is the start-up's own: its password is ADMIN_PASSWORD. */
  private async isStartUpAccount(userId: string): Promise<boolean> {
    const { state } = await this.store.user(userId);
    return this.hashing.passwordMatches(this.settings.adminPassword, state.passwordHash ?? null);
  }
}
