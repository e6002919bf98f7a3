import type { RecordedEvent } from './event-store';

/** Lifts the data of one event type from `fromVersion` to `fromVersion + 1`. */
export interface Upcaster<TFrom = unknown, TTo = unknown> {
  type: string;
  fromVersion: number;
  upcast(data: TFrom, event: RecordedEvent<string, TFrom>): TTo;
}

/** What the adapters apply to every event they read (readStream, readAll, subscribeToAll). */
export interface Upcasters {
  /** The event at the latest version of its type; the same object when nothing applies. */
  upcast(event: RecordedEvent): RecordedEvent;
}

export const noUpcasters: Upcasters = { upcast: (event) => event };

/**
 * Upcasters by type and version, chained: a v1 event passes 1→2, then 2→3, ... until no
 * upcaster is registered for its version.
 *
 *   new UpcasterRegistry().register({ type: 'ProductCreated', fromVersion: 1, upcast: (d) => ({ ...d, tags: [] }) })
 */
export class UpcasterRegistry implements Upcasters {
  private readonly byType = new Map<string, Map<number, Upcaster>>();

  register(upcaster: Upcaster): this {
    const { type, fromVersion } = upcaster;
    if (!Number.isInteger(fromVersion) || fromVersion < 1) {
      throw new RangeError(`Upcaster for ${type}: fromVersion must be an integer >= 1, got ${fromVersion}`);
    }
    const versions = this.byType.get(type) ?? new Map<number, Upcaster>();
    if (versions.has(fromVersion)) throw new Error(`Two upcasters for ${type} from version ${fromVersion}`);
    versions.set(fromVersion, upcaster);
    this.byType.set(type, versions);
    return this;
  }

  /** The version events of this type have after upcasting (1 when none is registered). */
  latestVersion(type: string): number {
    let version = 1;
    for (const from of this.byType.get(type)?.keys() ?? []) version = Math.max(version, from + 1);
    return version;
  }

  upcast(event: RecordedEvent): RecordedEvent {
    const versions = this.byType.get(event.type);
    if (!versions) return event;
    let current = event;
    for (let upcaster = versions.get(current.version); upcaster; upcaster = versions.get(current.version)) {
      current = { ...current, version: current.version + 1, data: upcaster.upcast(current.data, current) };
    }
    return current;
  }
}
