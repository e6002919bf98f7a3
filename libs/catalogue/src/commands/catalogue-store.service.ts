import { Inject, Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@store/eventstore';
import type { ProductRequest } from '@store/contracts/requests';
import {
  CommandContext,
  EVENT_STORE,
  handleCommand,
  isSealedValue,
  loadAggregate,
  PersonalData,
  userSubject,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '@store/platform';
import {
  INVENTORY_SETTLE_AT,
  INVENTORY_SETTLE_BATCH,
  SaleRecordOutdated,
  type InventoryCommand,
  type HolderShare,
  type InventoryState,
  type ReserveLine,
  type SaleKnowledge,
} from '../domain/inventory';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { productDecider, type ProductState } from '../domain/product-decider';
import { reviewDecider, validateReview } from '../domain/review';
import { productStream, reviewStream } from '../streams';
import { InventorySnapshots } from './inventory-snapshots';
import { InventoryWriter } from './inventory-writer';
import { readSaleStream, readSaleStreams, recordSale, type LoadedSale } from './sale-records';
import { productInputOf, type StockLevel } from './product-input';

const later = (a: Position | null, b: Position | null) => b ?? a;
const now = () => new Date().toISOString();

/**
 * The catalogue's write side: load a stream, decide, append with the expected revision (retried
 * on conflict by handleCommand; the inventory's commands queue and batch in InventoryWriter).
 * Every method returns the global position for read-your-writes.
 */
@Injectable()
export class CatalogueCommands {
  private readonly inventoryWriter: InventoryWriter;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Optional() snapshots?: InventorySnapshots,
    @Optional() private readonly personalData?: PersonalData,
  ) {
    this.inventoryWriter = new InventoryWriter(store, snapshots);
  }

  async product(productId: string): Promise<ProductState> {
    return (await loadAggregate(this.store, productDecider, productStream(productId))).state;
  }

  async requireProduct(productId: string): Promise<ProductState> {
    const state = await this.product(productId);
    if (!state.exists || state.deleted) throw new NotFoundError(M.productNotFound);
    return state;
  }

  async createProduct(
    body: ProductRequest,
    context: CommandContext,
  ): Promise<{ productId: string; position: Position | null }> {
    const { input, isUpcoming, stock } = productInputOf(body);
    const productId = randomUUID();
    const result = await handleCommand(
      this.store,
      productDecider,
      productStream(productId),
      { type: 'CreateProduct', productId, isUpcoming, now: now(), ...input },
      context,
      {
        expectedRevision: 'no_stream',
      },
    );
    const stocked = await this.setStockLevels(productId, stock, 'Product created', context);
    return { productId, position: later(result.position, stocked) };
  }

  async updateProduct(productId: string, body: ProductRequest, context: CommandContext): Promise<Position | null> {
    await this.requireProduct(productId);
    const { input, isUpcoming, stock } = productInputOf(body);
    const result = await handleCommand(
      this.store,
      productDecider,
      productStream(productId),
      { type: 'UpdateProduct', now: now(), ...input },
      context,
    );
    let position = result.position;
    if (body.isUpcoming !== undefined)
      position = later(position, await this.setUpcoming(productId, isUpcoming, context));
    return later(position, await this.setStockLevels(productId, stock, body.stockReason ?? 'Product updated', context));
  }

  async setUpcoming(productId: string, isUpcoming: boolean, context: CommandContext): Promise<Position | null> {
    return (
      await handleCommand(
        this.store,
        productDecider,
        productStream(productId),
        { type: 'SetUpcoming', isUpcoming, now: now() },
        context,
      )
    ).position;
  }

  async deleteProduct(productId: string, context: CommandContext): Promise<Position | null> {
    return (
      await handleCommand(
        this.store,
        productDecider,
        productStream(productId),
        { type: 'DeleteProduct', now: now() },
        context,
      )
    ).position;
  }

  /** Sets each level that differs from the current one: one append, a StockSet per (variant, size). */
  async setStockLevels(
    productId: string,
    levels: StockLevel[],
    reason: string,
    context: CommandContext,
  ): Promise<Position | null> {
    if (levels.length === 0) return null;
    return this.inventory({ type: 'SetStockLevels', productId, levels, reason, now: now() }, context);
  }

  /** An admin's correction (+/-) of one size's stock, for a variant the product has. */
  async adjustStock(
    productId: string,
    adjustment: { variantId?: string | null; size: string; delta: number; reason: string },
    context: CommandContext,
  ) {
    const product = await this.requireProduct(productId);
    const variantId = adjustment.variantId ?? null;
    const hasVariants = product.variants.length > 0;
    // No variant: the product's own ('Original') colour, which a product with variants has too.
    if (variantId !== null && !product.variants.some((variant) => variant.variantId === variantId)) {
      throw new ValidationError(
        hasVariants ? "Choose one of the product's colour variants" : 'This product has no colour variants',
        'variantId',
      );
    }
    const { size, delta, reason } = adjustment;
    return this.inventory({ type: 'AdjustStock', productId, variantId, size, delta, reason, now: now() }, context);
  }

  /** A product's inventory stream now (revision -1: none yet), for a decision appended elsewhere (the CSV import). */
  inventoryAt(productId: string): Promise<{ revision: number; state: InventoryState }> {
    return this.inventoryWriter.read(productId);
  }

  /** After appending to these inventory streams elsewhere: the next command reads them again. */
  inventoriesWrittenElsewhere(productIds: readonly string[]): void {
    for (const productId of productIds) this.inventoryWriter.forget(productId);
  }

  async inventory(command: InventoryCommand, context: CommandContext): Promise<Position | null> {
    return (await this.decideInventory(command, context)).position;
  }

  /** Queued per product and written in batches (see InventoryWriter): concurrent reservations do not race. */
  private decideInventory(command: InventoryCommand, context: CommandContext) {
    return this.inventoryWriter.decide(command, context);
  }

  /**
   * A decision about an order's sold units (commit, release, return): loads the inventory, then
   * reads the order's sale stream (in that order: see saleOf in domain/inventory.ts), decides, then
   * copies the outcome into the sale stream and settles the inventory's unsettled sales in batches.
   */
  private async saleDecision(
    productId: string,
    orderId: string,
    command: (known: SaleKnowledge) => InventoryCommand,
    context: CommandContext,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      const { settles } = await this.inventoryWriter.current(productId);
      const sale = await readSaleStream(this.store, productId, orderId);
      try {
        const result = await this.decideInventory(command({ sale: sale.state, settlesSeen: settles }), context);
        const settled = await this.settleSales(productId, orderId, result.state, context, sale);
        return later(result.position, settled);
      } catch (error) {
        if (!(error instanceof SaleRecordOutdated) || attempt >= 100) throw error;
      }
    }
  }

  /**
   * This order's sale into its sale stream now (as read for the decision: `saleRead`); every
   * unsettled one once INVENTORY_SETTLE_AT are waiting. Those were nearly all recorded by their
   * own decisions: their streams are read together and only a missing sale (its decision's
   * process stopped before recording it) is written, at the revision read.
   */
  private async settleSales(
    productId: string,
    orderId: string,
    state: InventoryState,
    context: CommandContext,
    saleRead: LoadedSale,
  ): Promise<Position | null> {
    const mine = state.unsettled[orderId];
    if (mine) await recordSale(this.store, productId, orderId, mine, context, saleRead);
    const waiting = Object.entries(state.unsettled);
    if (waiting.length < INVENTORY_SETTLE_AT) return null;
    const batch = waiting.slice(0, INVENTORY_SETTLE_BATCH);
    const others = batch.filter(([id]) => id !== orderId);
    const reads = await readSaleStreams(
      this.store,
      productId,
      others.map(([id]) => id),
    );
    for (const [id, sale] of others) await recordSale(this.store, productId, id, sale, context, reads.get(id));
    const recorded = batch.map(([id, sale]) => ({ orderId: id, status: sale.status }));
    return this.inventory({ type: 'SettleStockCommitments', productId, recorded, now: now() }, context);
  }

  /**
   * For ordering: all lines of one product for one order, or none. `expiresAt`: when the
   * reservation lapses unless its order is paid (the stock sweeper releases it then); `share`: the
   * most of each colour and size its holders may hold unpaid (guest orders, 409 beyond it).
   */
  reserveStock(
    productId: string,
    orderId: string,
    lines: ReserveLine[],
    context: CommandContext,
    expiresAt?: string,
    share?: HolderShare,
  ) {
    return this.inventory(
      { type: 'ReserveStock', productId, orderId, lines, now: now(), expiresAt, ...(share ? { share } : {}) },
      context,
    );
  }
  commitStock(productId: string, orderId: string, context: CommandContext) {
    return this.saleDecision(
      productId,
      orderId,
      (known) => ({ type: 'CommitStock', productId, orderId, now: now(), ...known }),
      context,
    );
  }
  releaseStock(productId: string, orderId: string, context: CommandContext) {
    return this.saleDecision(
      productId,
      orderId,
      (known) => ({ type: 'ReleaseStock', productId, orderId, now: now(), ...known }),
      context,
    );
  }
  /** For ordering: the units a returned order bought go back on sale, once (reason e.g. 'returned to stock'). */
  returnStock(productId: string, orderId: string, reason: string, context: CommandContext) {
    return this.saleDecision(
      productId,
      orderId,
      (known) => ({ type: 'ReturnStock', productId, orderId, reason, now: now(), ...known }),
      context,
    );
  }

  /** The reviewer's name, sealed under their own key: deleting the account erases it from every review event. */
  private async sealName(user: { id: string; name: string }): Promise<string | null> {
    return (await this.personalData?.sealExisting(userSubject(user.id), user.name)) ?? null;
  }

  /**
   * The review's text, sealed under the reviewer's key like their name: people write their name,
   * phone or street into reviews, and deleting the account must erase that too. A deleted
   * reviewer's key is gone: their review's text can no longer be written (409).
   */
  private async sealComment(userId: string, comment: string): Promise<string> {
    const sealed = await this.personalData?.sealExisting(userSubject(userId), comment);
    if (!sealed) throw new ConflictError(M.reviewerErased);
    return sealed;
  }

  /** A recorded comment as text: opened with the reviewer's key, or as recorded before sealing; null once erased. */
  private async openComment(userId: string, stored: string): Promise<string | null> {
    if (!isSealedValue(stored)) return stored;
    return (await this.personalData?.open<string>({ subject: userSubject(userId), sealed: stored })) ?? null;
  }

  async createReview(
    productId: string,
    user: { id: string; name: string },
    rating: number,
    comment: string,
    context: CommandContext,
  ) {
    await this.requireProduct(productId);
    const reviewId = randomUUID();
    const sealedComment = await this.sealComment(user.id, validateReview(rating, comment).comment);
    const result = await handleCommand(
      this.store,
      reviewDecider,
      reviewStream(productId, user.id),
      {
        type: 'CreateReview',
        reviewId,
        productId,
        userId: user.id,
        sealedUserName: await this.sealName(user),
        rating,
        comment,
        sealedComment,
        now: now(),
      },
      context,
    );
    return { reviewId: result.state.reviewId!, position: result.position };
  }

  async editReview(productId: string, userId: string, rating: number, comment: string, context: CommandContext) {
    const text = validateReview(rating, comment).comment;
    const stream = reviewStream(productId, userId);
    const { storedComment } = (await loadAggregate(this.store, reviewDecider, stream)).state;
    const sameTextAs =
      storedComment !== null && (await this.openComment(userId, storedComment)) === text ? storedComment : null;
    const sealedComment = await this.sealComment(userId, text);
    return (
      await handleCommand(
        this.store,
        reviewDecider,
        stream,
        { type: 'EditReview', productId, userId, rating, comment, sealedComment, sameTextAs, now: now() },
        context,
      )
    ).position;
  }

  async deleteReview(productId: string, userId: string, context: CommandContext) {
    return (
      await handleCommand(
        this.store,
        reviewDecider,
        reviewStream(productId, userId),
        { type: 'DeleteReview', productId, userId, now: now() },
        context,
      )
    ).position;
  }
}
