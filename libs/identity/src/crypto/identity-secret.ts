import { keyedHash, loadSecret } from '@store/platform';
import { Kysely } from 'kysely';

/**
 * One random secret of the module, kept in Postgres (created on first use): it keys the hashes
 * that name the uniqueness-claim streams and the hashes of verification codes and reset tokens,
 * so the event log alone can neither reveal an e-mail address by its stream name nor a 6-digit
 * code by brute force.
 */
export const loadIdentitySecret = <DB>(db: Kysely<DB>): Promise<Buffer> =>
  loadSecret(db, 'public.identity_secret', 'hash-key');

export { keyedHash };
