import { Inject, Injectable } from '@nestjs/common';
import {
  REVIEW_PHOTO_LIMITS,
  type CustomerPhoto,
  type ModeratedReview,
  type ReviewModerationStatus,
} from '@store/contracts';
import { AppConfig, CONFIG, DATABASE } from '@store/platform';
import { Kysely, sql } from 'kysely';
import { reviewRows, toReviewView, type ReviewRow, type ReviewTables } from './reviews.query';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The admin's moderation list (every review, hidden ones too) and the product page's customer photos (issue #44). */
@Injectable()
export class ReviewModerationQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReviewTables>,
    @Inject(CONFIG) private readonly config: Pick<AppConfig, 'STORE_TIME_ZONE'>,
  ) {}

  private moderated(row: ReviewRow & { product_name: string | null }): ModeratedReview {
    const { photos: _visible, ...review } = toReviewView(row, this.config.STORE_TIME_ZONE);
    return {
      review,
      productName: row.product_name,
      photos: (row.photos ?? []).map((photo) => ({
        _id: photo.photoId,
        url: photo.url,
        hidden: photo.hidden,
        hiddenReason: photo.hiddenReason,
        hiddenAt: iso(photo.hiddenAt),
        hiddenBy: photo.hiddenBy,
      })),
      hidden: row.hidden,
      hiddenReason: row.hidden_reason,
      hiddenAt: iso(row.hidden_at),
      hiddenBy: row.hidden_by,
    };
  }

  private rows() {
    return reviewRows(this.db)
      .leftJoin('product_listing as p', 'p.id', 'r.product_id')
      .select('p.name as product_name');
  }

  /** Newest first; `status` visible/hidden, `withPhotos` only reviews with photos. */
  async page(status: ReviewModerationStatus, withPhotos: boolean, page: number, limit: number) {
    let query = this.rows();
    if (status !== 'all') query = query.where('r.hidden', '=', status === 'hidden');
    if (withPhotos) query = query.where(sql<boolean>`jsonb_array_length(r.photos) > 0`);
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return {
      reviews: rows.map((row) => this.moderated(row)),
      currentPage: page,
      totalPages: Math.ceil(Number(total) / limit),
      total: Number(total),
    };
  }

  async byId(reviewId: string): Promise<ModeratedReview | null> {
    const row = await this.rows().where('r.id', '=', reviewId).executeTakeFirst();
    return row ? this.moderated(row) : null;
  }

  /** The newest photos of the product's visible reviews, photos an admin hid left out. */
  async customerPhotos(productId: string, limit: number = REVIEW_PHOTO_LIMITS.galleryPhotos): Promise<CustomerPhoto[]> {
    const rows = await this.db
      .selectFrom('product_review')
      .select(['id', 'rating', 'user_name', 'photos'])
      .where('product_id', '=', productId)
      .where('hidden', '=', false)
      .where(sql<boolean>`jsonb_array_length(photos) > 0`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows
      .flatMap((row) =>
        row.photos
          .filter((photo) => !photo.hidden)
          .map((photo) => ({
            _id: photo.photoId,
            url: photo.url,
            reviewId: row.id,
            rating: row.rating,
            reviewerName: row.user_name ?? 'Anonymous',
          })),
      )
      .slice(0, limit);
  }
}
