/** Browser storage that never throws (private mode, quota, corrupt JSON). */
export function readJson<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the app keeps working from memory */
  }
}

export function readText(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    /* unavailable */
  }
}

export function removeKey(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* unavailable */
  }
}

export const local = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
export const session = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * The persisted envelope of a client-state slice ({ state, version }), the same shape the
 * previous storefront's stores wrote, so a returning shopper keeps cart and wishlist.
 */
export function readPersisted<T>(storage: Storage | undefined, key: string): Partial<T> | null {
  const stored = readJson<{ state?: Partial<T> }>(storage, key);
  return stored && typeof stored === 'object' && stored.state && typeof stored.state === 'object' ? stored.state : null;
}

export function writePersisted(storage: Storage | undefined, key: string, state: unknown): void {
  writeJson(storage, key, { state, version: 0 });
}
