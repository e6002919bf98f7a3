import {
  createSubjectKey,
  openSealed,
  sealWithExistingKey,
  subjectKey,
  userSubject,
  type PersonalDataKeysTables,
} from '@store/platform';
import { Kysely } from 'kysely';

/**
 * A user's key is the platform's personal-data key of subject `user:<id>` (see
 * @store/platform personal-data): deleting the user destroys it, which makes every sealed field
 * of their events unreadable (crypto-shredding). `db` may be a projection's transaction.
 */
export const createUserKey = (db: Kysely<PersonalDataKeysTables>, userId: string) =>
  createSubjectKey(db, userSubject(userId));

/** The user's key; null once shredded (or never created). */
export const userKey = (db: Kysely<PersonalDataKeysTables>, userId: string) => subjectKey(db, userSubject(userId));

export const sealPersonal = (db: Kysely<PersonalDataKeysTables>, userId: string, value: unknown) =>
  sealWithExistingKey(db, userSubject(userId), value);

/** Opens a sealed field with the user's key, or null when the key is gone (the user was deleted). */
export const openPersonal = <T>(db: Kysely<PersonalDataKeysTables>, userId: string, sealed: string) =>
  openSealed<T>(db, { subject: userSubject(userId), sealed });
