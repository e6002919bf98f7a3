import { Inject, Injectable } from '@nestjs/common';
import { formatDate, type Review } from '@store/contracts';
import { AppConfig, CONFIG, DATABASE } from '@store/platform';
import { Kysely, type Selectable } from 'kysely';
import type { CatalogueReadTables, ProductReviewTable } from '../projections/catalogue.tables';

/** The spec's Review: userId {_id, name} ('Anonymous' when the name is gone) and formattedDate (in the store's time zone). */
export function toReviewView(row: Selectable<ProductReviewTable>, timeZone: string): Review {
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
  };
}
export type ReviewView = Review;

@Injectable()
export class ReviewsQuery {
  private readonly view: (row: Selectable<ProductReviewTable>) => Review;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<CatalogueReadTables>,
    @Inject(CONFIG) config: Pick<AppConfig, 'STORE_TIME_ZONE'>,
  ) {
    this.view = (row) => toReviewView(row, config.STORE_TIME_ZONE);
  }

  async forProduct(productId: string, page: number, limit: number) {
    const rows = await this.db
      .selectFrom('product_review')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return rows.map(this.view);
  }

  async byUser(productId: string, userId: string) {
    const row = await this.db
      .selectFrom('product_review')
      .selectAll()
      .where('product_id', '=', productId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? this.view(row) : null;
  }

  async byId(reviewId: string) {
    const row = await this.db.selectFrom('product_review').selectAll().where('id', '=', reviewId).executeTakeFirst();
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
