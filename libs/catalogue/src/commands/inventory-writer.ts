import { isWrongExpectedRevisionError, type EventStore, type Position } from '@store/eventstore';
import {
  arrivalOrder as processArrivals,
  ConflictError,
  eventMetadata,
  type ArrivalOrder,
  type CommandContext,
  type CommandHandling,
  type CommandResult,
} from '@store/platform';
import {
  foldInventory,
  initialInventoryState,
  inventoryDecider,
  type InventoryCommand,
  type InventoryEvent,
  type InventoryState,
  type ReserveLine,
  stockKey,
} from '../domain/inventory';
import { inventoryStream } from '../streams';
import { INVENTORY_SNAPSHOT_EVERY, type InventorySnapshots } from './inventory-snapshots';

/** What this process last knew of one inventory stream. `revision` -1: no stream yet. */
interface KnownInventory {
  revision: number;
  state: InventoryState;
  /** Revision of the latest snapshot this process knows of (-1: none). */
  snapshotRevision: number;
}

interface WaitingCommand {
  command: InventoryCommand;
  context: CommandContext;
  /** Its place in the queue: the request's arrival ticket, else the latest ticket when it was queued. */
  ticket: number;
  /** Whether it waits for older requests still on their way (a shopper's reservation, FCFS). */
  gated: boolean;
  resolve(result: CommandResult<InventoryState, InventoryEvent>): void;
  reject(error: unknown): void;
}

/** A command's decision within a batch: its events, or the error it was refused with. */
type Decision = { events: InventoryEvent[] } | { error: unknown };

/** Most commands of one stream decided together and written in one append. */
const MAX_BATCH = 64;
/** Attempts of one batch when another process appends to the stream meanwhile. */
const MAX_ATTEMPTS = 100;
/** Longest a shopper waits for earlier shoppers' claims on the last units to be decided (then places as usual). */
const CLAIM_WAIT_MS = 3_000;
/** A claim whose request neither reserved nor ended this long after (lost) stops counting. */
const CLAIM_TTL_MS = 10_000;

/** Units a request that passed refuseShortage is on its way to reserve (by stock key), until its reservation is decided. */
interface Claim {
  units: Record<string, number>;
  until: number;
}

/** Streams whose state is kept between commands (a best seller's is a few KB). */
const MAX_KNOWN_STREAMS = 2_000;

/**
 * The write path of the inventory streams. A hot product takes a reservation from every
 * concurrent shopper, and the load-decide-append of handleCommand then fails on the expected
 * revision for all but one of them, over and over (at 32 shoppers on one product a reservation
 * could use up its 100 attempts). Here the commands of one stream queue in this process; the
 * waiting ones are decided one after another on the state the previous left and written in ONE
 * append (one round trip, one commit), each command answered with its own events or refusal.
 *
 * The state after the last append is kept, so the next batch needs no read at all: the append's
 * expected revision still checks it, and when another process appended meanwhile the append fails,
 * the stream is read again and the batch decided again. A refusal or a "nothing to do" decided
 * on a kept state is only trusted after reading what may have been appended since.
 */
export class InventoryWriter {
  private readonly known = new Map<string, KnownInventory>();
  private readonly queues = new Map<string, WaitingCommand[]>();
  /** Per stream: the read in flight confirming a kept state, and the one queued behind it. */
  private readonly probes = new Map<
    string,
    { running: Promise<KnownInventory> | null; next: Promise<KnownInventory> | null }
  >();
  /** Per stream: the claims of requests between their check and their reservation, by arrival ticket. */
  private readonly claims = new Map<string, Map<number, Claim>>();
  /** Per stream and stock key: the claims' tickets in order and the units claimed up to each (built when asked, dropped on change). */
  private readonly claimIndexes = new Map<string, Map<string, { tickets: number[]; upTo: number[] }>>();
  /** Per stream: who waits for a claim to go or the kept state to move. */
  private readonly claimWaiters = new Map<string, Set<() => void>>();
  private readonly store: EventStore;

  constructor(
    private readonly commands: CommandHandling,
    private readonly snapshots?: InventorySnapshots,
    private readonly arrivals: ArrivalOrder = processArrivals,
  ) {
    this.store = commands.store;
    // A request that ended (answered, refused elsewhere, abandoned) claims nothing any more.
    arrivals.onFinish((ticket) => {
      for (const streamId of [...this.claims.keys()]) this.unclaim(streamId, ticket);
    });
  }

