import { Inject, Injectable } from '@nestjs/common';
import { CallBatcher, type EventStore, type Position } from '@store/eventstore';
import { Kysely } from 'kysely';
import { createHmac } from 'node:crypto';
import type { CommandContext } from '../eventsourcing/command-context';
import { DATABASE, EVENT_STORE } from '../nest/tokens';
import { personalDataErasureStream, type PersonalDataErased } from './personal-data-events';
import {
  createSubjectKey,
  liveSubjectsOf,
  openSealed,
  sealingKeys,
  sealWithExistingKey,
  shredSubjects,
  type PersonalDataKeysTables,
  type SealedPersonal,
  type SealingKeyRequest,
} from './personal-data-keys';
import { seal } from './sealing';
import { keyedHash, loadSecret } from './secret';

export interface Erasure {
  /** The subjects whose key was destroyed now. */
  subjects: string[];
  /** Where PersonalDataErased was recorded; null when there was nothing left to erase. */
  position: Position | null;
}

const SECRET = 'public.personal_data_secret';
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Personal data of every module: sealed under a subject's key (created when first needed),
 * opened while the key lives, erased by destroying the key and recording PersonalDataErased.
 */
@Injectable()
export class PersonalData {
  private secret?: Promise<Buffer>;
  /** Every order seals under a key of its own: under load, the keys of many seals come from one statement. */
  private readonly keysToSealWith = new CallBatcher<SealingKeyRequest, Buffer>(
    (requests) => sealingKeys(this.db, requests),
    {
      maxConcurrent: 2,
      maxBatchSize: 100,
      keyOf: (request) => request.subject,
      gatherWithinTurn: true, // orders that arrive in one turn of the event loop share the insert
    },
  );

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<PersonalDataKeysTables>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Creates the subject's key when it has none (a destroyed key stays destroyed). */
  createKey = (subject: string, owner: string | null = null): Promise<void> =>
    createSubjectKey(this.db, subject, owner);

  seal = async (subject: string, value: unknown, owner: string | null = null): Promise<SealedPersonal> => {
    const key = await this.keysToSealWith.submit({ subject, owner });
    return { subject, sealed: seal(key, subject, value) };
  };

  /** Seals with the subject's existing key; null when it has none (never created, or destroyed). */
  sealExisting = async (subject: string, value: unknown): Promise<string | null> =>
    sealWithExistingKey(this.db, subject, value).catch(() => null);

  open = <T>(personal: SealedPersonal): Promise<T | null> => openSealed<T>(this.db, personal);

  private hashKey(): Promise<Buffer> {
    this.secret ??= loadSecret(this.db, SECRET, 'guest-key').catch((error) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  /** A guest's subject: a keyed hash of the normalised e-mail address, never the address. */
  async guestSubject(email: string): Promise<string> {
    return `guest:${keyedHash(await this.hashKey(), 'guest', normaliseEmail(email))}`;
  }

  /** A search key for an e-mail address (32 hex digits), keyed per purpose: it names, it does not reveal. */
  async emailKey(purpose: string, email: string): Promise<string> {
    return createHmac('sha256', await this.hashKey())
      .update(`${purpose}\u0000${normaliseEmail(email)}`)
      .digest('hex')
      .slice(0, 32);
  }

  /**
   * Destroys the subject's key and those of what it owns, after recording which in
   * PersonalDataErased: were the shredding to fail, the read models have forgotten already and a
   * retry finds the same keys alive, records them again and destroys them.
   */
  async erase(
    subject: string,
    reason: PersonalDataErased['data']['reason'],
    context: CommandContext,
  ): Promise<Erasure> {
    const subjects = await liveSubjectsOf(this.db, subject);
    if (subjects.length === 0) {
      await shredSubjects(this.db, subject, []);
      return { subjects, position: null };
    }
    const event: PersonalDataErased = {
      type: 'PersonalDataErased',
      data: { subjects, reason, at: new Date().toISOString() },
    };
    const { position } = await this.store.append(personalDataErasureStream(), [
      {
        type: event.type,
        data: event.data,
        metadata: {
          actor: context.actor,
          correlationId: context.correlationId,
          causationId: context.causationId ?? null,
          occurredAt: event.data.at,
        },
      },
    ]);
    await shredSubjects(this.db, subject, subjects);
    return { subjects, position };
  }
}
