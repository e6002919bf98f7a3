import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { INPUT_BOUNDS } from '../limits';
import { Paged } from './paging';
import {
  REVIEW_MODERATION_STATUSES,
  REVIEW_PHOTO_LIMITS as L,
  REVIEW_PHOTO_MESSAGES as M,
  type ReviewModerationStatus,
} from '../review-photos';
import { BooleanFromText, Trim } from './decorators';

/** A photo a review names: the address and the token its upload answered (issue #44). */
export class ReviewPhotoRequest {
  @IsString({ message: M.photoInvalid }) @MaxLength(1000, { message: M.photoInvalid }) url!: string;
  @IsString({ message: M.photoInvalid })
  @MaxLength(INPUT_BOUNDS.tokenMaxLength, { message: M.photoInvalid })
  token!: string;
}

/** POST /admin/reviews/{id}/hide and .../photos/{photoId}/hide: why (kept in the event). */
export class ReviewModerationRequest {
  @Trim()
  @IsString({ message: M.reasonRequired })
  @IsNotEmpty({ message: M.reasonRequired })
  @MaxLength(L.reasonMaxLength, { message: M.reasonTooLong })
  reason!: string;
}

/** GET /admin/reviews?status=all|visible|hidden&withPhotos=true&page=. */
export class ModeratedReviewsQuery extends Paged(class {}) {
  @IsOptional()
  @IsIn(REVIEW_MODERATION_STATUSES, { message: 'Status must be all, visible or hidden' })
  status?: ReviewModerationStatus;
  @IsOptional()
  @BooleanFromText()
  @IsIn([true, false], { message: 'withPhotos must be true or false' })
  withPhotos?: boolean;
}
