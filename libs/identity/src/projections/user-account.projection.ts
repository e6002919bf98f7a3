import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@store/eventstore';
import { defineProjection, type ProjectionHandler } from '@store/projections';
import { openPersonal } from '../crypto/user-keys';
import type { AddressFields, ProfilePersonal, RegisteredPersonal, UserEvent } from '../domain/user-events';
import { isUserStream } from '../streams';
import type { IdentityReadTables } from './user-account.table';

export const USER_ACCOUNT_PROJECTION = 'identity_user_account';
/** What a deleted user's personal fields read as when a replay meets their sealed data. */
export const DELETED_USER_NAME = 'Deleted user';

type Db = Kysely<IdentityReadTables>;
type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

/** A handler for one user-stream event type (events of that name from other streams are ignored). */
function on<T extends UserEvent['type']>(handle: (data: Data<T>, db: Db, event: RecordedEvent) => Promise<void>): ProjectionHandler<IdentityReadTables> {
  return async (event, db) => {
    if (isUserStream(event.streamId)) await handle(event.data as Data<T>, db, event);
  };
}

const addressJson = (address: AddressFields | null | undefined) => (address ? JSON.stringify(address) : null);

async function update(db: Db, userId: string, values: Record<string, unknown>, at: string) {
  await db.updateTable('user_account').set({ ...values, updated_at: at }).where('id', '=', userId).execute();
}

export const userAccountProjection = defineProjection<IdentityReadTables>({
  name: USER_ACCOUNT_PROJECTION,
  version: 2, // 2: a password change, like a reset, ends the sessions before it
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
      .execute();
    await db.schema.createIndex('user_account_created_at').on('user_account').column('created_at').execute();
    await db.schema.createIndex('user_account_email').on('user_account').expression(sql`lower(email)`).execute();
  },
  handlers: {
    UserRegistered: on<'UserRegistered'>(async (data, db) => {
      const personal = await openPersonal<RegisteredPersonal>(db, data.userId, data.personal);
      await db
        .insertInto('user_account')
        .values({
          id: data.userId,
          name: personal?.name ?? DELETED_USER_NAME,
          email: personal?.email ?? null,
          phone: personal?.phone ?? null,
          address: addressJson(personal?.address),
          role: data.role,
          is_email_verified: false,
          is_phone_verified: false,
          active: true,
          created_at: data.registeredAt,
          updated_at: data.registeredAt,
          tokens_valid_after: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }),
    RegistrationRenewed: on<'RegistrationRenewed'>(async (data, db) => {
      const personal = await openPersonal<RegisteredPersonal>(db, data.userId, data.personal);
      await update(
        db,
        data.userId,
        {
          name: personal?.name ?? DELETED_USER_NAME,
          phone: personal?.phone ?? null,
          address: addressJson(personal?.address),
          is_phone_verified: false,
        },
        data.renewedAt,
      );
    }),
    EmailVerified: on<'EmailVerified'>((data, db) => update(db, data.userId, { is_email_verified: true }, data.verifiedAt)),
    PhoneVerified: on<'PhoneVerified'>((data, db) => update(db, data.userId, { is_phone_verified: true }, data.verifiedAt)),
    ProfileUpdated: on<'ProfileUpdated'>(async (data, db) => {
      const personal = await openPersonal<ProfilePersonal>(db, data.userId, data.personal);
      await update(
        db,
        data.userId,
        { name: personal?.name ?? DELETED_USER_NAME, address: personal ? addressJson(personal.address) : null },
        data.updatedAt,
      );
    }),
    EmailChanged: on<'EmailChanged'>(async (data, db) => {
      const personal = await openPersonal<{ newEmail: string }>(db, data.userId, data.personal);
      await update(db, data.userId, { email: personal?.newEmail ?? null, is_email_verified: true }, data.changedAt);
    }),
    PhoneChanged: on<'PhoneChanged'>(async (data, db) => {
      const personal = await openPersonal<{ newPhone: string }>(db, data.userId, data.personal);
      await update(db, data.userId, { phone: personal?.newPhone ?? null, is_phone_verified: true }, data.changedAt);
    }),
    PasswordReset: on<'PasswordReset'>((data, db) => update(db, data.userId, { tokens_valid_after: data.resetAt }, data.resetAt)),
    PasswordChanged: on<'PasswordChanged'>((data, db) => update(db, data.userId, { tokens_valid_after: data.changedAt }, data.changedAt)),
    RoleChanged: on<'RoleChanged'>((data, db) => update(db, data.userId, { role: data.role }, data.changedAt)),
    UserBlocked: on<'UserBlocked'>((data, db) => update(db, data.userId, { active: false }, data.blockedAt)),
    UserUnblocked: on<'UserUnblocked'>((data, db) => update(db, data.userId, { active: true }, data.unblockedAt)),
    UserDeleted: on<'UserDeleted'>(async (data, db) => {
      await db.deleteFrom('user_account').where('id', '=', data.userId).execute();
    }),
  },
});

/** Every projection of the identity module, for the projection host and the rebuild CLI. */
export const identityProjections = [userAccountProjection];
