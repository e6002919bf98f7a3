import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig, CONFIG } from '@store/platform';
import { JwtAuthGuard, OptionalAuthGuard, RolesGuard } from './auth/guards';
import { JwtStrategy } from './auth/jwt.strategy';
import { RateLimitGuard } from './auth/rate-limit.guard';
import { RateLimiter } from './auth/rate-limiter.service';
import { RATE_LIMITS, rateLimitsFrom } from './auth/rate-limits';
import { RequestLimiter } from './auth/request-limiter.service';
import { DeviceCookies } from './auth/device-cookie';
import { TokenService } from './auth/token.service';
import { AdminUserCommands } from './commands/admin-users.commands';
import { ContactChangeCommands } from './commands/contact-change.commands';
import { EmailVerificationCommands } from './commands/email-verification.commands';
import { EnsureAdmin } from './commands/ensure-admin';
import { LoginCommands } from './commands/login.commands';
import { MarketingConsentCommands } from './commands/marketing-consent.commands';
import { PasswordCommands } from './commands/password.commands';
import { ProfileCommands } from './commands/profile.commands';
import { RegistrationCommands } from './commands/registration.commands';
import { AuthController } from './http/auth.controller';
import { UserHistoryController } from './http/user-history.controller';
import { UsersController } from './http/users.controller';
import { MarketingConsentController } from './http/marketing-consent.controller';
import { MarketingRecipients } from './marketing/marketing-recipients';
import { UnsubscribeLinks } from './marketing/unsubscribe-links';
import { PersonalDataController } from './http/personal-data.controller';
import { IDENTITY_SETTINGS, identitySettings } from './identity-settings';
import { AccountRequests } from './jobs/account-requests';
import { IdentityMailer } from './jobs/identity-mailer';
import { UserAccountsQuery } from './queries/user-accounts.query';
import { ContactService } from './services/contact.service';
import { HashingService } from './services/hashing.service';
import { IdentifierClaims } from './services/identifier-claims.service';
import { IdentityStore } from './services/identity-store.service';
import { PersonalDataService } from './services/personal-data.service';
import { ReadYourWrites } from './services/read-your-writes.service';

/** The module's commands, one service per area (each command a method on the one write side). */
const commands = [
  RegistrationCommands,
  EmailVerificationCommands,
  LoginCommands,
  PasswordCommands,
  ProfileCommands,
  ContactChangeCommands,
  AdminUserCommands,
  MarketingConsentCommands,
];

/**
 * Accounts, authentication and user administration. Global, so every module can put the
 * guards it exports (JwtAuthGuard, OptionalAuthGuard, RolesGuard) on its controllers.
 * Needs EVENT_STORE, CommandHandling and the platform's providers; its read model is built by
 * identityProjections in the projection host.
 */
@Global()
@Module({
  imports: [
    PassportModule.register({ defaultStrategy: 'jwt' }),
    JwtModule.registerAsync({
      inject: [CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    AuthController,
    UsersController,
    UserHistoryController,
    PersonalDataController,
    MarketingConsentController,
  ],
  providers: [
    { provide: IDENTITY_SETTINGS, inject: [CONFIG], useFactory: (config: AppConfig) => identitySettings(config) },
    IdentityStore,
    IdentifierClaims,
    HashingService,
    PersonalDataService,
    ContactService,
    ReadYourWrites,
    UserAccountsQuery,
    IdentityMailer,
    AccountRequests,
    TokenService,
    JwtStrategy,
    { provide: RATE_LIMITS, inject: [CONFIG], useFactory: (config: AppConfig) => rateLimitsFrom(config) },
    RateLimiter,
    RequestLimiter,
    DeviceCookies,
    UnsubscribeLinks,
    MarketingRecipients,
    RateLimitGuard,
    JwtAuthGuard,
    OptionalAuthGuard,
    RolesGuard,
    EnsureAdmin,
    ...commands,
  ],
  exports: [
    JwtAuthGuard,
    OptionalAuthGuard,
    RolesGuard,
    TokenService,
    UserAccountsQuery,
    RateLimiter,
    RequestLimiter,
    DeviceCookies,
    RateLimitGuard,
    HashingService,
    MarketingRecipients,
    IDENTITY_SETTINGS,
  ],
})
export class IdentityModule {}
