/** What other modules may use from the identity module. */
export { IdentityModule } from './identity.module';
export { identityManifest } from './identity-manifest';
export { JwtAuthGuard, OptionalAuthGuard, RolesGuard, Roles } from './auth/guards';
export { CurrentUser, Authenticated, OptionalAuth, AdminOnly } from './auth/decorators';
export { identityMigrations } from './identity-migrations';
export {
  identityProjections,
  userAccountProjection,
  USER_ACCOUNT_PROJECTION,
  DELETED_USER_NAME,
} from './projections/user-account.projection';
export type { UserView } from './queries/user-view';
export { UserAccountsQuery } from './queries/user-accounts.query';
export type { UserEvent, UserEventType, UserDeleted, UserRegistered } from './domain/user-events';
export { USER_EVENT_TYPES } from './domain/user-events';
export { RequestLimiter, type LimitSubjects } from './auth/request-limiter.service';
export { DeviceCookies, DEVICE_COOKIE, type CookieExchange } from './auth/device-cookie';
export { AuthenticatedRateLimited, RateLimited } from './auth/rate-limit.guard';
export type { RateLimitBucket } from './auth/rate-limits';
export { MarketingRecipients, type MarketingRecipient } from './marketing/marketing-recipients';
export { UnsubscribeLinks, UNSUBSCRIBE_LINK_TTL_MS } from './marketing/unsubscribe-links';
