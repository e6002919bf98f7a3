import { registerVerified } from '../../src/testing';
import { EnsureAdmin } from '../../src/commands/ensure-admin';
import { AdminUserCommands } from '../../src/commands/admin-users.commands';
import { EmailVerificationCommands } from '../../src/commands/email-verification.commands';
import { RegistrationCommands } from '../../src/commands/registration.commands';
import { IDENTITY_SETTINGS, IdentitySettings } from '../../src/identity-settings';
import { UserAccountsQuery } from '../../src/queries/user-accounts.query';
import { HashingService } from '../../src/services/hashing.service';
import { IdentifierClaims } from '../../src/services/identifier-claims.service';
import { IdentityStore } from '../../src/services/identity-store.service';
import { useIdentityApp } from '../support/identity-test-app';

/**
 * Issue #13: the start-up admin is created only while no admin exists, and never by taking over
 * an account someone registered with ADMIN_EMAIL. The store is shown with an empty roster (the
 * moment before the first admin), and ADMIN_EMAIL names a shopper's existing account.
 */
describe('Security: start-up never promotes an account someone else registered', () => {
  const t = useIdentityApp();

  const startUpWith = (adminEmail: string, adminPassword: string, logs: string[]) => {
    const store = t.app.get(IdentityStore);
    const noAdminYet = Object.create(store, { roster: { value: async () => ({ admins: [] }) } }) as IdentityStore;
    const settings = { ...t.app.get<IdentitySettings>(IDENTITY_SETTINGS), adminEmail, adminPassword };
    const logger = {
      info: () => undefined,
      warn: () => undefined,
      debug: () => undefined,
      error: (_obj: unknown, msg?: string) => void logs.push(msg ?? ''),
    };
    return new EnsureAdmin(
      noAdminYet,
      t.app.get(HashingService),
      t.app.get(IdentifierClaims),
      t.app.get(RegistrationCommands),
      t.app.get(EmailVerificationCommands),
      t.app.get(AdminUserCommands),
      settings,
      logger,
    );
  };

  it('leaves a shopper who registered ADMIN_EMAIL a shopper, and says why', async () => {
    const shopper = await registerVerified(t);
    const logs: string[] = [];
    expect(await startUpWith(shopper.payload.email as string, 'Str0ng-admin-pass', logs).ensure()).toBe(false);
    expect((await t.app.get(UserAccountsQuery).row(shopper.id))?.role).toBe('user');
    expect(logs.join('\n')).toContain('belongs to an account registered by someone else');
  });
});
