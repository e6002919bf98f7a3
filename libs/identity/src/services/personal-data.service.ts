import { Inject, Injectable } from '@nestjs/common';
import { CommandContext, DATABASE, PersonalData, userSubject, type PersonalDataKeysTables } from '@store/platform';
import { Kysely } from 'kysely';
import { createUserKey, openPersonal, sealPersonal } from '../crypto/user-keys';
import type { Sealed } from '../domain/user-events';

/**
 * Seals and opens a user's personal fields with their own key. Erasing destroys it, and the keys
 * of every order the user placed, and tells the projections (PersonalDataErased).
 */
@Injectable()
export class PersonalDataService {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<PersonalDataKeysTables>,
    private readonly personalData: PersonalData,
  ) {}

  createKey = (userId: string) => createUserKey(this.db, userId);

  seal = (userId: string, value: unknown): Promise<Sealed> => sealPersonal(this.db, userId, value);

  open = <T>(userId: string, sealed: Sealed) => openPersonal<T>(this.db, userId, sealed);

  erase = (userId: string, context: CommandContext) =>
    this.personalData.erase(userSubject(userId), 'user-deleted', context);
}
