import { FIT_PREFERENCES, type FindMySizeInput } from '@store/contracts';
import { readJson, session, writeJson } from '../../../shared/storage';
import { FIND_MY_SIZE_KEY } from './constants';

/** What the shopper entered last in this tab's session, or null (nothing, or something unreadable). */
export function rememberedBody(storage: Storage | undefined = session()): FindMySizeInput | null {
  const stored = readJson<Partial<FindMySizeInput>>(storage, FIND_MY_SIZE_KEY);
  if (!stored || typeof stored !== 'object') return null;
  const { heightCm, weightKg, fit } = stored;
  if (typeof heightCm !== 'number' || typeof weightKg !== 'number') return null;
  if (!(FIT_PREFERENCES as readonly unknown[]).includes(fit)) return null;
  return { heightCm, weightKg, fit: fit as FindMySizeInput['fit'] };
}

export function rememberBody(body: FindMySizeInput, storage: Storage | undefined = session()): void {
  writeJson(storage, FIND_MY_SIZE_KEY, body);
}
