import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely } from 'kysely';
import { seal } from '../crypto/sealing';
import { createUserKey, openPersonal, shredUserKey, userKey } from '../crypto/user-keys';
import type { Sealed } from '../domain/user-events';

/** Seals and opens a user's personal fields with their own key; shredding destroys the key. */
@Injectable()
export class PersonalDataService {
  constructor(@Inject(DATABASE) private readonly db: Kysely<any>) {}

  createKey = (userId: string) => createUserKey(this.db, userId);

  async seal(userId: string, value: unknown): Promise<Sealed> {
    const key = await userKey(this.db, userId);
    if (!key) throw new Error(`No key for user ${userId}`);
    return seal(key, userId, value);
  }

  open = <T>(userId: string, sealed: Sealed) => openPersonal<T>(this.db, userId, sealed);

  shred = (userId: string) => shredUserKey(this.db, userId);
}
