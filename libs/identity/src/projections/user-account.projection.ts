import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { anyOf, openSealedMany, userSubject, type PersonalDataKeysTables } from '@store/platform';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import type { AddressFields, ProfilePersonal, RegisteredPersonal, UserEvent } from '../domain/user-events';
import { isUserStream } from '../streams';
import type { IdentityReadTables } from './user-account.table';

export const USER_ACCOUNT_PROJECTION = 'identity_user_account';
/** What a deleted user's personal fields read as when a replay meets their sealed data. */
export const DELETED_USER_NAME = 'Deleted user';

/** Its tables, and the personal-data keys its batches open the sealed fields with. */
type Tables = IdentityReadTables & PersonalDataKeysTables;
type Db = Kysely<Tables>;
type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

/** A user_account row as a batch holds it (timestamps as read, or ISO strings from events). */
interface AccountRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: AddressFields | null;
  role: 'user' | 'admin';
  is_email_verified: boolean;
  is_phone_verified: boolean;
  active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  tokens_valid_after: Date | string | null;
  marketing_consent: boolean;
}

/**
 * A batch: every sealed field of its events opened up front (all keys in one query), by event
 * id; the accounts its events name, loaded in one query and folded in memory (null: no row);
 * which of them it changed and which it deleted.
 */
interface AccountBatch {
  opened: Map<string, unknown>;
  rows: Map<string, AccountRow | null>;
  changed: Set<string>;
  deleted: Set<string>;
}

const userIdOf = (event: RecordedEvent) => (event.data as { userId: string }).userId;

/**
 * Opens the batch's sealed fields with one key query and loads (locked) the accounts it names
 * with one more. The keys live outside the projection and nothing in the batch changes them, so
 * opening them first answers what opening each at its own event would.
 */
async function beginBatch(events: readonly RecordedEvent[], db: Db): Promise<AccountBatch> {
  const userEvents = events.filter((event) => isUserStream(event.streamId));
  const sealedEvents = userEvents.filter(
    (event) => typeof (event.data as { personal?: unknown }).personal === 'string',
  );
  const opened = await openSealedMany(
    db,
    sealedEvents.map((event) => ({
      subject: userSubject(userIdOf(event)),
      sealed: (event.data as { personal: string }).personal,
    })),
  );
  const ids = [...new Set(userEvents.map(userIdOf))];
  const stored = ids.length
    ? await db.selectFrom('user_account').selectAll().where('id', '=', anyOf(ids, 'text')).forUpdate().execute()
    : [];
  const rows = new Map<string, AccountRow | null>(ids.map((id) => [id, null]));
  for (const row of stored) rows.set(row.id, row);
  return {
    opened: new Map(sealedEvents.map((event, index) => [event.id, opened[index]])),
    rows,
    changed: new Set(),
    deleted: new Set(),
  };
}

