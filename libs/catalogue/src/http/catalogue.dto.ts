import { EMAIL_MAX_LENGTH, LIMITS, PRODUCT_BOUNDS, PRODUCT_SORTS, SIZES, type ProductSort } from '@store/contracts';
import { INPUT_BOUNDS } from '@store/platform';
import { Type } from 'class-transformer';
import {
  Allow,
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
} from 'class-validator';
import { CONFIRM_TOKEN_MAX_LENGTH } from '../commands/notify-me-confirm-links';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';

const PAGE = `Page must be a whole number from 1 to ${INPUT_BOUNDS.maxPage}`;
/** Prices in rupees: no product costs more (the domain's bound). */
export const MAX_PRICE_FILTER = PRODUCT_BOUNDS.maxPrice;
/** One stock correction: at most this many units in or out. */
export const MAX_STOCK_ADJUSTMENT = 100_000;
const LIMIT = 'Limit must be a whole number from 1 to 100';

export class PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  @Max(INPUT_BOUNDS.maxPage, { message: PAGE })
  page?: number;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT })
  @Min(1, { message: LIMIT })
  @Max(100, { message: LIMIT })
  limit?: number;
}

export class ListProductsQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(50) category?: string;
  @IsOptional() @IsString() @MaxLength(100) brand?: string;
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'Minimum price must be a number' })
  @Min(0, { message: 'Minimum price must be a number' })
  @Max(MAX_PRICE_FILTER, { message: 'Minimum price is too large' })
  minPrice?: number;
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'Maximum price must be a number' })
  @Min(0, { message: 'Maximum price must be a number' })
  @Max(MAX_PRICE_FILTER, { message: 'Maximum price is too large' })
  maxPrice?: number;
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional()
  @IsString()
  @MaxLength(10)
  @IsIn(SIZES, { message: `Size must be one of ${SIZES.join(', ')}` })
  size?: string;
  @IsOptional() @IsString() @MaxLength(60) color?: string;
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `Sort must be ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;
  /** The client's cache-busting timestamp (spec section 7). */
  @IsOptional() @Allow() @MaxLength(32) _?: string;
  @IsOptional() @Allow() @MaxLength(32) t?: string;
}

/** The admin product form: shapes are checked by parseProductBody and the product decider. */
export class ProductBodyDto {
  @Allow() name?: unknown;
  @Allow() description?: unknown;
  @Allow() category?: unknown;
  @Allow() brand?: unknown;
  @Allow() material?: unknown;
  @Allow() sizes?: unknown;
  @Allow() tags?: unknown;
  @Allow() specifications?: unknown;
  @Allow() baseImages?: unknown;
  @Allow() images?: unknown;
  @Allow() price?: unknown;
  @Allow() hasOfferPricing?: unknown;
  @Allow() offerPrice?: unknown;
  @Allow() originalPrice?: unknown;
  @Allow() offerValidFrom?: unknown;
  @Allow() offerValidUntil?: unknown;
  @Allow() isFeatured?: unknown;
  @Allow() isNewArrival?: unknown;
  @Allow() isBestSeller?: unknown;
  @Allow() isUpcoming?: unknown;
  @Allow() stock?: unknown;
  @Allow() stockReason?: unknown;
  @Allow() colorVariants?: unknown;
}

export class UpcomingDto {
  @IsBoolean({ message: 'isUpcoming must be true or false' }) isUpcoming!: boolean;
}

export class NotifyDto {
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid }) email?: string;
}

/** The token of a notify-me confirmation link; its shape and signature are checked by NotifyMeConfirmLinks. */
export class NotifyConfirmDto {
  @IsString({ message: M.notifyLinkInvalid })
  @MaxLength(CONFIRM_TOKEN_MAX_LENGTH, { message: M.notifyLinkInvalid })
  token!: string;
}

export class ReviewBodyDto {
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

export class CreateReviewDto extends ReviewBodyDto {
  @IsString({ message: 'Product is required' })
  @IsNotEmpty({ message: 'Product is required' })
  @MaxLength(INPUT_BOUNDS.idMaxLength, { message: 'Product not found' })
  productId!: string;
}

/** An admin's stock correction for one size (of one colour variant, when the product has variants). */
export class StockAdjustmentDto {
  @IsOptional() @IsString() @MaxLength(INPUT_BOUNDS.idMaxLength) variantId?: string | null;
  @IsIn([...SIZES], { message: 'Size must be one of XS, S, M, L, XL, XXL, XXXL' }) size: string;
  @Type(() => Number)
  @IsInt({ message: 'Adjustment must be a whole number' })
  @Min(-MAX_STOCK_ADJUSTMENT, {
    message: `Adjustment must be between -${MAX_STOCK_ADJUSTMENT} and ${MAX_STOCK_ADJUSTMENT}`,
  })
  @Max(MAX_STOCK_ADJUSTMENT, {
    message: `Adjustment must be between -${MAX_STOCK_ADJUSTMENT} and ${MAX_STOCK_ADJUSTMENT}`,
  })
  delta: number;
  @IsString({ message: 'A reason is required' })
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(200)
  reason: string;
}
