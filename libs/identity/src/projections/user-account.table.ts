import type { ColumnType } from 'kysely';
import type { AddressFields } from '../domain/user-events';

type Timestamp = ColumnType<Date, string, string>;

/** The user_account read model: GET /auth/me, GET /users and the auth guards read it. */
export interface UserAccountTable {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: ColumnType<AddressFields | null, string | null, string | null>;
  role: 'user' | 'admin';
  is_email_verified: boolean;
  is_phone_verified: boolean;
  active: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Tokens issued before this instant are refused (password reset). */
  tokens_valid_after: ColumnType<Date | null, string | null, string | null>;
  /** Agreed to marketing e-mail (issue #44). */
  marketing_consent: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface IdentityReadTables {
  user_account: UserAccountTable;
}
