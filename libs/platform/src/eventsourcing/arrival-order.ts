/**
 * First come, first served within one process (issue #45): every request that may reserve stock
 * takes a ticket when it reaches the store (the HTTP server's onRequest hook), and the inventory
 * writer grants reservations in ticket order, not in the order the requests' earlier awaits
 * (Redis, pricing, sealing) happen to finish. A ticket is open from its arrival until its first
 * reservation is queued (or the request ends without one); the writer decides a queued command
 * only when no older ticket is still open, waiting at most ARRIVAL_WAIT_MS for a slow one, so
 * one stuck request delays the others by that much at most and never blocks them.
 *
 * Framework-free and process-local: across several API processes each keeps its own order, and
 * the order between processes is that of their appends (see the catalogue README).
 */
export const ARRIVAL_WAIT_MS = 50;
/** A ticket left open this long (a request that never ended cleanly) stops holding others up. */
const STALE_TICKET_MS = 10_000;

interface Waiter {
  ticket: number;
  resolve(): void;
}

export class ArrivalOrder {
  private last = 0;
  /** Open tickets, in ascending order (a Map iterates in insertion order), with when each was taken: the first is the oldest. */
  private readonly open = new Map<number, number>();
  private readonly waiters: Waiter[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** A new ticket; `tracked`: it is open (holds later ones back) until settle(). */
  take(tracked = true): number {
    this.last += 1;
    if (tracked) this.open.set(this.last, this.now());
    return this.last;
  }

  /** The latest ticket handed out: a command with none of its own is ordered after every request that arrived before it. */
  latest(): number {
    return this.last;
  }

  /** The ticket's request has queued its reservation or ended: it holds no later ticket back. Idempotent. */
  settle(ticket: number | undefined): void {
    if (ticket === undefined || !this.open.delete(ticket)) return;
    this.wake();
  }

  /** The oldest ticket still open, or Infinity. */
  oldestOpen(): number {
    const cutoff = this.now() - STALE_TICKET_MS;
    for (const [ticket, openedAt] of this.open) {
      if (openedAt >= cutoff) return ticket;
      this.open.delete(ticket);
    }
    return Infinity;
  }

  /** Resolves once no ticket older than `ticket` is open, or after `maxWaitMs`. */
  earlierSettled(ticket: number, maxWaitMs = ARRIVAL_WAIT_MS): Promise<void> {
    if (this.oldestOpen() >= ticket) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = { ticket, resolve: () => undefined };
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
    if (this.waiters.length === 0) return;
    const oldest = this.oldestOpen();
    for (const waiter of [...this.waiters]) if (oldest >= waiter.ticket) waiter.resolve();
  }
}

/** The process's one arrival order (the HTTP hook takes tickets, the inventory writer reads them). */
export const arrivalOrder = new ArrivalOrder();
