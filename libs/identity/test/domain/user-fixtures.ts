import { givenFor } from '@store/platform/testing';
import { userDecider } from '../../src/domain/user-decider';
import type { IssuedCode, UserEvent } from '../../src/domain/user-events';

/** Events and commands of one user, u1, at fixed times: the user decider's given/when/then tests share them. */
export const given = givenFor(userDecider);
export const T0 = '2026-01-10T10:00:00.000Z';
export const at = (minutes: number, seconds = 0) =>
  new Date(Date.parse(T0) + minutes * 60_000 + seconds * 1000).toISOString();
export const code = (id: string, issuedAt = T0): IssuedCode => ({
  codeId: id,
  codeHash: `hash-${id}`,
  issuedAt,
  expiresAt: new Date(Date.parse(issuedAt) + 15 * 60_000).toISOString(),
});

export const registered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    role: 'user',
    emailKey: 'ek',
    phoneKey: 'pk',
    passwordHash: 'pw',
    personal: 'sealed',
    registeredAt: T0,
  },
} satisfies UserEvent;
export const codeIssued = (c: IssuedCode = code('c1')): UserEvent => ({
  type: 'EmailVerificationCodeIssued',
  data: { userId: 'u1', ...c },
});
export const verified = { type: 'EmailVerified', data: { userId: 'u1', verifiedAt: T0 } } satisfies UserEvent;
export const failed = (attempts: number, failedAt = T0): UserEvent => ({
  type: 'VerificationAttemptFailed',
  data: { userId: 'u1', purpose: 'email-verification', codeId: 'c1', attempts, failedAt },
});
export const register = (now = T0, c: IssuedCode | null = code('c1', now)) =>
  ({
    type: 'RegisterUser',
    userId: 'u1',
    emailKey: 'ek',
    phoneKey: 'pk',
    passwordHash: 'pw2',
    personal: 'sealed2',
    code: c,
    now,
  }) as const;
