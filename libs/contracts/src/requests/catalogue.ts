import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { REVIEW_PHOTO_LIMITS, REVIEW_PHOTO_MESSAGES } from '../review-photos';
import { ReviewPhotoRequest } from './review-photos';
import { PRODUCT_SORTS, type ProductSort } from '../catalogue';
import { EMAIL_MAX_LENGTH, INPUT_BOUNDS, LIMITS, PRODUCT_BOUNDS, SIZES, type Size } from '../limits';
import { CATALOGUE_INPUT_MESSAGES as M, REQUEST_LIMITS } from '../request-messages';
import { Paged, PageQuery } from './paging';

const SIZE = `Size must be one of ${SIZES.join(', ')}`;

class ProductFilters {
  @IsOptional() @IsString() @MaxLength(50) category?: string;
  @IsOptional() @IsString() @MaxLength(100) brand?: string;
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'Minimum price must be a number' })
  @Min(0, { message: 'Minimum price must be a number' })
  @Max(PRODUCT_BOUNDS.maxPrice, { message: 'Minimum price is too large' })
  minPrice?: number;
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'Maximum price must be a number' })
  @Min(0, { message: 'Maximum price must be a number' })
  @Max(PRODUCT_BOUNDS.maxPrice, { message: 'Maximum price is too large' })
  maxPrice?: number;
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @IsString() @MaxLength(10) @IsIn(SIZES, { message: SIZE }) size?: string;
  @IsOptional() @IsString() @MaxLength(60) color?: string;
  @IsOptional() @IsIn(PRODUCT_SORTS, { message: `Sort must be ${PRODUCT_SORTS.join(', ')}` }) sort?: ProductSort;
  /** The client's cache-busting timestamp (spec section 7). */
  @IsOptional() @IsString() @MaxLength(32) _?: string;
  @IsOptional() @IsString() @MaxLength(32) t?: string;
}

/** GET /products query (spec section 3, Listing filter, with page and limit). */
export class ProductListQuery extends Paged(ProductFilters) {}

/** GET /products/{id}/stock-timeline (admin): one size's and one colour's history, paged. */
export class StockTimelineQuery extends PageQuery {
  @IsOptional() @IsIn(SIZES, { message: SIZE }) size?: string;
  /** A colour variant id, or 'original'. */
  @IsOptional() @IsString() @MaxLength(INPUT_BOUNDS.idMaxLength) colour?: string;
}

/** PUT /products/{id}/upcoming. */
export class UpcomingRequest {
  @IsBoolean({ message: 'isUpcoming must be true or false' }) isUpcoming!: boolean;
}

/** POST /products/{id}/notify: a guest's address (a signed-in shopper may send none: their account e-mail is used). */
export class NotifyMeRequest {
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid }) email?: string;
}

/** POST /notify-me/confirm: the token of a notify-me confirmation e-mail's link (its signature is checked by the catalogue). */
export class NotifyConfirmRequest {
  @IsString({ message: M.notifyLinkInvalid })
  @MaxLength(REQUEST_LIMITS.notifyTokenMaxLength, { message: M.notifyLinkInvalid })
  token!: string;
}

/** PUT /reviews/{id} and POST /products/{id}/reviews. */
export class ReviewRequest {
  @Type(() => Number)
  @IsInt({ message: M.ratingInvalid })
  @Min(1, { message: M.ratingInvalid })
  @Max(5, { message: M.ratingInvalid })
  rating: number = 5;

  @IsString({ message: M.reviewTooShort })
  @IsNotEmpty({ message: M.reviewTooShort })
  @MinLength(LIMITS.reviewMinLength, { message: M.reviewTooShort })
  @MaxLength(LIMITS.reviewMaxLength, { message: M.reviewTooLong })
  comment!: string;
}

/** POST /reviews: a review of the product named in the body. */
export class CreateReviewRequest extends ReviewRequest {
  @IsString({ message: 'Product is required' })
  @IsNotEmpty({ message: 'Product is required' })
  @MaxLength(INPUT_BOUNDS.idMaxLength, { message: 'Product not found' })
  productId!: string;

  /** Up to 3 photos uploaded with POST /uploads/review-photos (issue #44). */
  @IsOptional()
  @IsArray({ message: REVIEW_PHOTO_MESSAGES.tooMany })
  @ArrayMaxSize(REVIEW_PHOTO_LIMITS.maxPhotos, { message: REVIEW_PHOTO_MESSAGES.tooMany })
  @ValidateNested({ each: true })
  @Type(() => ReviewPhotoRequest)
  photos?: ReviewPhotoRequest[];
}

const ADJUSTMENT = `Adjustment must be between -${REQUEST_LIMITS.maxStockAdjustment} and ${REQUEST_LIMITS.maxStockAdjustment}`;

/** POST /products/{id}/stock-adjustments: an admin's correction for one size; a null variantId is the 'Original' colour. */
export class StockAdjustmentRequest {
  @IsOptional() @IsString() @MaxLength(INPUT_BOUNDS.idMaxLength) variantId?: string | null;
  @IsIn(SIZES, { message: SIZE }) size!: Size;
  @Type(() => Number)
  @IsInt({ message: 'Adjustment must be a whole number' })
  @Min(-REQUEST_LIMITS.maxStockAdjustment, { message: ADJUSTMENT })
  @Max(REQUEST_LIMITS.maxStockAdjustment, { message: ADJUSTMENT })
  delta!: number;
  @IsString({ message: 'A reason is required' })
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(200)
  reason!: string;
}

/** POST /admin/catalogue/import?dryRun=false applies it; anything else (or none) is a dry run. */
export class CatalogueImportQuery {
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';
}

/** A CSV: the whole file, or one part of it (with the header); BODY_LIMIT_BYTES bounds it. */
export class CatalogueImportRequest {
  @IsString({ message: 'csv must be the CSV text' }) csv!: string;
}

const FIRST_ROW = 'firstRow must be a whole number from 2';

/** One part of a staged import: its CSV and the file's line number of its first data row (the header is row 1). */
export class CatalogueImportPartRequest extends CatalogueImportRequest {
  @Type(() => Number)
  @IsInt({ message: FIRST_ROW })
  @Min(2, { message: FIRST_ROW })
  @Max(10_000_000, { message: FIRST_ROW })
  firstRow!: number;
}
