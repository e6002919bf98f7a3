import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_LIMITS as L, DISCOUNT_MESSAGES as M, DISCOUNT_TYPES } from '../discounts';
import { CATEGORIES } from '../limits';
import { ORDER_INPUT_MESSAGES as O, REQUEST_LIMITS } from '../request-messages';
import { TrimmedText } from './decorators';
import { OrderItemRequest } from './orders';

/** '' and null are "none" for the optional fields of the form. */
const noneAsNull = ({ value }: { value: unknown }) => (value === '' || value === null ? null : value);
const given = (value: unknown) => value !== null && value !== undefined;

/** POST /api/admin/discounts and PUT /api/admin/discounts/{id}: the whole code (issue #44). */
export class DiscountRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().slice(0, 64) : value))
  @IsString({ message: M.codeInvalid })
  @Matches(DISCOUNT_CODE_PATTERN, { message: M.codeInvalid })
  code!: string;

  @IsIn(DISCOUNT_TYPES, { message: M.typeInvalid }) type!: 'percent' | 'fixed';

  @IsNumber({ maxDecimalPlaces: 2 }, { message: M.valueInvalid })
  @Min(0.01, { message: M.valueInvalid })
  @Max(L.maxFixedValue, { message: M.fixedTooHigh })
  value!: number;

  @Transform(noneAsNull)
  @ValidateIf((body: DiscountRequest) => given(body.minSubtotal))
  @IsNumber({ maxDecimalPlaces: 2 }, { message: M.minSubtotalInvalid })
  @Min(0, { message: M.minSubtotalInvalid })
  @Max(L.maxAmount, { message: M.minSubtotalInvalid })
  minSubtotal?: number | null;

  @Transform(noneAsNull)
  @ValidateIf((body: DiscountRequest) => given(body.startsAt))
  @IsString({ message: M.dateInvalid })
  @IsISO8601({ strict: true }, { message: M.dateInvalid })
  startsAt?: string | null;

  @Transform(noneAsNull)
  @ValidateIf((body: DiscountRequest) => given(body.endsAt))
  @IsString({ message: M.dateInvalid })
  @IsISO8601({ strict: true }, { message: M.dateInvalid })
  endsAt?: string | null;

  @Transform(noneAsNull)
  @ValidateIf((body: DiscountRequest) => given(body.usageLimit))
  @IsInt({ message: M.usageLimitInvalid })
  @Min(1, { message: M.usageLimitInvalid })
  @Max(L.maxUses, { message: M.usageLimitInvalid })
  usageLimit?: number | null;

  @Transform(noneAsNull)
  @ValidateIf((body: DiscountRequest) => given(body.perCustomerLimit))
  @IsInt({ message: M.perCustomerLimitInvalid })
  @Min(1, { message: M.perCustomerLimitInvalid })
  @Max(L.maxUses, { message: M.perCustomerLimitInvalid })
  perCustomerLimit?: number | null;

  @IsOptional() @IsBoolean({ message: M.firstOrderOnlyInvalid }) firstOrderOnly?: boolean;

  @IsOptional()
  @IsArray({ message: M.productIdsInvalid })
  @ArrayMaxSize(L.maxProducts, { message: M.productIdsInvalid })
  @IsUUID('all', { each: true, message: M.productIdsInvalid })
  productIds?: string[];

  @Transform(noneAsNull)
  @ValidateIf((body: DiscountRequest) => given(body.category))
  @IsIn(CATEGORIES, { message: M.categoryInvalid })
  category?: string | null;

  @IsBoolean({ message: M.isActiveInvalid }) isActive!: boolean;
}

/**
 * POST /api/discounts/validate: a code and the cart's lines (the shopper's choice of products,
 * colours, sizes and quantities; prices are the server's). A guest may name the e-mail and phone
 * the order will carry, so the per-customer and first-order rules can be checked before placing.
 */
export class ValidateDiscountRequest {
  @TrimmedText(64) @IsString() @IsNotEmpty({ message: M.codeRequired }) code!: string;

  @Transform(({ value }) => (Array.isArray(value) ? value : []))
  @IsArray({ message: O.noItems })
  @ArrayNotEmpty({ message: O.noItems })
  @ArrayMaxSize(REQUEST_LIMITS.maxOrderLines, { message: O.tooManyLines })
  @ValidateNested({ each: true, message: O.invalidOrderData })
  @Type(() => OrderItemRequest)
  items!: OrderItemRequest[];

  @IsOptional() @TrimmedText(254) @IsString() customerEmail?: string;
  @IsOptional() @TrimmedText(20) @IsString() customerPhone?: string;
}
