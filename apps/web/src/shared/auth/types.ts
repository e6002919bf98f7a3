import type { User } from '@store/contracts';

/** The signed-in user: the API's contract (spec section 3, User). */
export type { Address, User } from '@store/contracts';

export const isAdmin = (user: User | null | undefined): boolean => user?.role === 'admin';
