import { LIMITS } from '@store/contracts';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ORDER_MESSAGES as M } from '../domain/messages';
import { ORDER_STATUSES } from '../domain/order-status';

/** POST /orders and /orders/guest: checked by parseOrderRequest and parseGuestDetails. */
export class PlaceOrderDto {
  @Allow() orderItems?: unknown;
  @Allow() shippingAddress?: unknown;
  @Allow() paymentMethod?: unknown;
  /** Sent by the client, never trusted: the server prices the order itself. */
  @Allow() shippingCost?: unknown;
  @Allow() totalPrice?: unknown;
  @Allow() itemsPrice?: unknown;
  @Allow() customerName?: unknown;
  @Allow() customerPhone?: unknown;
  @Allow() customerEmail?: unknown;
}

const PAGE = 'Page must be a whole number from 1';
const LIMIT = 'Limit must be a whole number from 1 to 100';

export class ListOrdersQueryDto {
  @IsOptional() @Type(() => Number) @IsInt({ message: PAGE }) @Min(1, { message: PAGE }) page?: number;
  @IsOptional() @Type(() => Number) @IsInt({ message: LIMIT }) @Min(1, { message: LIMIT }) @Max(100, { message: LIMIT }) limit?: number;
  @IsOptional() @IsString() @MaxLength(64) user?: string;
  @IsOptional() @IsIn(ORDER_STATUSES, { message: M.unknownStatus }) status?: string;
}

export const ADMIN_ORDERS_PAGE_SIZE = LIMITS.adminOrdersPageSize;

export class OrderStatusDto {
  @IsIn(ORDER_STATUSES, { message: M.unknownStatus }) status!: (typeof ORDER_STATUSES)[number];
}

export class ManualPaymentDto {
  @IsOptional() @IsString() @MaxLength(100) reference?: string;
}
