import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { StockReservationsQuery } from '@store/catalogue';
import { isExchangeReservationId } from '@store/contracts';
import {
  AppConfig,
  CLOCK,
  type Clock,
  CONFIG,
  DATABASE,
  durationMs,
  LOGGER,
  Logger,
  runsWorkers,
  systemContext,
} from '@store/platform';
import { Kysely, sql } from 'kysely';
import { OrderingCommands } from '../commands/ordering.commands';

/** pg_try_advisory_xact_lock key of the sweep: one active sweeper across every process. */
export const STOCK_SWEEP_LOCK_KEY = 1_616_016_016_001n;

export interface SweepResult {
  /** false when another process held the sweep's lock (it sweeps instead). */
  ran: boolean;
  /** Lapsed reservations looked at, and what each became. */
  settled: Array<{ productId: string; orderId: string; outcome: string }>;
  failed: number;
}

/**
 * The stock sweeper: every STOCK_SWEEP_INTERVAL, in processes that run workers, the one holding
 * the sweep's advisory lock settles every reservation past its expiry (the catalogue's
 * `stock_reservation` read model): released when no order was ever placed for it (a crash between
 * reserving and OrderPlaced), expired and released when its order is still unpaid (a lost expiry
 * job), committed or released to match any other order. Runs from Postgres alone, so a Redis that
 * lost its delayed jobs does not stop it.
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reservations: StockReservationsQuery,
    private readonly commands: OrderingCommands,
  ) {}

  onApplicationBootstrap() {
    if (!runsWorkers(this.config.ROLE)) return;
    const every = durationMs(this.config.STOCK_SWEEP_INTERVAL);
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((error: unknown) => this.logger.error({ err: error }, 'stock sweep failed'))
        .finally(() => (this.running = undefined));
    }, every);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  /** One sweep now (tests and operators); `now` decides what has lapsed. */
  async sweep(now = this.clock.now()): Promise<SweepResult> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${STOCK_SWEEP_LOCK_KEY.toString()}::bigint) as locked`.execute(trx);
      if (!rows[0].locked) return { ran: false, settled: [], failed: 0 };
      const lapsed = await this.reservations.lapsed(now, durationMs(this.config.ORDER_PAYMENT_TIMEOUT));
      const result: SweepResult = { ran: true, settled: [], failed: 0 };
      for (const { productId, orderId } of lapsed) {
        // Never an order: a size exchange's replacement units, held and released by the returns module.
        if (isExchangeReservationId(orderId)) continue;
        try {
          const outcome = await this.commands.settleLapsedReservation(
            productId,
            orderId,
            systemContext(`stock-sweep-${orderId}`),
            now,
          );
          result.settled.push({ productId, orderId, outcome });
          if (outcome !== 'hold')
            this.logger.info({ productId, orderId, outcome }, 'stock sweeper settled a lapsed reservation');
        } catch (error) {
          result.failed += 1;
          this.logger.warn({ err: error, productId, orderId }, 'stock sweeper could not settle a reservation');
        }
      }
      return result;
    });
  }
}
