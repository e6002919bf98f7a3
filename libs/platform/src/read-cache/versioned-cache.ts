import { isDatabaseUnavailable } from '../database/database-unavailable';

interface Entry<T> {
  version: string;
  value: Promise<T>;
  /** Its value arrived (the entry may then stand in for a newer one while PostgreSQL is away). */
  settled: boolean;
  /** The last settled entry of the key before this one, kept until this one settles. */
  previous?: Entry<T>;
}

/**
 * Values computed from read models, kept while the version they were computed at is still the
 * current one (`currentVersion` is read before computing, so a value is at worst newer than its
 * version, never older). Concurrent misses of one key at one version share a single computation;
 * a failed computation is not kept. At most `maxEntries`, the least recently used dropped first.
 *
 * While PostgreSQL is unreachable (isDatabaseUnavailable: the version cannot be read, or a newer
 * value cannot be computed), a key answers the last value it computed, so the storefront's public
 * reads keep answering from memory through a database restart (#39). That value is never kept as
 * the newer version's: the next call after the database is back computes it again.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly currentVersion: () => Promise<string>,
    private readonly maxEntries = 500,
  ) {}

  /** `compute` is given the version read for it, so it can read other caches of the same read model at that version. */
  async get(key: string, compute: (version: string) => Promise<T>): Promise<T> {
    let version: string;
    try {
      version = await this.currentVersion();
    } catch (error) {
      const last = this.lastSettled(key);
      if (last && isDatabaseUnavailable(error)) return last.value;
      throw error;
    }
    return this.at(version, key, compute);
  }

  /**
   * The value at `version`, a version the caller read from the same read model (not older than
   * when its own request arrived): kept if computed at that version, else computed again.
   */
  at(version: string, key: string, compute: (version: string) => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    this.entries.delete(key);
    if (cached && cached.version === version) {
      this.entries.set(key, cached); // most recently used last
      return cached.value;
    }
    const previous = cached && (cached.settled ? cached : cached.previous);
    const entry: Entry<T> = { version, value: started(() => compute(version)), settled: false, previous };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.then(
      () => {
        entry.settled = true;
        entry.previous = undefined;
      },
      (error: unknown) => {
        if (this.entries.get(key) !== entry) return;
        this.entries.delete(key);
        // Back to the last value that was computed, at its own version, to stand in again.
        if (previous && isDatabaseUnavailable(error)) this.entries.set(key, previous);
      },
    );
    if (!previous) return entry.value;
    return entry.value.catch((error: unknown) =>
      isDatabaseUnavailable(error) ? previous.value : Promise.reject(error),
    );
  }

  private lastSettled(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    return entry && (entry.settled ? entry : entry.previous);
  }
}

/** A computation's promise, a synchronous throw included. */
function started<T>(compute: () => Promise<T>): Promise<T> {
  try {
    return compute();
  } catch (error) {
    return Promise.reject(error);
  }
}
