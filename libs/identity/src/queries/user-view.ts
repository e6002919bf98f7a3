import type { Selectable } from 'kysely';
import type { UserAccountTable } from '../projections/user-account.table';

/** The spec's User shape (section 3). */
export interface UserView {
  _id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: {
    houseName: string;
    street: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  } | null;
  role: 'user' | 'admin';
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  active: boolean;
  createdAt: string;
}

export const DEFAULT_COUNTRY = 'India';

export function toUserView(row: Selectable<UserAccountTable>): UserView {
  const address = row.address;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: address
      ? {
          houseName: address.houseName ?? '',
          street: address.street ?? '',
          city: address.city ?? '',
          state: address.state ?? '',
          zipCode: address.zipCode ?? '',
          country: address.country || DEFAULT_COUNTRY,
        }
      : null,
    role: row.role,
    isEmailVerified: row.is_email_verified,
    isPhoneVerified: row.is_phone_verified,
    active: row.active,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
