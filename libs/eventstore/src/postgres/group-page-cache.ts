import type { Position } from '../event-store';
import { positionToString } from '../positions';
import { deepFreeze, type SubscriptionPage } from './shared-log-reads';

/** Full pages kept per group at most: how far the fastest reader of a group may run ahead of the slowest and still share. */
const MAX_PAGES_PER_GROUP = 24;

interface CachedPage {
  page: Promise<SubscriptionPage>;
  /** Readers of the group that took it. */
  takenBy: number;
}

interface Group {
  members: number;
  pages: Map<string, CachedPage>;
}

const keyOf = (after: Position | 'start', limit: number) =>
  `${after === 'start' ? 'start' : positionToString(after)}:${limit}`;

/**
 * Catching up, subscriptions of one read group (projections that declare the same readGroup and
 * so read the same event types) read the same pages: a page read by one is kept until every
 * member has taken it, so the log is read and decoded once for the group instead of once each.
 * Only full pages are kept (a short one is the end of the log, read again live). A member more
 * than MAX_PAGES_PER_GROUP pages behind the fastest reads for itself.
 */
export class GroupPageCache {
  private readonly groups = new Map<string, Group>();

  /** `freezeSharedEvents`: as SharedLogReads (a page's events are the same objects for every member). */
  constructor(private readonly freezeSharedEvents = false) {}

  /** A subscription of `group` opened; the returned function is called when it closes. */
  join(group: string): () => void {
    const entry = this.groups.get(group) ?? { members: 0, pages: new Map() };
    this.groups.set(group, entry);
    entry.members += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      entry.members -= 1;
      if (entry.members === 0) this.groups.delete(group);
    };
  }

  read(
    group: string,
    after: Position | 'start',
    limit: number,
    readPage: () => Promise<SubscriptionPage>,
  ): Promise<SubscriptionPage> {
    const entry = this.groups.get(group);
    if (!entry || entry.members < 2) return readPage();
    const key = keyOf(after, limit);
    const cached = entry.pages.get(key);
    if (cached) {
      cached.takenBy += 1;
      if (this.freezeSharedEvents)
        void cached.page.then(
          (read) => read.events.forEach(deepFreeze),
          () => undefined,
        );
      if (cached.takenBy >= entry.members) entry.pages.delete(key);
      return cached.page;
    }
    const page = readPage();
    const kept: CachedPage = { page, takenBy: 1 };
    entry.pages.set(key, kept);
    if (entry.pages.size > MAX_PAGES_PER_GROUP) entry.pages.delete(entry.pages.keys().next().value!);
    const drop = () => {
      if (entry.pages.get(key) === kept) entry.pages.delete(key);
    };
    page.then((read) => {
      if (read.events.length < limit) drop();
    }, drop);
    return page;
  }
}
