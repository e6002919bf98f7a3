import type { User } from '@store/contracts';
import type { Selectable } from 'kysely';
import type { UserAccountTable } from '../projections/user-account.table';

/** The spec's User shape (section 3). */
export type UserView = User;

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
    marketingConsent: row.marketing_consent,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
