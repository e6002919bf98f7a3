import { Inject, Injectable } from '@nestjs/common';
import { formatDate, type Review } from '@store/contracts';
import { AppConfig, CONFIG, DATABASE } from '@store/platform';
import { Kysely, type Selectable } from 'kysely';
import type { CatalogueReadTables, ProductReviewTable } from '../projections/catalogue.tables';
import type { VerifiedBuyersTables } from '../projections/verified-buyers.projection';

/** A product_review row with whether its author bought the product (verified_purchase). */
export type ReviewRow = Selectable<ProductReviewTable> & { verified_buyer: boolean | number };
export type ReviewTables = CatalogueReadTables & VerifiedBuyersTables;

/**
 * The spec's Review: userId {_id, name} ('Anonymous' when the name is gone) and formattedDate (in
 * the store's time zone); its photos an admin has not hidden, and the verified-buyer badge (#44).
 */
export function toReviewView(row: ReviewRow, timeZone: string): Review {
  const createdAt = new Date(row.created_at);
  return {
    _id: row.id,
    productId: row.product_id,
    rating: row.rating,
    comment: row.comment,
    userId: { _id: row.user_id, name: row.user_name ?? 'Anonymous' },
    createdAt: createdAt.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    formattedDate: formatDate(createdAt, 'longDay', timeZone),
    photos: (row.photos ?? []).filter((photo) => !photo.hidden).map(({ photoId, url }) => ({ _id: photoId, url })),
    verifiedBuyer: Boolean(row.verified_buyer),
  };
}
export type ReviewView = Review;

/** product_review with its verified_buyer flag: a paid purchase of the product by the reviewer, not voided. */
export function reviewRows(db: Kysely<ReviewTables>) {
  return db
    .selectFrom('product_review as r')
    .selectAll('r')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('verified_purchase as v')
            .select('v.order_id')
            .whereRef('v.user_id', '=', 'r.user_id')
            .whereRef('v.product_id', '=', 'r.product_id')
            .where('v.paid', '=', true)
            .where('v.voided', '=', false),
        )
        .as('verified_buyer'),
    );
}

@Injectable()
export class ReviewsQuery {
  private readonly view: (row: ReviewRow) => Review;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReviewTables>,
    @Inject(CONFIG) config: Pick<AppConfig, 'STORE_TIME_ZONE'>,
  ) {
    this.view = (row) => toReviewView(row, config.STORE_TIME_ZONE);
  }

  /** The product's reviews on the store's page: hidden ones left out (issue #44). */
  async forProduct(productId: string, page: number, limit: number) {
    const rows = await reviewRows(this.db)
      .where('r.product_id', '=', productId)
      .where('r.hidden', '=', false)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return rows.map(this.view);
  }

  /** The shopper's own review, shown to them even when an admin hid it from everyone else. */
  async byUser(productId: string, userId: string) {
    const row = await reviewRows(this.db)
      .where('r.product_id', '=', productId)
      .where('r.user_id', '=', userId)
      .executeTakeFirst();
    return row ? this.view(row) : null;
  }

  async byId(reviewId: string) {
    const row = await reviewRows(this.db).where('r.id', '=', reviewId).executeTakeFirst();
    return row ? this.view(row) : null;
  }
}

@Injectable()
export class StockHistoryQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CatalogueReadTables>) {}

  async forProduct(productId: string, page: number, limit: number) {
    const base = this.db.selectFrom('stock_history').where('product_id', '=', productId);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('position_commit', 'desc')
      .orderBy('position_prepare', 'desc')
      .orderBy('line', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return {
      entries: rows.map((row) => ({
        kind: row.kind,
        variantId: row.variant_id,
        size: row.size,
        delta: row.delta,
        quantity: row.quantity,
        orderId: row.order_id,
        reason: row.reason,
        actor: { id: row.actor_id, role: row.actor_role },
        at: new Date(row.at).toISOString(),
      })),
      currentPage: page,
      totalPages: Math.ceil(Number(total) / limit),
      total: Number(total),
    };
  }

  /** Every stock move made for one order (reserved, committed, released, returned), oldest first: its admin timeline. */
  async ofOrder(orderId: string): Promise<OrderStockMove[]> {
    const rows = await this.db
      .selectFrom('stock_history')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('position_commit')
      .orderBy('position_prepare')
      .orderBy('line')
      .execute();
    return rows.map((row) => ({
      kind: row.kind as OrderStockMove['kind'],
      productId: row.product_id,
      variantId: row.variant_id,
      size: row.size ?? '',
      quantity: Math.abs(row.delta) || 0,
      reason: row.reason,
      actor: { id: row.actor_id, role: row.actor_role },
      correlationId: row.correlation_id,
      at: new Date(row.at).toISOString(),
      move: `${row.position_commit}/${row.position_prepare}`,
    }));
  }
}

export interface OrderStockMove {
  kind: 'reserved' | 'committed' | 'released';
  productId: string;
  variantId: string | null;
  size: string;
  quantity: number;
  reason: string | null;
  actor: { id: string | null; role: string };
  correlationId: string | null;
  at: string;
  /** The stock event's place in the log: the lines one event moved share it. */
  move: string;
}