  /**
   * Queued in arrival order (the request's ticket, see ArrivalOrder): a shopper's reservation is
   * decided after every reservation of a request that reached the store before it, whatever its
   * own earlier awaits took. Queuing settles the ticket: later requests no longer wait for it.
   */
  decide(command: InventoryCommand, context: CommandContext): Promise<CommandResult<InventoryState, InventoryEvent>> {
    const streamId = inventoryStream(command.productId);
    const gated = context.arrival !== undefined && command.type === 'ReserveStock';
    const ticket = context.arrival ?? this.arrivals.latest();
    return new Promise((resolve, reject) => {
      const waiting: WaitingCommand = { command, context, ticket, gated, resolve, reject };
      const queue = this.queues.get(streamId);
      if (queue) {
        let at = queue.length;
        while (at > 0 && queue[at - 1].ticket > ticket) at -= 1;
        queue.splice(at, 0, waiting);
      } else {
        this.queues.set(streamId, [waiting]);
        void this.drain(streamId);
      }
      this.arrivals.settle(context.arrival);
    });
  }

  /**
   * A reservation refused from what this process holds (issue #45), before the order does any
   * costly work: when the kept state has too few units for a line, it is confirmed current by a
   * read of what was appended to the stream since (shared by every refusal waiting on the same
   * stream: a read that started after the caller asked), and the 409 is thrown only if the
   * confirmed state still has too few. A unit released since, by this process or another, is
   * therefore always seen. Nothing kept, or enough units: resolves, and the reservation decides.
   */
  async refuseShortage(
    productId: string,
    orderId: string,
    lines: ReserveLine[],
    context: CommandContext,
  ): Promise<void> {
    const streamId = inventoryStream(productId);
    const ticket = context.arrival;
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const kept = this.known.get(streamId);
      if (!kept) return;
      if (shortOf(kept.state, productId, orderId, lines)) {
        const current = await this.confirmed(streamId);
        const refusal = shortOf(current.state, productId, orderId, lines);
        if (refusal) {
          this.unclaim(streamId, ticket);
          this.arrivals.settle(ticket);
          throw refusal;
        }
      }
      if (ticket === undefined) return;
      // The units left are claimed by shoppers who came first and are still placing their orders:
      // wait for their reservations (then refused from memory, or served if one of them failed)
      // rather than do the whole placement beside them. Bounded: then the reservation decides.
      const remaining = deadline - Date.now();
      if (remaining <= 0 || !this.claimedBefore(streamId, ticket, kept.state, lines)) break;
      await this.claimsMoved(streamId, remaining);
    }
    this.claim(streamId, ticket, lines);
  }

  /** Whether the units left of a line, less those claimed by earlier arrivals, are too few for it. */
  private claimedBefore(streamId: string, ticket: number, state: InventoryState, lines: ReserveLine[]): boolean {
    const index = this.claimIndex(streamId);
    if (!index) return false;
    const wanted: Record<string, number> = {};
    for (const line of lines) wanted[stockKey(line)] = (wanted[stockKey(line)] ?? 0) + line.quantity;
    return Object.entries(wanted).some(([key, units]) => {
      const claims = index.get(key);
      if (!claims) return false;
      // The claims of tickets before this one: a binary search in the ticket order.
      let low = 0;
      let high = claims.tickets.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (claims.tickets[middle] < ticket) low = middle + 1;
        else high = middle;
      }
      const claimed = low === 0 ? 0 : claims.upTo[low - 1];
      return claimed > 0 && (state.available[key] ?? 0) - claimed < units;
    });
  }

  /** The stream's claims by stock key, in ticket order with running totals (lost claims dropped). */
  private claimIndex(streamId: string) {
    const claims = this.claims.get(streamId);
    if (!claims) return undefined;
    const built = this.claimIndexes.get(streamId);
    if (built) return built;
    const now = Date.now();
    const byKey = new Map<string, Array<[number, number]>>();
    for (const [ticket, claim] of claims) {
      if (claim.until < now) {
        claims.delete(ticket);
        continue;
      }
      for (const [key, units] of Object.entries(claim.units)) {
        if (!byKey.has(key)) byKey.set(key, []);
        byKey.get(key)!.push([ticket, units]);
      }
    }
    const index = new Map<string, { tickets: number[]; upTo: number[] }>();
    for (const [key, entries] of byKey) {
      entries.sort((x, y) => x[0] - y[0]);
      let total = 0;
      index.set(key, {
        tickets: entries.map(([ticket]) => ticket),
        upTo: entries.map(([, units]) => (total += units)),
      });
    }
    this.claimIndexes.set(streamId, index);
    return index;
  }

  private claim(streamId: string, ticket: number, lines: ReserveLine[]): void {
    const units: Record<string, number> = {};
    for (const line of lines) units[stockKey(line)] = (units[stockKey(line)] ?? 0) + line.quantity;
    let claims = this.claims.get(streamId);
    if (!claims) this.claims.set(streamId, (claims = new Map()));
    claims.set(ticket, { units, until: Date.now() + CLAIM_TTL_MS });
    this.claimIndexes.delete(streamId);
  }

  private unclaim(streamId: string, ticket: number | undefined): void {
    const claims = ticket === undefined ? undefined : this.claims.get(streamId);
    if (!claims?.delete(ticket!)) return;
    this.claimIndexes.delete(streamId);
    if (claims.size === 0) this.claims.delete(streamId);
    this.claimsChanged(streamId);
  }

  /** Resolves when a claim of the stream goes or its kept state moves, or after `ms`. */
  private claimsMoved(streamId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let waiters = this.claimWaiters.get(streamId);
      if (!waiters) this.claimWaiters.set(streamId, (waiters = new Set()));
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.claimWaiters.get(streamId) === waiters) this.claimWaiters.delete(streamId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  private claimsChanged(streamId: string): void {
    const waiters = this.claimWaiters.get(streamId);
    if (waiters) for (const wake of [...waiters]) wake();
  }

  /** The kept state brought up to date by a read that starts after this call (joined by every caller meanwhile). */
  private confirmed(streamId: string): Promise<KnownInventory> {
    let probe = this.probes.get(streamId);
    if (!probe) {
      probe = { running: null, next: null };
      this.probes.set(streamId, probe);
    }
    const entry = probe;
    const start = (): Promise<KnownInventory> => {
      const kept = this.known.get(streamId);
      const read = (kept ? this.catchUp(streamId, kept) : this.load(streamId)).finally(() => {
        if (entry.running === read) entry.running = null;
        if (!entry.running && !entry.next) this.probes.delete(streamId);
      });
      entry.running = read;
      return read;
    };
    if (!entry.running) return start();
    // A read in flight may have started before this caller asked: wait for the next one.
    entry.next ??= entry.running
      .catch(() => undefined)
      .then(() => {
        entry.next = null;
        return start();
      });
    return entry.next;
  }

  /** The product's inventory as this process last wrote or read it, read from the store if unknown. */
  async current(productId: string): Promise<InventoryState> {
    const streamId = inventoryStream(productId);
    return (this.known.get(streamId) ?? (await this.load(streamId))).state;
  }

  /** The stream's revision (-1: none) and state now: what this process kept plus what was appended since. */
  async read(productId: string): Promise<{ revision: number; state: InventoryState }> {
    const streamId = inventoryStream(productId);
    const kept = this.known.get(streamId);
    const { revision, state } = kept ? await this.catchUp(streamId, kept) : await this.load(streamId);
    return { revision, state };
  }

  /** Drops what this process kept of the stream (appended to elsewhere: the next command reads it). */
  forget(productId: string): void {
    this.known.delete(inventoryStream(productId));
  }

  private async drain(streamId: string): Promise<void> {
    const queue = this.queues.get(streamId)!;
    try {
      while (queue.length > 0) {
        // An older request still on its way (pricing, holds) goes first: wait for it, a little.
        const head = queue[0];
        if (head.gated) await this.arrivals.earlierSettled(head.ticket, head.command.productId);
        await this.decideBatch(streamId, queue.splice(0, this.readyCount(queue)));
      }
    } finally {
      this.queues.delete(streamId);
    }
  }

  /** The queue's head, then those no older open request can still come before (at most MAX_BATCH). */
  private readyCount(queue: WaitingCommand[]): number {
    const oldestOpen = this.arrivals.oldestOpen(queue[0].command.productId);
    let count = 1;
    while (count < queue.length && count < MAX_BATCH && (!queue[count].gated || queue[count].ticket < oldestOpen))
      count += 1;
    return count;
  }

  private async decideBatch(streamId: string, batch: WaitingCommand[]): Promise<void> {
    try {
      for (let attempt = 1; ; attempt += 1) {
        const kept = this.known.get(streamId);
        let known = kept ?? (await this.load(streamId));
        let outcome = decideAll(batch, known.state);
        if (kept && outcome.needsCurrentState) {
          known = await this.catchUp(streamId, kept);
          outcome = decideAll(batch, known.state);
        }
        const events = outcome.decisions.flatMap((decision, index) =>
          'events' in decision ? this.withMetadata(decision.events, batch[index].context) : [],
        );
        if (events.length === 0) return this.answered(streamId, batch, outcome.decisions, known.state, null);
        try {
          const { position } = await this.store.append(streamId, events, {
            expectedRevision: known.revision >= 0 ? known.revision : 'no_stream',
          });
          const saving = this.remember(streamId, {
            ...known,
            revision: known.revision + events.length,
            state: outcome.state,
          });
          this.answered(streamId, batch, outcome.decisions, outcome.state, position);
          return await saving;
        } catch (error) {
          this.known.delete(streamId);
          if (!isWrongExpectedRevisionError(error) || attempt >= MAX_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        }
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      for (const waiting of batch) this.unclaim(streamId, waiting.context.arrival);
    }
  }

  /** Each command answered; the reservations decided claim nothing any more (the kept state has them). */
  private answered(
    streamId: string,
    batch: WaitingCommand[],
    decisions: Decision[],
    state: InventoryState,
    position: Position | null,
  ): void {
    answer(batch, decisions, state, position);
    for (const waiting of batch) if (waiting.gated) this.unclaim(streamId, waiting.context.arrival);
  }

  private withMetadata(events: InventoryEvent[], context: CommandContext) {
    const metadata = eventMetadata(context, this.commands.clock);
    return events.map((event) => ({ type: event.type, data: event.data, metadata }));
  }

  /** The latest snapshot (if any) plus the events after it. */
  private async load(streamId: string): Promise<KnownInventory> {
    const snapshot = await this.snapshots?.load(streamId);
    const from = snapshot
      ? { revision: snapshot.revision, state: snapshot.state, snapshotRevision: snapshot.revision }
      : { revision: -1, state: initialInventoryState(), snapshotRevision: -1 };
    return this.catchUp(streamId, from);
  }

  private async catchUp(streamId: string, from: KnownInventory): Promise<KnownInventory> {
    const newer = await this.store.readStream(
      streamId,
      from.revision >= 0 ? { fromRevision: from.revision + 1 } : undefined,
    );
    const known = {
      ...from,
      revision: from.revision + newer.length,
      state: newer.length
        ? foldInventory(
            from.state,
            newer.map((event) => ({ type: event.type, data: event.data }) as InventoryEvent),
          )
        : from.state,
    };
    // Kept unless this process wrote a newer revision while the read was in flight.
    if ((this.known.get(streamId)?.revision ?? -2) <= known.revision) void this.remember(streamId, known);
    return known;
  }

  /** Keeps the state; saves a snapshot when due (resolves once it is written or failed). */
  private async remember(streamId: string, known: KnownInventory): Promise<void> {
    this.known.delete(streamId); // re-inserted last: the map's order is the least recently used first
    this.known.set(streamId, known);
    this.claimsChanged(streamId);
    if (this.known.size > MAX_KNOWN_STREAMS) this.known.delete(this.known.keys().next().value!);
    if (this.snapshots && known.revision - known.snapshotRevision >= INVENTORY_SNAPSHOT_EVERY) {
      known.snapshotRevision = known.revision;
      // A cache of the write side: a lost save only makes a later load read more events.
      await this.snapshots.save(streamId, { revision: known.revision, state: known.state }).catch(() => undefined);
    }
  }
}

/** The 409 a reservation of these lines would meet on `state` for too few units (not the holders' share), or null. */
function shortOf(
  state: InventoryState,
  productId: string,
  orderId: string,
  lines: ReserveLine[],
): ConflictError | null {
  if (state.reservations[orderId]) return null;
  try {
    inventoryDecider.decide({ type: 'ReserveStock', productId, orderId, lines, now: '' }, state);
    return null;
  } catch (error) {
    return error instanceof ConflictError ? error : null;
  }
}

/** Every command of the batch in turn, each on the state the ones before it left. */
function decideAll(batch: WaitingCommand[], start: InventoryState) {
  let state = start;
  let needsCurrentState = false;
  const decisions: Decision[] = batch.map(({ command }) => {
    try {
      const events = inventoryDecider.decide(command, state);
      if (events.length === 0) needsCurrentState = true;
      state = events.reduce(inventoryDecider.evolve, state);
      return { events };
    } catch (error) {
      needsCurrentState = true;
      return { error };
    }
  });
  return { decisions, state, needsCurrentState };
}

function answer(
  batch: WaitingCommand[],
  decisions: Decision[],
  state: InventoryState,
  position: Position | null,
): void {
  decisions.forEach((decision, index) => {
    if ('error' in decision) batch[index].reject(decision.error);
    else batch[index].resolve({ events: decision.events, state, position: decision.events.length ? position : null });
  });
}
