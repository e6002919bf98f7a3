import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PINCODE_PATTERN } from '../delivery';
import { EMAIL_PATTERN, INDIAN_MOBILE, INPUT_BOUNDS, SIZES } from '../limits';
import { VALIDATION_MESSAGES as V } from '../messages';
import { ORDER_CUSTOMER_KINDS, ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from '../orders';
import { ORDER_INPUT_MESSAGES as M, REQUEST_LIMITS } from '../request-messages';
import { NumberFromText, Satisfies, TrimmedText } from './decorators';
import { Paged } from './paging';

/** "+91 98765 43210", "098765 43210" and 9876543210 are the same mobile number: its 10 digits. */
export const indianMobile = (value: unknown): string => {
  const digits =
    typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 32).replace(/\D/g, '') : '';
  return digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0')) ? digits.slice(-10) : digits;
};
const IndianMobile = () =>
  Transform(({ value }) => (value === undefined || value === '' ? value : indianMobile(value)));
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A line as the shopper asked for it: which product, colour, size and how many. Prices are the server's. */
export class OrderItemRequest {
  /** The product's id (or the product object, or the line's `productId`). */
  @Transform(({ value, obj }) => {
    const id = value ?? (obj as { productId?: unknown }).productId;
    return id && typeof id === 'object' ? (id as { _id?: unknown })._id : id;
  })
  @IsString({ message: M.productNotFound })
  @IsNotEmpty({ message: M.productNotFound })
  @MaxLength(INPUT_BOUNDS.idMaxLength, { message: M.productNotFound })
  product!: string;

  @NumberFromText()
  @IsInt({ message: M.quantity })
  @Min(1, { message: M.quantity })
  @Max(REQUEST_LIMITS.maxLineQuantity, { message: M.quantity })
  quantity!: number;

  /** Any case ('m' is M). */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().slice(0, 10).toUpperCase() : value))
  @IsIn(SIZES, { message: V.selectSize })
  size!: string;

  /** The colour variant; none (null, '' or absent) is the product's own colour. */
  @ValidateIf((line: OrderItemRequest) => isGiven(line.colorVariantId))
  @IsString({ message: V.selectColor })
  @MaxLength(INPUT_BOUNDS.idMaxLength, { message: V.selectColor })
  colorVariantId?: string | null;
}

/** Where the order goes. Texts are trimmed and cut to their column; the phone is read as an Indian mobile. */
export class ShippingAddressRequest {
  @TrimmedText(100) @IsNotEmpty({ message: M.addressIncomplete }) name!: string;

  @IndianMobile()
  @IsNotEmpty({ message: M.addressIncomplete })
  @Matches(INDIAN_MOBILE, { message: V.phoneInvalid })
  phone!: string;

  @IsOptional() @TrimmedText(200) @IsString() houseName?: string;
  @TrimmedText(200) @IsNotEmpty({ message: M.addressIncomplete }) street!: string;
  @TrimmedText(100) @IsNotEmpty({ message: M.addressIncomplete }) city!: string;
  @TrimmedText(100) @IsNotEmpty({ message: M.addressIncomplete }) state!: string;

  /** A pincode (6 digits, the first 1 to 9), or none (Buy Now may leave it out: spec section 5). */
  @IsOptional()
  @TrimmedText(12)
  @ValidateIf((address: ShippingAddressRequest) => isGiven(address.zipCode))
  @Matches(PINCODE_PATTERN, { message: M.pinCode })
  zipCode?: string;

  /** India when none. */
  @IsOptional() @TrimmedText(60) @IsString() country?: string;
}

/**
 * POST /orders: the lines and the address. The client's prices, totals, shipping and payment
 * method are not trusted: the server prices the order itself.
 */
export class CreateOrderRequest {
  /** Anything but a list is no items. */
  @Transform(({ value }) => (Array.isArray(value) ? value : []))
  @IsArray({ message: M.noItems })
  @ArrayNotEmpty({ message: M.noItems })
  @ArrayMaxSize(REQUEST_LIMITS.maxOrderLines, { message: M.tooManyLines })
  @ValidateNested({ each: true, message: M.invalidOrderData })
  @Type(() => OrderItemRequest)
  orderItems!: OrderItemRequest[];

  @IsObject({ message: M.addressIncomplete })
  @ValidateNested()
  @Type(() => ShippingAddressRequest)
  shippingAddress!: ShippingAddressRequest;

  @IsOptional() @IsIn(['razorpay'], { message: M.paymentMethod }) paymentMethod?: 'razorpay';

  /** A business buyer's GSTIN for a B2B tax invoice (issue #42); empty or absent for a consumer. Checked by the ordering domain. */
  @IsOptional() @TrimmedText(32) buyerGstin?: string;

