import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { UnauthorizedError, type AuthUser } from '@store/platform';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Inject } from '@nestjs/common';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { IDENTITY_SETTINGS, IdentitySettings } from '../identity-settings';
import { UserAccountsQuery } from '../queries/user-accounts.query';
import { AccessTokenPayload, issuedAtMs, TokenService } from './token.service';

/**
 * Checks a bearer token on every guarded request, against live state: a logged-out token, a
 * blocked or deleted user, or a token older than the last password change or reset answer 401 at once.
 * The request's user is the AuthUser of @store/platform, with the current role.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(IDENTITY_SETTINGS) settings: IdentitySettings,
    private readonly tokens: TokenService,
    private readonly accounts: UserAccountsQuery,
  ) {
    // HS256 only: a token naming another algorithm (none, RS256 with our secret as a key...) is refused.
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: settings.jwtSecret,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    if (!payload?.sub || !payload.jti || (await this.tokens.isRevoked(payload.jti)))
      throw new UnauthorizedError(M.sessionInvalid);
    const row = await this.accounts.row(payload.sub);
    if (!row) throw new UnauthorizedError(M.sessionInvalid);
    if (!row.active) throw new UnauthorizedError(M.blocked);
    if (row.tokens_valid_after && issuedAtMs(payload) < new Date(row.tokens_valid_after).getTime()) {
      throw new UnauthorizedError(M.sessionInvalid);
    }
    return { id: row.id, role: row.role, email: row.email ?? '', name: row.name };
  }
}
