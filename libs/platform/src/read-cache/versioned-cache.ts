/**
 * Values computed from read models, kept while the version they were computed at is still the
 * current one (`currentVersion` is read before computing, so a value is at worst newer than its
 * version, never older). Concurrent misses of one key at one version share a single computation;
 * a failed computation is not kept. At most `maxEntries`, the least recently used dropped first.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();

  constructor(
    private readonly currentVersion: () => Promise<string>,
    private readonly maxEntries = 500,
  ) {}

  /** `compute` is given the version read for it, so it can read other caches of the same read model at that version. */
  async get(key: string, compute: (version: string) => Promise<T>): Promise<T> {
    return this.at(await this.currentVersion(), key, compute);
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
    const entry = { version, value: started(() => compute(version)) };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
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
