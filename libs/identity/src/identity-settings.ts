import { AppConfig, durationMs } from '@store/platform';

/** What the identity module reads from the configuration. */
export interface IdentitySettings {
  bcryptRounds: number;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  webOrigin: string;
  queuePrefix: string;
  adminEmail: string;
  adminPassword: string;
  supportEmail: string;
}

export const IDENTITY_SETTINGS = Symbol('IDENTITY_SETTINGS');

export function identitySettings(config: AppConfig): IdentitySettings {
  const rounds = config.BCRYPT_ROUNDS;
  if (config.NODE_ENV === 'production' && rounds < 10) throw new Error('BCRYPT_ROUNDS below 10 is for tests only');
  return {
    bcryptRounds: rounds,
    jwtSecret: config.JWT_SECRET,
    jwtExpiresInSeconds: Math.max(1, Math.floor(durationMs(config.JWT_EXPIRES_IN) / 1000)),
    webOrigin: config.WEB_ORIGIN.replace(/\/$/, ''),
    queuePrefix: config.QUEUE_PREFIX,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    supportEmail: config.SUPPORT_EMAIL,
  };
}
