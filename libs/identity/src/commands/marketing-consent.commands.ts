import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { MARKETING_CONSENT_MESSAGES as MC } from '@store/contracts';
import { CommandContext, CommandHandling, ValidationError } from '@store/platform';
import { userDecider } from '../domain/user-decider';
import type { ConsentSource } from '../domain/user-events';
import { UnsubscribeLinks } from '../marketing/unsubscribe-links';
import { IdentityStore } from '../services/identity-store.service';
import { userStream } from '../streams';

/**
 * Marketing e-mail consent (issue #44): given or withdrawn on the profile, withdrawn by the signed
 * link of any marketing e-mail. Each change is an event on the user's stream (its source and time
 * in the data, the actor in the metadata); the same choice again records nothing.
 */
@Injectable()
export class MarketingConsentCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly store: IdentityStore,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** PUT /auth/marketing-consent. */
  async set(
    userId: string,
    consent: boolean,
    source: ConsentSource,
    context: CommandContext,
  ): Promise<{ position: Position | null }> {
    const { position } = await this.commands.decide(
      userDecider,
      userStream(userId),
      { type: 'SetMarketingConsent', consent, source, now: this.commands.now() },
      context,
    );
    return { position };
  }

  /**
   * POST /auth/unsubscribe: a link we signed withdraws the consent, without signing in. A tampered
   * or foreign link is a 400 and nothing is written; an account deleted since has nothing to withdraw.
   */
  async unsubscribe(userId: string, token: string, context: CommandContext): Promise<{ position: Position | null }> {
    const check = this.links.check(userId, token);
    if (check === 'invalid') throw new ValidationError(MC.linkInvalid, 'token');
    if (check === 'expired') throw new ValidationError(MC.linkExpired, 'token');
    const { state } = await this.store.user(userId);
    if (!state.exists || state.deleted) return { position: null };
    return this.set(userId, false, 'unsubscribe-link', context);
  }
}
