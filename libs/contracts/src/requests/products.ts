import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { type Category, INPUT_BOUNDS, PRODUCT_BOUNDS, SIZES, type Size } from '../limits';
import { CATALOGUE_INPUT_MESSAGES as M } from '../request-messages';
import { BooleanFromText, IsRecordOf, NumberFromText, Satisfies, Stacked, Trim } from './decorators';

/**
 * Bounds of the admin form's text and lists: every value fits its column with room to spare.
 * Prices and stock levels are PRODUCT_BOUNDS (the catalogue's domain checks them too).
 */
export const PRODUCT_INPUT_BOUNDS = {
  textMaxLength: 200,
  descriptionMaxLength: 5_000,
  urlMaxLength: 2_048,
  maxListItems: 50,
} as const;
const B = PRODUCT_INPUT_BOUNDS;

const tooLong = (max: number) => ({ message: M.textTooLong(max) });
const tooMany = { message: M.listTooLong(B.maxListItems) };
const flag = (name: string) => ({ message: `${name} must be true or false` });
const text = (name: string) => ({ message: `${name} must be text` });

/** Optional text, trimmed, of at most `max` characters. */
const OptionalText = (label: string, max: number = B.textMaxLength) =>
  Stacked(IsOptional(), Trim(), IsString(text(label)), MaxLength(max, tooLong(max)));

/** A size -> units map: sizes of SIZES only, whole units from 0 to PRODUCT_BOUNDS.maxStock (none is 0). */
const IsStockBySize = () =>
  IsRecordOf(
    (entries) =>
      entries.length > SIZES.length || entries.some(([size]) => !(SIZES as readonly string[]).includes(size))
        ? M.sizeInvalid
        : entries.every(([, units]) => isStockLevel(Number(units ?? 0)))
          ? null
          : M.stockInvalid,
    M.stockInvalid,
  );
const isStockLevel = (n: number) => Number.isInteger(n) && n >= 0 && n <= PRODUCT_BOUNDS.maxStock;

/** A price in rupees from 0 to PRODUCT_BOUNDS.maxPrice (sent as a number, or as text from a CSV); null or '' is none. */
const Price = (message: string) => (target: object, property: string) => {
  NumberFromText()(target, property);
  ValidateIf((request: Record<string, unknown>) => request[property] !== null && request[property] !== undefined)(
    target,
    property,
  );
  IsNumber({ allowNaN: false, allowInfinity: false }, { message })(target, property);
  Min(0, { message })(target, property);
  Max(PRODUCT_BOUNDS.maxPrice, { message })(target, property);
};

/** A calendar day YYYY-MM-DD (a longer ISO timestamp is cut to its day); null or '' is an open end. */
const CalendarDay = () => (target: object, property: string) => {
  Transform(({ value }) =>
    typeof value !== 'string' ? value : value.trim() === '' ? null : value.slice(0, 40).trim().slice(0, 10),
  )(target, property);
  ValidateIf((request: Record<string, unknown>) => request[property] !== null && request[property] !== undefined)(
    target,
    property,
  );
  Satisfies((request: Record<string, unknown>) => isCalendarDay(request[property]), {
    message: M.offerDateInvalid,
  })(target, property);
};
const isCalendarDay = (value: unknown) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** Images: each an object {url, altText} or just its URL. */
const Images = () => (target: object, property: string) => {
  Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((image) => (typeof image === 'string' ? plainToInstance(ProductImageRequest, { url: image }) : image))
      : value,
  )(target, property);
  IsOptional()(target, property);
  IsArray(tooMany)(target, property);
  ArrayMaxSize(B.maxListItems, tooMany)(target, property);
  ValidateNested({ each: true })(target, property);
  Type(() => ProductImageRequest)(target, property);
};

/** One picture of a product or colour; an empty URL is no picture. */
export class ProductImageRequest {
  @OptionalText('Image URL', B.urlMaxLength) url?: string;
  @OptionalText('Alt text') altText?: string;
}

/** A colour variant as the admin product form sends it (no _id for a new one; name/code are the spec's other names). */
export class ColorVariantRequest {
  @IsOptional() @Trim() @IsString() @MaxLength(INPUT_BOUNDS.idMaxLength) _id?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(INPUT_BOUNDS.idMaxLength) variantId?: string;
  @OptionalText('Colour name') colorName?: string;
  @OptionalText('Colour name') name?: string;
  @OptionalText('Colour code') colorCode?: string;
  @OptionalText('Colour code') code?: string;
  @Images() images?: ProductImageRequest[];
  /** This colour's stock by size. */
  @IsOptional() @IsStockBySize() stock?: Partial<Record<Size, number>>;
  @IsOptional() @BooleanFromText() @IsBoolean(flag('isDefault')) isDefault?: boolean;
  @IsOptional() @BooleanFromText() @IsBoolean(flag('isActive')) isActive?: boolean;
}

