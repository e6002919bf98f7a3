import { Type } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CATEGORIES, type Category } from '../limits';
import { MARKETING_INPUT_MESSAGES as M } from '../request-messages';

/**
 * Shapes and types only: the required fields and the spec's rules (section 5) are the domain's,
 * so a missing title reads 'Title is required' whichever layer meets it.
 */
const text = (name: string) => ({ message: `${name} must be text` });
const flag = (name: string) => ({ message: `${name} must be true or false` });

/** POST and PUT /offers (PUT: only the fields sent change). */
export class OfferRequest {
  @IsOptional() @IsString(text('Title')) @MaxLength(200) title?: string;
  @IsOptional() @IsString(text('Discount')) @MaxLength(100) discount?: string;
  @IsOptional() @IsString(text('Description')) @MaxLength(2000) description?: string;
  @IsOptional()
  @IsString({ message: M.offerDatesRequired })
  @MaxLength(40, { message: M.offerDatesRequired })
  validFrom?: string;
  @IsOptional()
  @IsString({ message: M.offerDatesRequired })
  @MaxLength(40, { message: M.offerDatesRequired })
  validUntil?: string;
  @IsOptional() @IsString(text('Badge Text')) @MaxLength(100) badgeText?: string;
  @IsOptional() @IsBoolean(flag('Show Badge')) showBadge?: boolean;
  @IsOptional() @IsString(text('CTA Text')) @MaxLength(100) ctaText?: string;
  @IsOptional() @IsString(text('CTA Link')) @MaxLength(500) ctaLink?: string;
  @IsOptional() @IsString(text('Terms')) @MaxLength(2000) terms?: string;
  @IsOptional()
  @Min(0, { message: M.offerDelayMin })
  @Max(86_400_000, { message: 'Delay is too long' })
  @IsInt({ message: M.offerDelayMin })
  delay?: number;
  @IsOptional() @IsBoolean(flag('Show Once Per Session')) showOncePerSession?: boolean;
  @IsOptional() @IsBoolean(flag('Active')) isActive?: boolean;
}

/** A hero image's picture: its uploaded URL and alternative text. */
export class HeroImageRefRequest {
  @IsOptional() @IsString({ message: M.imageRequired }) @MaxLength(2000) url?: string;
  @IsOptional() @IsString(text('Alt text')) @MaxLength(300) altText?: string;
}

/** POST and PUT /hero-images. */
export class HeroImageRequest {
  @IsOptional() @IsString(text('Title')) @MaxLength(200) title?: string;
  @IsOptional() @IsString(text('Description')) @MaxLength(2000) description?: string;
  @IsOptional() @ValidateNested() @Type(() => HeroImageRefRequest) image?: HeroImageRefRequest;
  @IsOptional() @IsString(text('Link')) @MaxLength(500) link?: string;
  @IsOptional() @IsString(text('Button text')) @MaxLength(100) buttonText?: string;
  @IsOptional() @IsBoolean(flag('Active')) isActive?: boolean;
}

/** One hero image's place in the carousel. */
export class HeroImageOrderRequest {
  @IsString({ message: 'Each entry needs the id of a hero image' })
  @MaxLength(64, { message: 'Each entry needs the id of a hero image' })
  id!: string;
  @Min(0, { message: M.reorderOrderInvalid })
  @Max(100_000, { message: M.reorderOrderInvalid })
  @IsInt({ message: M.reorderOrderInvalid })
  order!: number;
}

/** PUT /hero-images/reorder. */
export class ReorderHeroImagesRequest {
  @ValidateNested({ each: true })
  @Type(() => HeroImageOrderRequest)
  @ArrayNotEmpty({ message: M.reorderEmpty })
  @IsArray({ message: M.reorderEmpty })
  imageOrders!: HeroImageOrderRequest[];
}

/** PUT /collection-banners/{id}. */
export class UpdateBannerRequest {
  @IsOptional() @IsString({ message: M.imageRequired }) @MaxLength(2000) imageUrl?: string;
  @IsOptional() @IsString(text('Alt text')) @MaxLength(300) altText?: string;
  @IsOptional() @IsString(text('Title')) @MaxLength(200) title?: string;
  @IsOptional() @IsBoolean(flag('Active')) isActive?: boolean;
  @IsOptional()
  @Min(0, { message: 'Order must be a whole number from 0' })
  @Max(100_000, { message: 'Order must be a whole number from 0 to 100000' })
  @IsInt({ message: 'Order must be a whole number from 0' })
  order?: number;
}

/** POST /collection-banners: sets (replaces) the category's banner. */
export class SetBannerRequest extends UpdateBannerRequest {
  @IsIn(CATEGORIES, { message: M.categoryInvalid }) category!: Category;
}
