import type { NewEvent } from '@store/eventstore';
import {
  createSubjectKey,
  personalDataMigrations,
  sealWithExistingKey,
  shredSubject,
  userSubject,
} from '@store/platform';
import { testEventMetadata, useReplayTestLog } from '@store/projections/testing';
import { DELETED_USER_NAME, userAccountProjection } from '../../src/projections/user-account.projection';
import { userStream } from '../../src/streams';

const minute = (n: number) => new Date(Date.UTC(2026, 10, 24, 10, n)).toISOString();
const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: testEventMetadata(),
});

describe('identity_user_account (written once per batch)', () => {
  const log = useReplayTestLog([personalDataMigrations]);

  const append = (userId: string, newEvent: NewEvent) => log.append(userStream(userId), newEvent);

  const seal = (userId: string, value: unknown) => sealWithExistingKey(log.db, userSubject(userId), value);

  async function register(userId: string, name: string, at = minute(0)): Promise<void> {
    await createSubjectKey(log.db, userSubject(userId));
    const personal = await seal(userId, {
      name,
      email: `${name.toLowerCase()}@example.in`,
      phone: '9876543210',
      address: { city: 'Pune' },
    });
    await append(
      userId,
      event('UserRegistered', {
        userId,
        role: 'user',
        emailKey: `e-${userId}`,
        phoneKey: null,
        passwordHash: 'x',
        personal,
        registeredAt: at,
      }),
    );
  }

  const rebuild = (batchSize?: number) => log.rebuild(userAccountProjection, batchSize);

  const accounts = async () =>
    (await log.db.selectFrom('user_account').selectAll().orderBy('id').execute()).map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      role: row.role,
      verified: [row.is_email_verified, row.is_phone_verified],
      active: row.active,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      tokensValidAfter: row.tokens_valid_after && new Date(row.tokens_valid_after).toISOString(),
    }));

  it('folds a user history into the same rows whatever the batch size (one batch, or one event per batch)', async () => {
    await register('u1', 'Asha');
    await register('u2', 'Ravi');
    await append('u1', event('EmailVerified', { userId: 'u1', verifiedAt: minute(1) }));
    await append(
      'u1',
      event('ProfileUpdated', {
        userId: 'u1',
        personal: await seal('u1', { name: 'Asha K', address: { city: 'Goa' } }),
        updatedAt: minute(2),
      }),
    );
    await append(
      'u1',
      event('PhoneChanged', {
        userId: 'u1',
        phoneKey: 'p',
        previousPhoneKey: null,
        personal: await seal('u1', { newPhone: '9000000000' }),
        changedAt: minute(3),
      }),
    );
    await append(
      'u1',
      event('EmailChanged', {
        userId: 'u1',
        emailKey: 'e2',
        previousEmailKey: 'e-u1',
        personal: await seal('u1', { newEmail: 'asha.k@example.in' }),
        changedAt: minute(4),
      }),
    );
    await append(
      'u1',
      event('RoleChanged', { userId: 'u1', role: 'admin', previousRole: 'user', changedAt: minute(5) }),
    );
    await append('u1', event('PasswordChanged', { userId: 'u1', passwordHash: 'y', changedAt: minute(6) }));
    await append('u1', event('UserBlocked', { userId: 'u1', blockedAt: minute(7) }));
    await append('u1', event('UserUnblocked', { userId: 'u1', unblockedAt: minute(8) }));
    await append('u2', event('UserBlocked', { userId: 'u2', blockedAt: minute(9) }));
    await append('u2', event('UserDeleted', { userId: 'u2', deletedAt: minute(10) }));
    await append('u2', event('UserUnblocked', { userId: 'u2', unblockedAt: minute(11) })); // a deleted account has no row to change
    await append('ghost', event('EmailVerified', { userId: 'ghost', verifiedAt: minute(12) })); // nor has one never registered
    await append(
      'u1',
      event('UserRegistered', {
        userId: 'u1',
        role: 'user',
        emailKey: 'x',
        phoneKey: null,
        passwordHash: 'z',
        personal: 'not-sealed',
        registeredAt: minute(13),
      }),
    ); // registered once
    await register('u3', 'Meera', minute(14));
    await append('u3', event('PasswordReset', { userId: 'u3', resetAt: minute(15) }));
    await log.append('catalogue-elsewhere', event('UserBlocked', { userId: 'u3', blockedAt: minute(16) })); // not a user stream

    const expected = [
      {
        id: 'u1',
        name: 'Asha K',
        email: 'asha.k@example.in',
        phone: '9000000000',
        address: { city: 'Goa' },
        role: 'admin',
        verified: [true, true],
        active: true,
        createdAt: minute(0),
        updatedAt: minute(8),
        tokensValidAfter: minute(6),
      },
      {
        id: 'u3',
        name: 'Meera',
        email: 'meera@example.in',
        phone: '9876543210',
        address: { city: 'Pune' },
        role: 'user',
        verified: [false, false],
        active: true,
        createdAt: minute(14),
        updatedAt: minute(15),
        tokensValidAfter: minute(15),
      },
    ];
    for (const batchSize of [1000, 1, 2, 5]) {
      await rebuild(batchSize);
      expect({ batchSize, accounts: await accounts() }).toEqual({ batchSize, accounts: expected });
    }
  });

  it("shows a deleted user's sealed fields as erased when a replay meets them (the key is gone)", async () => {
    await register('u1', 'Asha');
    await register('u2', 'Ravi');
    await append(
      'u1',
      event('ProfileUpdated', {
        userId: 'u1',
        personal: await seal('u1', { name: 'Asha K', address: null }),
        updatedAt: minute(2),
      }),
    );
    await shredSubject(log.db, userSubject('u1'));

    await rebuild();

    const [asha, ravi] = await accounts();
    expect([asha.name, asha.email, asha.phone, asha.address]).toEqual([DELETED_USER_NAME, null, null, null]);
    expect([ravi.name, ravi.email]).toEqual(['Ravi', 'ravi@example.in']);
  });

  it('sends as many queries for a batch of 30 users as for a batch of one', async () => {
    const queriesOfRebuild = () => log.queriesOfRebuild(userAccountProjection, 1000);
    await register('u0', 'Asha');
    await append('u0', event('EmailVerified', { userId: 'u0', verifiedAt: minute(1) }));
    const forOne = await queriesOfRebuild();

    for (let n = 1; n < 30; n += 1) {
      await register(`u${n}`, `Shopper${n}`);
      await append(`u${n}`, event('EmailVerified', { userId: `u${n}`, verifiedAt: minute(1) }));
    }
    const forThirty = await queriesOfRebuild();

    expect((await accounts()).filter((account) => account.verified[0]).length).toBe(30);
    expect(forThirty).toBe(forOne);
  });

  it('re-creates an account deleted and registered again within one batch', async () => {
    await register('u1', 'Asha');
    await append('u1', event('UserDeleted', { userId: 'u1', deletedAt: minute(1) }));
    await append(
      'u1',
      event('UserRegistered', {
        userId: 'u1',
        role: 'user',
        emailKey: 'e',
        phoneKey: null,
        passwordHash: 'x',
        personal: await seal('u1', { name: 'Asha again', email: 'a@example.in', phone: null, address: null }),
        registeredAt: minute(2),
      }),
    );

    for (const batchSize of [1000, 1]) {
      await rebuild(batchSize);
      expect((await accounts()).map((account) => [account.id, account.name, account.createdAt])).toEqual([
        ['u1', 'Asha again', minute(2)],
      ]);
    }
  });
});