/**
 * POST /products and PUT /products/{id}: the admin product form (spec section 5). Shapes and
 * bounds are checked here; the product's rules (a name, a category, the offer below the price...)
 * are the catalogue's domain's. On an update, an omitted originalPrice or offer day keeps the product's.
 */
export class ProductRequest {
  @OptionalText('Name') name?: string;
  @OptionalText('Description', B.descriptionMaxLength) description?: string;
  /** topwear or bottomwear (any case). */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString(text('Category'))
  @MaxLength(B.textMaxLength, tooLong(B.textMaxLength))
  category?: Category | string;
  @OptionalText('Brand') brand?: string;
  @OptionalText('Material') material?: string;
  /** The HSN code of its tax invoices (issue #42): required and checked (4, 6 or 8 digits) by the catalogue's domain. */
  @OptionalText('HSN code', 20) hsnCode?: string;

  /** Sizes of SIZES (any case). */
  @IsOptional()
  @Transform(({ value }) =>
    Array.isArray(value) ? value.map((size) => (typeof size === 'string' ? size.trim().toUpperCase() : size)) : value,
  )
  @IsArray(tooMany)
  @ArrayMaxSize(B.maxListItems, tooMany)
  @IsIn(SIZES, { each: true, message: M.sizeInvalid })
  sizes?: Size[];

  @IsOptional()
  @IsArray(tooMany)
  @ArrayMaxSize(B.maxListItems, tooMany)
  @IsString({ each: true, ...text('Each tag') })
  @MaxLength(B.textMaxLength, { each: true, ...tooLong(B.textMaxLength) })
  tags?: string[];

  /** Name -> value, e.g. { Fit: 'Regular' }. */
  @IsOptional()
  @IsRecordOf(
    (entries) =>
      entries.length > B.maxListItems
        ? M.listTooLong(B.maxListItems)
        : entries.some(([name]) => name.length > B.textMaxLength)
          ? M.textTooLong(B.textMaxLength)
          : entries.every(
                ([, value]) =>
                  ['string', 'number'].includes(typeof value) && String(value).length <= B.descriptionMaxLength,
              )
            ? null
            : M.textTooLong(B.descriptionMaxLength),
    'Specifications must map names to texts',
  )
  specifications?: Record<string, string | number>;

  /** The 'Original' colour's pictures (`images` is the older name). */
  @Images() baseImages?: ProductImageRequest[];
  @Images() images?: ProductImageRequest[];

  @Price(M.priceInvalid) price?: number | null;
  @IsOptional() @BooleanFromText() @IsBoolean(flag('hasOfferPricing')) hasOfferPricing?: boolean;
  @Price(M.offerPriceInvalid) offerPrice?: number | null;
  /** Struck through during the offer instead of the price (at least the price); null: the price. */
  @Price(M.priceInvalid) originalPrice?: number | null;
  /** The offer's first and last day (YYYY-MM-DD, India); null: open. */
  @CalendarDay() offerValidFrom?: string | null;
  @CalendarDay() offerValidUntil?: string | null;

  @IsOptional() @BooleanFromText() @IsBoolean(flag('isFeatured')) isFeatured?: boolean;
  @IsOptional() @BooleanFromText() @IsBoolean(flag('isNewArrival')) isNewArrival?: boolean;
  @IsOptional() @BooleanFromText() @IsBoolean(flag('isBestSeller')) isBestSeller?: boolean;
  @IsOptional() @BooleanFromText() @IsBoolean(flag('isUpcoming')) isUpcoming?: boolean;
  /**
   * How long an unpaid order holds this product's units (issue #45: a drop may want 5 minutes),
   * whole minutes from 1 to 60; null: the store's ORDER_PAYMENT_TIMEOUT; omitted on an update: kept.
   */
  @IsOptional()
  @NumberFromText()
  @IsInt({ message: M.paymentHoldInvalid })
  @Min(PRODUCT_BOUNDS.minPaymentHoldMinutes, { message: M.paymentHoldInvalid })
  @Max(PRODUCT_BOUNDS.maxPaymentHoldMinutes, { message: M.paymentHoldInvalid })
  paymentHoldMinutes?: number | null;

  /** The 'Original' colour's stock by size. */
  @IsOptional() @IsStockBySize() stock?: Partial<Record<Size, number>>;
  /** Why the stock levels changed (the stock history's reason); 'Product updated' when none. */
  @IsOptional() @IsString() @MaxLength(B.textMaxLength) stockReason?: string;

  @IsOptional()
  @IsArray(tooMany)
  @ArrayMaxSize(B.maxListItems, tooMany)
  @ValidateNested({ each: true })
  @Type(() => ColorVariantRequest)
  colorVariants?: ColorVariantRequest[];
}
