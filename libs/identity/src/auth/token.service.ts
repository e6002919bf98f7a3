import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CLOCK, REDIS, type Clock } from '@store/platform';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { IDENTITY_SETTINGS, IdentitySettings } from '../identity-settings';

/** What the access token carries: who, and its own id for revocation. */
export interface AccessTokenPayload {
  sub: string;
  jti: string;
  iat: number;
  /** Issue time in milliseconds (iat has whole seconds): sessions end exactly at a password change. */
  iatMs?: number;
  exp: number;
}

/** When a token was issued, in milliseconds (older tokens carry seconds only). */
export const issuedAtMs = (payload: Pick<AccessTokenPayload, 'iat' | 'iatMs'>) =>
  typeof payload.iatMs === 'number' ? payload.iatMs : payload.iat * 1000;

/**
 * Issues JWT access tokens (JWT_EXPIRES_IN) and revokes them on logout: a revoked token id is
 * kept in Redis, under the QUEUE_PREFIX, until the token would have expired anyway.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Issued now by the clock, and expiring JWT_EXPIRES_IN after it. */
  issue(userId: string): Promise<string> {
    const nowMs = this.clock.now().getTime();
    return this.jwt.signAsync(
      { sub: userId, iat: Math.floor(nowMs / 1000), iatMs: nowMs },
      { jwtid: randomUUID(), expiresIn: this.settings.jwtExpiresInSeconds },
    );
  }

  private revokedKey = (jti: string) => `${this.settings.queuePrefix}:identity:revoked-token:${jti}`;

  async revoke(payload: Pick<AccessTokenPayload, 'jti' | 'exp'>): Promise<void> {
    const ttlMs = payload.exp * 1000 - this.clock.now().getTime();
    if (ttlMs > 0) await this.redis.set(this.revokedKey(payload.jti), '1', 'PX', ttlMs);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.redis.exists(this.revokedKey(jti))) === 1;
  }

  /** The payload of a token this service signed and that has not expired; null otherwise. */
  async verify(token: string): Promise<AccessTokenPayload | null> {
    try {
      return await this.jwt.verifyAsync<AccessTokenPayload>(token, {
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
    } catch {
      return null;
    }
  }
}
