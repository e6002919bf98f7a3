import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, open, userSubject, type PersonalDataKeysTables } from '@store/platform';
import { Kysely } from 'kysely';
import { userKey } from '../crypto/user-keys';
import type { AddressFields, ProfilePersonal, RegisteredPersonal, UserEvent } from '../domain/user-events';
import { IdentityStore } from './identity-store.service';

export interface Contact {
  name: string;
  email: string;
  phone: string | null;
  /** The last address saved (registration or profile). */
  address: AddressFields | null;
}

/**
 * A user's current name, e-mail, phone and address, opened from their own events (so it is right even
 * before the read model catches up). Null when the user is unknown or deleted (key shredded).
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly store: IdentityStore,
    @Inject(DATABASE) private readonly db: Kysely<PersonalDataKeysTables>,
  ) {}

  async contact(userId: string): Promise<Contact | null> {
    const key = await userKey(this.db, userId);
    if (!key) return null;
    const subject = userSubject(userId);
    let contact: Contact | null = null;
    for (const recorded of await this.store.userEvents(userId)) {
      const event = { type: recorded.type, data: recorded.data } as UserEvent;
      switch (event.type) {
        case 'UserRegistered':
        case 'RegistrationRenewed': {
          const { name, email, phone, address } = open<RegisteredPersonal>(key, subject, event.data.personal);
          contact = { name, email, phone, address: address ?? null };
          break;
        }
        case 'ProfileUpdated':
          if (contact) {
            const profile = open<ProfilePersonal>(key, subject, event.data.personal);
            contact.name = profile.name;
            contact.address = profile.address ?? null;
          }
          break;
        case 'EmailChanged':
          if (contact) contact.email = open<{ newEmail: string }>(key, subject, event.data.personal).newEmail;
          break;
        case 'PhoneChanged':
          if (contact) contact.phone = open<{ newPhone: string }>(key, subject, event.data.personal).newPhone;
          break;
        case 'UserDeleted':
          return null;
      }
    }
    return contact;
  }
}
