import { Injectable } from '@nestjs/common';
import { ContactService } from '../services/contact.service';
import { IdentityStore } from '../services/identity-store.service';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Whom a marketing e-mail goes to, and the link that stops them. */
export interface MarketingRecipient {
  userId: string;
  name: string;
  email: string;
  /** The signed unsubscribe link every marketing e-mail carries (works without signing in). */
  unsubscribeUrl: string;
}

/**
 * What other modules ask before sending a marketing e-mail (issue #44), read from the user's own
 * stream at that moment (never a read model that may lag a withdrawal): a recipient only for a
 * live, active account with a verified e-mail that has agreed to marketing e-mail.
 */
@Injectable()
export class MarketingRecipients {
  constructor(
    private readonly store: IdentityStore,
    private readonly contacts: ContactService,
    private readonly links: UnsubscribeLinks,
  ) {}

  async recipient(userId: string): Promise<MarketingRecipient | null> {
    const { state } = await this.store.user(userId);
    if (!state.exists || state.deleted || !state.active || !state.emailVerified || !state.marketingConsent) return null;
    const contact = await this.contacts.contact(userId);
    if (!contact?.email) return null;
    return { userId, name: contact.name, email: contact.email, unsubscribeUrl: this.links.url(userId) };
  }
}
