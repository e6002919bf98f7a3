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

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    const cached = this.entries.get(key);
    this.entries.delete(key);
    if (cached && cached.version === version) {
      this.entries.set(key, cached); // most recently used last
      return cached.value;
    }
    const entry = { version, value: compute() };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}
