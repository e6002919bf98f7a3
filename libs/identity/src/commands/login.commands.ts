import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { UnauthorizedError } from '@store/platform';
import { TokenService } from '../auth/token.service';
import { parseLoginIdentifier } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { decideLogin } from '../domain/user-decider';
import { initialUserState } from '../domain/user-state';
import { HashingService } from '../services/hashing.service';
import { IdentifierClaims } from '../services/identifier-claims.service';
import { IdentityStore } from '../services/identity-store.service';

export interface LoginResult {
  userId: string;
  token: string;
  /** The account's last event: the read model is waited for up to it. */
  position: Position | null;
}

/** Login: a decision on the account, without an event. */
@Injectable()
export class LoginCommands {
  constructor(
    private readonly store: IdentityStore,
    private readonly claims: IdentifierClaims,
    private readonly hashing: HashingService,
    private readonly tokens: TokenService,
  ) {}

  /** With an e-mail or an Indian mobile number and the password. */
  async login(identifier: string, password: string): Promise<LoginResult> {
    const parsed = parseLoginIdentifier(identifier);
    if (parsed.kind === 'invalid') throw new UnauthorizedError(M.invalidCredentials);
    const userId = await this.claims.accountHolding(parsed.kind, parsed.value);
    const loaded = userId ? await this.store.user(userId) : null;
    const matches = await this.hashing.passwordMatches(password, loaded?.state.passwordHash ?? null);
    const decided = decideLogin(loaded?.state ?? initialUserState(), matches);
    return {
      userId: decided.userId,
      token: await this.tokens.issue(decided.userId),
      position: loaded?.position ?? null,
    };
  }
}
