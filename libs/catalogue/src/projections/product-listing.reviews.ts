import type { RecordedEvent } from '@store/eventstore';
import {
  anyOf,
  isPersonalDataStream,
  openSealedWith,
  subjectKey,
  userSubject,
  type PersonalDataErased,
} from '@store/platform';
import type { ReviewEvent } from '../domain/review';
import { isReviewStream } from '../streams';
import type { ListingBatch } from './product-listing.batch';
import { on, type Db } from './product-listing.handler';

const R = isReviewStream;

/** A value the reviewer wrote: sealed under their key, or plain in an event from before sealing. */
interface Written {
  sealed?: string | null;
  plain?: string | null;
}

/**
 * What the reviewer wrote (their name, the review's text), opened with their key: null once they
 * are erased, so a rebuild after erasure restores nothing. A plain value (an event from before
 * sealing, in a log that was not resealed) shows only while the reviewer's key lives, for the same
 * reason.
 */
async function reviewerWrote(db: Db, userId: string, values: Written[]): Promise<Array<string | null>> {
  const subject = userSubject(userId);
  const key = await subjectKey(db, subject);
  return values.map(({ sealed, plain }) => {
    if (sealed) return openSealedWith<string>(key, { subject, sealed });
    return key && typeof plain === 'string' ? plain : null;
  });
}

const userIdsOf = (subjects: string[]) =>
  subjects.filter((subject) => subject.startsWith('user:')).map((subject) => subject.slice('user:'.length));

/**
 * product_review, written as the events come (few, and erasures must find them in event order);
 * each review's product gets its rating counted again at the batch's end.
 */
export const reviewHandlers = {
  ReviewCreated: on<'ReviewCreated'>(R, async (data, batch, db) => {
    const [userName, comment] = await reviewerWrote(db, data.userId, [
      { sealed: data.sealedUserName, plain: data.userName },
      { sealed: data.sealedComment, plain: data.comment },
    ]);
    await db
      .insertInto('product_review')
      .values({
        id: data.reviewId,
        product_id: data.productId,
        user_id: data.userId,
        user_name: userName,
        rating: data.rating,
        comment,
        created_at: data.createdAt,
        updated_at: data.createdAt,
        photos: JSON.stringify(
          (data.photos ?? []).map(({ photoId, url }) => ({
            photoId,
            url,
            hidden: false,
            hiddenReason: null,
            hiddenAt: null,
            hiddenBy: null,
          })),
        ),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    batch.ratings.add(data.productId);
  }),
  ReviewEdited: on<'ReviewEdited'>(R, async (data, batch, db) => {
    const [comment] = await reviewerWrote(db, data.userId, [{ sealed: data.sealedComment, plain: data.comment }]);
    await db
      .updateTable('product_review')
      .set({ rating: data.rating, comment, updated_at: data.editedAt })
      .where('id', '=', data.reviewId)
      .execute();
    batch.ratings.add(data.productId);
  }),
  ReviewDeleted: on<'ReviewDeleted'>(R, async (data, batch, db) => {
    await db.deleteFrom('product_review').where('id', '=', data.reviewId).execute();
    batch.ratings.add(data.productId);
  }),
  /** Hidden by an admin (issue #44): kept with the reason for the moderation screen, off the store's pages and rating. */
  ReviewHidden: async (event: RecordedEvent, db: Db, batch: ListingBatch) => {
    if (!R(event.streamId)) return;
    const data = event.data as Extract<ReviewEvent, { type: 'ReviewHidden' }>['data'];
    await db
      .updateTable('product_review')
      .set({ hidden: true, hidden_reason: data.reason, hidden_at: data.at, hidden_by: event.metadata.actor.id })
      .where('id', '=', data.reviewId)
      .execute();
    batch.ratings.add(data.productId);
  },
  ReviewPhotoHidden: async (event: RecordedEvent, db: Db) => {
    if (!R(event.streamId)) return;
    const data = event.data as Extract<ReviewEvent, { type: 'ReviewPhotoHidden' }>['data'];
    const row = await db
      .selectFrom('product_review')
      .select('photos')
      .where('id', '=', data.reviewId)
      .executeTakeFirst();
    if (!row) return;
    const photos = row.photos.map((photo) =>
      photo.photoId === data.photoId
        ? { ...photo, hidden: true, hiddenReason: data.reason, hiddenAt: data.at, hiddenBy: event.metadata.actor.id }
        : photo,
    );
    await db
      .updateTable('product_review')
      .set({ photos: JSON.stringify(photos) })
      .where('id', '=', data.reviewId)
      .execute();
  },
  /**
   * A deleted user's reviews stay as their rating only: 'Anonymous', no text, no photos (they may
   * show the person; issue #44). The product's
   * average and count are unchanged (they never depended on the text).
   */
  UserDeleted: async (event: RecordedEvent, db: Db) => {
    if (!event.streamId.startsWith('identity-user-')) return;
    const { userId } = event.data as { userId: string };
    await db
      .updateTable('product_review')
      .set({ user_name: null, comment: null, photos: '[]' })
      .where('user_id', '=', userId)
      .execute();
  },
  PersonalDataErased: async (event: RecordedEvent, db: Db) => {
    if (!isPersonalDataStream(event.streamId)) return;
    const userIds = userIdsOf((event.data as PersonalDataErased['data']).subjects);
    if (userIds.length)
      await db
        .updateTable('product_review')
        .set({ user_name: null, comment: null, photos: '[]' })
        .where('user_id', '=', anyOf(userIds, 'text'))
        .execute();
  },
};
