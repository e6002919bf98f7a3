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
import type { RequestedLine } from '../domain/cart';
import { CART_MESSAGES as M, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../domain/messages';

/** One line as the web app keeps it; everything else it sends (prices, image, names) is dropped and recomputed. */
export class CartItemDto {
  /** The product's id, or the product object itself (its `_id` is used). */
  @Transform(({ value }) => (value && typeof value === 'object' ? (value as { _id?: unknown })._id : value))
  @IsString({ message: M.productRequired })
  @IsNotEmpty({ message: M.productRequired })
  @MaxLength(100, { message: M.productNotFound })
  product!: string;

  @IsInt({ message: M.quantity })
  @Min(1, { message: M.quantity })
  @Max(MAX_LINE_QUANTITY, { message: M.quantity })
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
export class CartItemsDto {
  @IsArray({ message: M.itemsRequired })
  @ArrayMaxSize(MAX_CART_LINES, { message: M.tooManyLines })
  @ValidateNested({ each: true })
  @Type(() => CartItemDto)
  items!: CartItemDto[];
}

export const requestedLines = (dto: CartItemsDto): RequestedLine[] =>
  dto.items.map((item) => ({
    productId: item.product.trim(),
    quantity: item.quantity,
    size: item.size,
    colorVariantId: item.colorVariantId || null,
  }));
