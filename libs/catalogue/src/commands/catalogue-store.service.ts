import { Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Position } from '@store/eventstore';
import type { ProductRequest } from '@store/contracts/requests';
import {
  CommandContext,
  CommandHandling,
  type HandleOptions,
  PersonalData,
  NotFoundError,
  ValidationError,
} from '@store/platform';
import type { InventoryCommand, HolderShare, InventoryState, ReserveLine } from '../domain/inventory';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { productDecider, type ProductCommand, type ProductState } from '../domain/product-decider';
import { reviewDecider, validateReview, type ReviewCommand, type ReviewPhoto } from '../domain/review';
import { inventoryStream, productStream, reviewStream } from '../streams';
import { InventorySnapshots } from './inventory-snapshots';
import { InventoryWriter } from './inventory-writer';
import { productInputOf, type StockLevel } from './product-input';
import { ReviewTexts } from './review-texts';
import { StockSales } from './stock-sales';

const later = (a: Position | null, b: Position | null) => b ?? a;

/**
 * The catalogue's write side, on the platform's CommandHandling (load, decide, append with the
 * expected revision, retried on conflict); the inventory's commands queue and batch in
 * InventoryWriter, sale decisions go through StockSales. Every method returns the global
 * position for read-your-writes.
 */
@Injectable()
export class CatalogueCommands {
  private readonly inventoryWriter: InventoryWriter;
  private readonly sales: StockSales;
  private readonly reviewTexts: ReviewTexts;

  constructor(
    private readonly commands: CommandHandling,
    @Optional() snapshots?: InventorySnapshots,
    @Optional() personalData?: PersonalData,
  ) {
    this.inventoryWriter = new InventoryWriter(commands, snapshots);
    this.sales = new StockSales(commands, this.inventoryWriter);
    this.reviewTexts = new ReviewTexts(personalData);
  }

  async product(productId: string): Promise<ProductState> {
    return (await this.commands.load(productDecider, productStream(productId))).state;
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
    const created = await this.decideProduct(
      productId,
      { type: 'CreateProduct', productId, isUpcoming, now: this.commands.now(), ...input },
      context,
      { expectedRevision: 'no_stream' },
    );
    const stocked = await this.setStockLevels(productId, stock, 'Product created', context);
    return { productId, position: later(created, stocked) };
  }

  async updateProduct(productId: string, body: ProductRequest, context: CommandContext): Promise<Position | null> {
    await this.requireProduct(productId);
    const { input, isUpcoming, stock } = productInputOf(body);
    const updated = { type: 'UpdateProduct' as const, now: this.commands.now(), ...input };
    let position = await this.decideProduct(productId, updated, context);
    if (body.isUpcoming !== undefined)
      position = later(position, await this.setUpcoming(productId, isUpcoming, context));
    return later(position, await this.setStockLevels(productId, stock, body.stockReason ?? 'Product updated', context));
  }

  setUpcoming(productId: string, isUpcoming: boolean, context: CommandContext): Promise<Position | null> {
    return this.decideProduct(productId, { type: 'SetUpcoming', isUpcoming, now: this.commands.now() }, context);
  }

  deleteProduct(productId: string, context: CommandContext): Promise<Position | null> {
    return this.decideProduct(productId, { type: 'DeleteProduct', now: this.commands.now() }, context);
  }

  private async decideProduct(
    productId: string,
    command: ProductCommand,
    context: CommandContext,
    options?: HandleOptions<ProductState>,
  ): Promise<Position | null> {
    return (await this.commands.decide(productDecider, productStream(productId), command, context, options)).position;
  }

  /** Sets each level that differs from the current one: one append, a StockSet per (variant, size). */
  async setStockLevels(
    productId: string,
    levels: StockLevel[],
    reason: string,
    context: CommandContext,
  ): Promise<Position | null> {
    if (levels.length === 0) return null;
    return this.inventory({ type: 'SetStockLevels', productId, levels, reason, now: this.commands.now() }, context);
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
    const now = this.commands.now();
    return this.inventory({ type: 'AdjustStock', productId, variantId, size, delta, reason, now }, context);
  }

  /**
   * adjustStock, at most once for `reason` (e.g. 'Return R-06E1B0-1 received') on this colour and
   * size: the inventory's events recorded since `since` (the store's ISO time of what caused it) are
   * read newest first, and a StockAdjusted with the same reason, colour and size there means it was
   * made already (null). Callers run one attempt per reason at a time (a job with a stable id), so
   * the check and the append do not race; the inventory's state stays bounded (no set of keys).
   */
  async adjustStockOnce(
    productId: string,
    adjustment: { variantId?: string | null; size: string; delta: number; reason: string },
    since: string,
    context: CommandContext,
  ): Promise<Position | null> {
    const variantId = adjustment.variantId ?? null;
    const page = 200;
    let fromRevision: number | undefined;
    for (;;) {
      const events = await this.commands.store.readStream(inventoryStream(productId), {
        direction: 'backwards',
        limit: page,
        ...(fromRevision === undefined ? {} : { fromRevision }),
      });
      for (const event of events) {
        const data = event.data as { variantId?: string | null; size?: string; reason?: string; at?: string };
        if (
          event.type === 'StockAdjusted' &&
          data.reason === adjustment.reason &&
          (data.variantId ?? null) === variantId &&
          data.size === adjustment.size
        )
          return null;
      }
      const oldest = events[events.length - 1];
      if (events.length < page || !oldest || oldest.recordedAt < since) break;
      fromRevision = oldest.revision - 1;
      if (fromRevision < 0) break;
    }
    return this.adjustStock(productId, { ...adjustment, variantId }, context);
  }

