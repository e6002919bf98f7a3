import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CART_INPUT_MESSAGES as M, REQUEST_LIMITS } from '../request-messages';

/** A product's id, or the product object itself (its `_id`), as the web app's lines may hold it. */
export const ProductIdOf = () =>
  Transform(({ value }) => (value && typeof value === 'object' ? (value as { _id?: unknown })._id : value));

/** One cart line as the web app keeps it: everything else it sends (prices, image, names) is dropped and recomputed. */
export class CartItemPayload {
  @ProductIdOf()
  @IsString({ message: M.productRequired })
  @IsNotEmpty({ message: M.productRequired })
  @MaxLength(100, { message: M.productNotFound })
  product!: string;

  @IsInt({ message: M.quantity })
  @Min(1, { message: M.quantity })
  @Max(REQUEST_LIMITS.maxLineQuantity, { message: M.quantity })
  quantity!: number;

  @IsString({ message: M.selectSize })
  @IsNotEmpty({ message: M.selectSize })
  @MaxLength(10, { message: M.selectSize })
  size!: string;

  @IsOptional()
  @IsString({ message: M.selectColor })
  @MaxLength(100, { message: M.selectColor })
  colorVariantId?: string | null;
}

/** PUT /cart and POST /cart/merge. */
export class CartItemsRequest {
  @IsArray({ message: M.itemsRequired })
  @ArrayMaxSize(REQUEST_LIMITS.maxCartLines, { message: M.tooManyLines })
  @ValidateNested({ each: true, message: M.itemsRequired })
  @Type(() => CartItemPayload)
  items!: CartItemPayload[];
}