const addressJson = (address: AddressFields | null | undefined) => (address ? JSON.stringify(address) : null);
const timestamp = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** Deletes the accounts the batch deleted, then writes those it created or changed in one upsert. */
async function endBatch(batch: AccountBatch, db: Db) {
  if (batch.deleted.size)
    await db
      .deleteFrom('user_account')
      .where('id', '=', anyOf([...batch.deleted], 'text'))
      .execute();
  const written = [...batch.changed]
    .map((id) => batch.rows.get(id))
    .filter((row): row is AccountRow => row !== null && row !== undefined);
  if (written.length === 0) return;
  const excluded = (column: string) => sql.ref(`excluded.${column}`);
  await db
    .insertInto('user_account')
    .values(
      written.map((row) => ({
        ...row,
        address: addressJson(row.address),
        created_at: timestamp(row.created_at),
        updated_at: timestamp(row.updated_at),
        tokens_valid_after: row.tokens_valid_after === null ? null : timestamp(row.tokens_valid_after),
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        name: excluded('name'),
        email: excluded('email'),
        phone: excluded('phone'),
        address: excluded('address'),
        role: excluded('role'),
        is_email_verified: excluded('is_email_verified'),
        is_phone_verified: excluded('is_phone_verified'),
        active: excluded('active'),
        updated_at: excluded('updated_at'),
        tokens_valid_after: excluded('tokens_valid_after'),
        marketing_consent: excluded('marketing_consent'),
      } as never),
    )
    .execute();
}

/** A handler for one user-stream event type (events of that name from other streams are ignored). */
function on<T extends UserEvent['type']>(
  handle: (data: Data<T>, batch: AccountBatch, event: RecordedEvent) => void,
): ProjectionHandler<Tables, AccountBatch> {
  return (event, _db, batch) => {
    if (isUserStream(event.streamId)) handle(event.data as Data<T>, batch, event);
  };
}

/** The event's sealed field, opened; null when the user's key is gone (deleted). */
const openedOf = <T>(batch: AccountBatch, event: RecordedEvent) => (batch.opened.get(event.id) ?? null) as T | null;

/** Changes an existing account (an event for an account with no row changes nothing). */
function update(batch: AccountBatch, userId: string, values: Partial<AccountRow>, at: string) {
  const row = batch.rows.get(userId);
  if (!row) return;
  batch.rows.set(userId, { ...row, ...values, updated_at: at });
  batch.changed.add(userId);
}

export const userAccountProjection = defineProjection<Tables, AccountBatch>({
  name: USER_ACCOUNT_PROJECTION,
  // 2: a password change, like a reset, ends the sessions before it; 3: marketing consent (issue #44)
  version: 3,
  tables: ['user_account'],
  async createTables(db) {
    await db.schema
      .createTable('user_account')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'jsonb')
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('is_email_verified', 'boolean', (col) => col.notNull())
      .addColumn('is_phone_verified', 'boolean', (col) => col.notNull())
      .addColumn('active', 'boolean', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .addColumn('tokens_valid_after', 'timestamptz')
      .addColumn('marketing_consent', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
    await db.schema.createIndex('user_account_created_at').on('user_account').column('created_at').execute();
    await db.schema
      .createIndex('user_account_email')
      .on('user_account')
      .expression(sql`lower(email)`)
      .execute();
  },
  batch: { begin: beginBatch, end: endBatch },
  handlers: {
    UserRegistered: on<'UserRegistered'>((data, batch, event) => {
      if (batch.rows.get(data.userId)) return; // registered once: a second event changes nothing
      const personal = openedOf<RegisteredPersonal>(batch, event);
      batch.rows.set(data.userId, {
        id: data.userId,
        name: personal?.name ?? DELETED_USER_NAME,
        email: personal?.email ?? null,
        phone: personal?.phone ?? null,
        address: personal?.address ?? null,
        role: data.role,
        is_email_verified: false,
        is_phone_verified: false,
        active: true,
        created_at: data.registeredAt,
        updated_at: data.registeredAt,
        tokens_valid_after: null,
        marketing_consent: false,
      });
      batch.changed.add(data.userId);
    }),
    RegistrationRenewed: on<'RegistrationRenewed'>((data, batch, event) => {
      const personal = openedOf<RegisteredPersonal>(batch, event);
      update(
        batch,
        data.userId,
        {
          name: personal?.name ?? DELETED_USER_NAME,
          phone: personal?.phone ?? null,
          address: personal?.address ?? null,
          is_phone_verified: false,
        },
        data.renewedAt,
      );
    }),
    EmailVerified: on<'EmailVerified'>((data, batch) =>
      update(batch, data.userId, { is_email_verified: true }, data.verifiedAt),
    ),
    PhoneVerified: on<'PhoneVerified'>((data, batch) =>
      update(batch, data.userId, { is_phone_verified: true }, data.verifiedAt),
    ),
    ProfileUpdated: on<'ProfileUpdated'>((data, batch, event) => {
      const personal = openedOf<ProfilePersonal>(batch, event);
      update(
        batch,
        data.userId,
        { name: personal?.name ?? DELETED_USER_NAME, address: personal?.address ?? null },
        data.updatedAt,
      );
    }),
    EmailChanged: on<'EmailChanged'>((data, batch, event) => {
      const personal = openedOf<{ newEmail: string }>(batch, event);
      update(batch, data.userId, { email: personal?.newEmail ?? null, is_email_verified: true }, data.changedAt);
    }),
    PhoneChanged: on<'PhoneChanged'>((data, batch, event) => {
      const personal = openedOf<{ newPhone: string }>(batch, event);
      update(batch, data.userId, { phone: personal?.newPhone ?? null, is_phone_verified: true }, data.changedAt);
    }),
    PasswordReset: on<'PasswordReset'>((data, batch) =>
      update(batch, data.userId, { tokens_valid_after: data.resetAt }, data.resetAt),
    ),
    PasswordChanged: on<'PasswordChanged'>((data, batch) =>
      update(batch, data.userId, { tokens_valid_after: data.changedAt }, data.changedAt),
    ),
    RoleChanged: on<'RoleChanged'>((data, batch) => update(batch, data.userId, { role: data.role }, data.changedAt)),
    UserBlocked: on<'UserBlocked'>((data, batch) => update(batch, data.userId, { active: false }, data.blockedAt)),
    UserUnblocked: on<'UserUnblocked'>((data, batch) => update(batch, data.userId, { active: true }, data.unblockedAt)),
    MarketingConsentGiven: on<'MarketingConsentGiven'>((data, batch) =>
      update(batch, data.userId, { marketing_consent: true }, data.givenAt),
    ),
    MarketingConsentWithdrawn: on<'MarketingConsentWithdrawn'>((data, batch) =>
      update(batch, data.userId, { marketing_consent: false }, data.withdrawnAt),
    ),
    UserDeleted: on<'UserDeleted'>((data, batch) => {
      batch.rows.set(data.userId, null);
      batch.changed.delete(data.userId);
      batch.deleted.add(data.userId);
    }),
  },
});

/** Every projection of the identity module, for the projection host and the rebuild CLI. */
export const identityProjections = [userAccountProjection];