  /** A product's inventory stream now (revision -1: none yet), for a decision appended elsewhere (the CSV import). */
  inventoryAt(productId: string): Promise<{ revision: number; state: InventoryState }> {
    return this.inventoryWriter.read(productId);
  }

  /** After appending to these inventory streams elsewhere: the next command reads them again. */
  inventoriesWrittenElsewhere(productIds: readonly string[]): void {
    for (const productId of productIds) this.inventoryWriter.forget(productId);
  }

  /** Queued per product and written in batches (see InventoryWriter): concurrent reservations do not race. */
  async inventory(command: InventoryCommand, context: CommandContext): Promise<Position | null> {
    return (await this.inventoryWriter.decide(command, context)).position;
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
    const now = this.commands.now();
    return this.inventory(
      { type: 'ReserveStock', productId, orderId, lines, now, expiresAt, ...(share ? { share } : {}) },
      context,
    );
  }
  /**
   * For ordering, before the costly steps of a placement (issue #45): the 409 the reservation of
   * these lines would meet for too few units, thrown when this process's kept inventory says so
   * and a read of what was appended since confirms it (see InventoryWriter.refuseShortage);
   * otherwise nothing, and the reservation decides.
   */
  refuseShortage(productId: string, orderId: string, lines: ReserveLine[], context: CommandContext): Promise<void> {
    return this.inventoryWriter.refuseShortage(productId, orderId, lines, context);
  }
  commitStock(productId: string, orderId: string, context: CommandContext) {
    return this.sales.decide({ type: 'CommitStock', productId, orderId, now: this.commands.now() }, context);
  }
  releaseStock(productId: string, orderId: string, context: CommandContext) {
    return this.sales.decide({ type: 'ReleaseStock', productId, orderId, now: this.commands.now() }, context);
  }
  /** For ordering: the units a returned order bought go back on sale, once (reason e.g. 'returned to stock'). */
  returnStock(productId: string, orderId: string, reason: string, context: CommandContext) {
    return this.sales.decide({ type: 'ReturnStock', productId, orderId, reason, now: this.commands.now() }, context);
  }

  async createReview(
    productId: string,
    user: { id: string; name: string },
    rating: number,
    comment: string,
    context: CommandContext,
    photos: ReviewPhoto[] = [],
  ) {
    await this.requireProduct(productId);
    const reviewId = randomUUID();
    const sealedComment = await this.reviewTexts.sealComment(user.id, validateReview(rating, comment).comment);
    const result = await this.commands.decide(
      reviewDecider,
      reviewStream(productId, user.id),
      {
        type: 'CreateReview',
        reviewId,
        productId,
        userId: user.id,
        sealedUserName: await this.reviewTexts.sealName(user),
        rating,
        comment,
        sealedComment,
        photos,
        now: this.commands.now(),
      },
      context,
    );
    return { reviewId: result.state.reviewId!, position: result.position };
  }

  async editReview(productId: string, userId: string, rating: number, comment: string, context: CommandContext) {
    const text = validateReview(rating, comment).comment;
    const { storedComment } = (await this.commands.load(reviewDecider, reviewStream(productId, userId))).state;
    const sameTextAs =
      storedComment !== null && (await this.reviewTexts.openComment(userId, storedComment)) === text
        ? storedComment
        : null;
    const sealedComment = await this.reviewTexts.sealComment(userId, text);
    const now = this.commands.now();
    const edit: ReviewCommand = {
      type: 'EditReview',
      productId,
      userId,
      rating,
      comment,
      sealedComment,
      sameTextAs,
      now,
    };
    return this.decideReview(productId, userId, edit, context);
  }

  deleteReview(productId: string, userId: string, context: CommandContext) {
    return this.decideReview(
      productId,
      userId,
      { type: 'DeleteReview', productId, userId, now: this.commands.now() },
      context,
    );
  }

  /** An admin's moderation of a review (issue #44): hide it, or one of its photos, with the reason. */
  moderateReview(
    productId: string,
    userId: string,
    command: { reason: string; photoId?: string },
    context: CommandContext,
  ) {
    const now = this.commands.now();
    const { reason, photoId } = command;
    return this.decideReview(
      productId,
      userId,
      photoId === undefined
        ? { type: 'HideReview', productId, userId, reason, now }
        : { type: 'HideReviewPhoto', productId, userId, photoId, reason, now },
      context,
    );
  }

  private async decideReview(productId: string, userId: string, command: ReviewCommand, context: CommandContext) {
    return (await this.commands.decide(reviewDecider, reviewStream(productId, userId), command, context)).position;
  }
}
