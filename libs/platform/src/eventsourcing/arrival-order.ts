/**
 * First come, first served within one process (issue #45): every request that may reserve stock
 * takes a ticket when it reaches the store (the HTTP server's onRequest hook), and the inventory
 * writer grants reservations in ticket order, not in the order the requests' earlier awaits
 * (Redis, pricing, sealing) happen to finish. A ticket is open from its arrival until its first
 * reservation is queued (or the request ends without one). As soon as the request has read what
 * it asks for, it declares those keys (product ids): from then on it holds back only the queues
 * of those keys, so shoppers of other products never wait for it. The writer decides a queued
 * command of key K only when no older ticket is open that is undeclared or declared with K,
 * waiting at most ARRIVAL_WAIT_MS for a slow one, so one stuck request delays others by that
 * much at most and never blocks them.
 *
 * Framework-free and process-local: across several API processes each keeps its own order, and
 * the order between processes is that of their appends (see the catalogue README).
 */
export const ARRIVAL_WAIT_MS = 50;
/** A ticket left open this long (a request that never ended cleanly) stops holding others up. */
const STALE_TICKET_MS = 10_000;

interface OpenTicket {
  openedAt: number;
  /** What the request asks for, once it has said so; null: not known yet (holds back every key). */
  keys: ReadonlySet<string> | null;
}

interface Waiter {
  ticket: number;
  key: string | undefined;
  resolve(): void;
}

export class ArrivalOrder {
  private last = 0;
  /** Open tickets in ascending order (a Map iterates in insertion order): the first is the oldest. */
  private readonly open = new Map<number, OpenTicket>();
  private readonly waiters: Waiter[] = [];
  private readonly finishListeners = new Set<(ticket: number) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A new ticket; `tracked`: it is open (holds later ones back) until settle(). */
  take(tracked = true): number {
    this.last += 1;
    if (tracked) this.open.set(this.last, { openedAt: this.now(), keys: null });
    return this.last;
  }

  /** The latest ticket handed out: a command with none of its own is ordered after every request that arrived before it. */
  latest(): number {
    return this.last;
  }

  /** The ticket's request asks for these keys only (product ids): it no longer holds back the others. */
  declare(ticket: number | undefined, keys: Iterable<string>): void {
    const open = ticket === undefined ? undefined : this.open.get(ticket);
    if (!open) return;
    open.keys = new Set(keys);
    this.wake();
  }

  /** The ticket's request has queued its reservation or ended: it holds no later ticket back. Idempotent. */
  settle(ticket: number | undefined): void {
    if (ticket === undefined || !this.open.delete(ticket)) return;
    this.wake();
  }

  /** The ticket's request was answered or abandoned: settled, and whoever keeps something for it is told. */
  finish(ticket: number | undefined): void {
    if (ticket === undefined) return;
    this.settle(ticket);
    for (const listener of this.finishListeners) listener(ticket);
  }

  /** `listener` is called with each ticket whose request ends; the returned function stops it. */
  onFinish(listener: (ticket: number) => void): () => void {
    this.finishListeners.add(listener);
    return () => this.finishListeners.delete(listener);
  }

  /** The oldest open ticket that may still ask for `key` (any key when none is given), or Infinity. */
  oldestOpen(key?: string): number {
    const cutoff = this.now() - STALE_TICKET_MS;
    for (const [ticket, open] of this.open) {
      if (open.openedAt < cutoff) {
        this.open.delete(ticket);
        continue;
      }
      if (key === undefined || open.keys === null || open.keys.has(key)) return ticket;
    }
    return Infinity;
  }

  /** Resolves once no ticket older than `ticket` that may ask for `key` is open, or after `maxWaitMs`. */
  earlierSettled(ticket: number, key?: string, maxWaitMs = ARRIVAL_WAIT_MS): Promise<void> {
    if (this.oldestOpen(key) >= ticket) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = { ticket, key, resolve: () => undefined };
      const timer = setTimeout(() => waiter.resolve(), maxWaitMs);
      waiter.resolve = () => {
        clearTimeout(timer);
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        resolve();
      };
      this.waiters.push(waiter);
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) if (this.oldestOpen(waiter.key) >= waiter.ticket) waiter.resolve();
  }
}

/** The process's one arrival order (the HTTP hook takes tickets, the inventory writer reads them). */
export const arrivalOrder = new ArrivalOrder();