  /** A discount code (issue #44), any case; empty or absent is none. Checked and priced by the server. */
  @IsOptional() @TrimmedText(64) @IsString() discountCode?: string;

  /** What the client showed; ignored (the server's own figures are charged). */
  @IsOptional() @IsNumber() @Min(0) shippingCost?: number;
  @IsOptional() @IsNumber() @Min(0) itemsPrice?: number;
  @IsOptional() @IsNumber() @Min(0) totalPrice?: number;
}

const guestName = (request: GuestOrderRequest) =>
  (typeof request.customerName === 'string' ? request.customerName : '') ||
  (typeof request.shippingAddress?.name === 'string' ? request.shippingAddress.name : '');

/** POST /orders/guest: the order and who the guest is (the address's name and phone when left out). */
export class GuestOrderRequest extends CreateOrderRequest {
  @TrimmedText(100)
  @Satisfies((request: GuestOrderRequest) => guestName(request).length >= 2, { message: V.nameTooShort })
  customerName?: string;

  @IndianMobile()
  @ValidateIf((request: GuestOrderRequest) => request.customerPhone !== undefined && request.customerPhone !== '')
  @Matches(INDIAN_MOBILE, { message: V.phoneInvalid })
  customerPhone?: string;

  /** Where the order's e-mails go (lower-cased); none: no e-mail. */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().slice(0, 254).toLowerCase() : ''))
  @ValidateIf((request: GuestOrderRequest) => isGiven(request.customerEmail))
  @Matches(EMAIL_PATTERN, { message: V.emailInvalid })
  customerEmail?: string;
}

/** A calendar day, checked for a real date by the query (2026-02-30 answers 400 there). */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** GET /orders/export: the admin list's filters without its page. */
export class AdminOrdersExportQuery {
  @IsOptional() @IsString() @MaxLength(64) user?: string;
  @IsOptional() @IsIn(ORDER_STATUSES, { message: M.unknownStatus }) status?: OrderStatus;
  @IsOptional() @IsIn(PAYMENT_STATUSES, { message: M.paymentStatus }) paymentStatus?: (typeof PAYMENT_STATUSES)[number];
  /** Placed on or after this day (YYYY-MM-DD, India time). */
  @IsOptional() @Matches(DAY, { message: 'From must be a date like 2026-11-01' }) from?: string;
  /** Placed on or before this day (YYYY-MM-DD, India time). */
  @IsOptional() @Matches(DAY, { message: 'To must be a date like 2026-11-30' }) to?: string;
  @IsOptional()
  @IsIn(ORDER_CUSTOMER_KINDS, { message: M.customerKind })
  customer?: (typeof ORDER_CUSTOMER_KINDS)[number];
  /** Order id (or its last characters), customer name, e-mail or phone. */
  @IsOptional() @IsString({ message: M.search }) @MaxLength(100, { message: M.search }) search?: string;
}

/** GET /orders (admin): a page of orders, filtered. */
export class AdminOrdersQuery extends Paged(AdminOrdersExportQuery) {}

/** PUT /orders/{id}/status (admin). */
export class OrderStatusRequest {
  @IsIn(ORDER_STATUSES, { message: M.unknownStatus }) status!: OrderStatus;
}

/** PUT /orders/{id}/pay (admin): a payment taken outside the gateway, with its reference. */
export class ManualPaymentRequest {
  @IsOptional() @IsString() @MaxLength(100) reference?: string;
}

/** POST /orders/{id}/notes (admin): an internal note, never shown to the shopper; the order trims and checks the text (required, at most 1000). */
export class OrderNoteRequest {
  /** Chosen by the client once per submit: a retried request records the note once. */
  @IsUUID('all', { message: 'Note id must be a UUID' }) noteId!: string;
  @IsString({ message: 'Note is required' })
  @MaxLength(2000, { message: 'Note must be at most 1000 characters' })
  text!: string;
}

const REFUND_AMOUNT = 'Refund amount must be more than 0 with at most 2 decimals';

/** POST /orders/{id}/refunds (admin): a refund of a paid order that was cancelled, returned or could not be fulfilled. */
export class RefundRequest {
  /** Chosen by the client once per refund: a double click or a retry makes one refund. */
  @IsUUID('all', { message: 'Refund id must be a UUID' }) refundId!: string;
  /** Rupees, at most 2 decimals, at most what is left to refund (the order's refund ledger checks both). */
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: REFUND_AMOUNT }) amount!: number;
  @IsOptional() @IsString() @MaxLength(200, { message: 'Reason must be at most 200 characters' }) reason?: string;
  /** A returned order's units go back in stock ('returned to stock'). */
  @IsOptional() @IsBoolean({ message: 'Restock must be true or false' }) restock?: boolean;
}
