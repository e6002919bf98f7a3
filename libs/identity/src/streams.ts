import type { ClaimKind } from './domain/claim';

/** Stream names of the identity module. */
export const USER_STREAM_PREFIX = 'identity-user-';
export const userStream = (userId: string) => `${USER_STREAM_PREFIX}${userId}`;
export const isUserStream = (streamId: string) => streamId.startsWith(USER_STREAM_PREFIX);
/** `key` is the keyed hash of the normalised value, never the value. */
export const claimStream = (kind: ClaimKind, key: string) => `identity-${kind}-claim-${key}`;
export const ADMIN_ROSTER_STREAM = 'identity-admin-roster';
