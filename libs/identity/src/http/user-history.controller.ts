import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RecordedEvent } from '@store/eventstore';
import { NotFoundError } from '@store/platform';
import { AdminOnly } from '../auth/decorators';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import type { ConsentSource, UserEvent } from '../domain/user-events';
import { IdentityStore } from '../services/identity-store.service';

const CONSENT_SOURCES: Record<ConsentSource, string> = {
  registration: 'at registration',
  profile: 'on the profile',
  'unsubscribe-link': 'unsubscribe link in an e-mail',
};

/** One readable line per account event an admin audits; codes, hashes and personal data never appear. */
function summarise(event: UserEvent): string | null {
  switch (event.type) {
    case 'UserRegistered':
      return 'Account created';
    case 'RegistrationRenewed':
      return 'Registration started again';
    case 'EmailVerified':
      return 'E-mail address verified';
    case 'PhoneVerified':
      return 'Phone number verified';
    case 'PasswordChanged':
      return 'Password changed';
    case 'PasswordReset':
      return 'Password reset';
    case 'ProfileUpdated':
      return 'Profile updated';
    case 'EmailChanged':
      return 'E-mail address changed';
    case 'PhoneChanged':
      return 'Phone number changed';
    case 'RoleChanged':
      return `Role changed from ${event.data.previousRole} to ${event.data.role}`;
    case 'UserBlocked':
      return 'Blocked';
    case 'UserUnblocked':
      return 'Unblocked';
    case 'MarketingConsentGiven':
      return `Agreed to marketing e-mails (${CONSENT_SOURCES[event.data.source]})`;
    case 'MarketingConsentWithdrawn':
      return `Withdrew consent to marketing e-mails (${CONSENT_SOURCES[event.data.source]})`;
    case 'UserDeleted':
      return 'Deleted';
    default:
      return null;
  }
}

/** GET /users/{id}/history (admin): the account's life with who did what (issue #15). */
@ApiTags('users')
@Controller('users')
@AdminOnly()
export class UserHistoryController {
  constructor(private readonly identity: IdentityStore) {}

  @Get(':id/history')
  async history(@Param('id') id: string) {
    const events: RecordedEvent[] = await this.identity.userEvents(id).catch(() => []);
    if (events.length === 0) throw new NotFoundError(M.userNotFound);
    const history = events.flatMap((event) => {
      const summary = summarise({ type: event.type, data: event.data } as UserEvent);
      return summary ? [{ type: event.type, at: event.metadata.occurredAt, actor: event.metadata.actor, summary }] : [];
    });
    return { success: true, userId: id, history };
  }
}
