import { LIMITS, ORDER_CUSTOMER_KINDS, PAYMENT_STATUSES } from '@store/contracts';
import { INPUT_BOUNDS } from '@store/platform';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
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

const PAGE = `Page must be a whole number from 1 to ${INPUT_BOUNDS.maxPage}`;
const LIMIT = 'Limit must be a whole number from 1 to 100';
const SEARCH = 'Search must be at most 100 characters';
/** A calendar day, checked for a real date by the query (2026-02-30 answers 400 there). */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class ListOrdersQueryDto {
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
  @IsOptional() @IsString() @MaxLength(64) user?: string;
  @IsOptional() @IsIn(ORDER_STATUSES, { message: M.unknownStatus }) status?: string;
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: 'Payment status must be one of pending, completed, failed' })
  paymentStatus?: string;
  @IsOptional() @Matches(DAY, { message: 'From must be a date like 2026-11-01' }) from?: string;
  @IsOptional() @Matches(DAY, { message: 'To must be a date like 2026-11-30' }) to?: string;
  @IsOptional() @IsIn(ORDER_CUSTOMER_KINDS, { message: 'Customer must be registered or guest' }) customer?: string;
  @IsOptional() @IsString({ message: SEARCH }) @MaxLength(100, { message: SEARCH }) search?: string;
}

/** GET /orders/export: the list's filters without its page. */
export class ExportOrdersQueryDto {
  @IsOptional() @MaxLength(64) user?: string;
  @IsOptional() @IsIn(ORDER_STATUSES, { message: M.unknownStatus }) status?: string;
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: 'Payment status must be one of pending, completed, failed' })
  paymentStatus?: string;
  @IsOptional() @Matches(DAY, { message: 'From must be a date like 2026-11-01' }) from?: string;
  @IsOptional() @Matches(DAY, { message: 'To must be a date like 2026-11-30' }) to?: string;
  @IsOptional() @IsIn(ORDER_CUSTOMER_KINDS, { message: 'Customer must be registered or guest' }) customer?: string;
  @IsOptional() @IsString({ message: SEARCH }) @MaxLength(100, { message: SEARCH }) search?: string;
}

export const ADMIN_ORDERS_PAGE_SIZE = LIMITS.adminOrdersPageSize;

export class OrderStatusDto {
  @IsIn(ORDER_STATUSES, { message: M.unknownStatus }) status!: (typeof ORDER_STATUSES)[number];
}

export class ManualPaymentDto {
  @IsOptional() @IsString() @MaxLength(100) reference?: string;
}

/** POST /orders/{id}/notes: the decider trims and checks the text (required, at most 1000). */
export class OrderNoteDto {
  @IsUUID('all', { message: 'Note id must be a UUID' }) noteId!: string;
  @IsString({ message: 'Note is required' })
  @MaxLength(2000, { message: 'Note must be at most 1000 characters' })
  text!: string;
}
