import type { Position } from '@store/eventstore';
import type { CommandContext, CommandHandling } from '@store/platform';
import {
  INVENTORY_SETTLE_AT,
  INVENTORY_SETTLE_BATCH,
  SaleRecordOutdated,
  type InventoryCommand,
  type InventoryState,
  type SaleKnowledge,
} from '../domain/inventory';
import type { InventoryWriter } from './inventory-writer';
import { readSaleStream, readSaleStreams, recordSale, type LoadedSale } from './sale-records';

/** Attempts of a sale decision whose sale stream moved between its read and the inventory's decision. */
const MAX_SALE_ATTEMPTS = 100;

const later = (a: Position | null, b: Position | null) => b ?? a;

/** A sale command (commit, release, return) as its caller builds it: what the sale stream says is added when read. */
export type SaleCommand = InventoryCommand extends infer C
  ? C extends SaleKnowledge
    ? Omit<C, keyof SaleKnowledge>
    : never
  : never;

/**
 * Decisions about an order's sold units (commit, release, return): they read the inventory and the
 * order's sale stream, decide on the inventory, then copy the outcome into the sale stream and
 * settle the inventory's unsettled sales in batches.
 */
export class StockSales {
  constructor(
    private readonly commands: CommandHandling,
    private readonly inventory: InventoryWriter,
  ) {}

  /**
   * Loads the inventory, then reads the order's sale stream (in that order: see saleOf in
   * domain/inventory.ts), decides, then records the sale and settles.
   */
  async decide(command: SaleCommand, context: CommandContext): Promise<Position | null> {
    const { productId, orderId } = command;
    for (let attempt = 1; ; attempt += 1) {
      const { settles } = await this.inventory.current(productId);
      const sale = await readSaleStream(this.commands, productId, orderId);
      try {
        const known: SaleKnowledge = { sale: sale.state, settlesSeen: settles };
        const result = await this.inventory.decide({ ...command, ...known } as InventoryCommand, context);
        const settled = await this.settle(productId, orderId, result.state, context, sale);
        return later(result.position, settled);
      } catch (error) {
        if (!(error instanceof SaleRecordOutdated) || attempt >= MAX_SALE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * This order's sale into its sale stream now (as read for the decision: `saleRead`); every
   * unsettled one once INVENTORY_SETTLE_AT are waiting. Those were nearly all recorded by their
   * own decisions: their streams are read together and only a missing sale (its decision's
   * process stopped before recording it) is written, at the revision read.
   */
  private async settle(
    productId: string,
    orderId: string,
    state: InventoryState,
    context: CommandContext,
    saleRead: LoadedSale,
  ): Promise<Position | null> {
    const mine = state.unsettled[orderId];
    if (mine) await recordSale(this.commands, productId, orderId, mine, context, saleRead);
    const waiting = Object.entries(state.unsettled);
    if (waiting.length < INVENTORY_SETTLE_AT) return null;
    const batch = waiting.slice(0, INVENTORY_SETTLE_BATCH);
    const others = batch.filter(([id]) => id !== orderId);
    const reads = await readSaleStreams(
      this.commands,
      productId,
      others.map(([id]) => id),
    );
    for (const [id, sale] of others) await recordSale(this.commands, productId, id, sale, context, reads.get(id));
    const recorded = batch.map(([id, sale]) => ({ orderId: id, status: sale.status }));
    const settling: InventoryCommand = {
      type: 'SettleStockCommitments',
      productId,
      recorded,
      now: this.commands.now(),
    };
    return (await this.inventory.decide(settling, context)).position;
  }
}
