import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { INPUT_BOUNDS } from '../limits';
import { AWB_PATTERN } from '../fulfilment/shipments';
import { RETURN_MESSAGES as M } from '../returns/messages';
import {
  RETURN_CONDITIONS,
  RETURN_LIMITS as L,
  RETURN_REASONS,
  RETURN_STATES,
  type ReturnCondition,
  type ReturnReason,
  type ReturnState,
} from '../returns/rules';
import { Paged } from './paging';
import { Trim, TrimmedText } from './decorators';

/** A size exchange's wanted size and colour of one line (colorVariantId absent or null: the Original colour). */
export class ReturnExchangeRequest {
  @TrimmedText(20) @IsString() @IsNotEmpty({ message: M.exchangeSizeInvalid }) size!: string;
  @IsOptional() @IsString() @MaxLength(64) colorVariantId?: string | null;
}

export class ReturnLineRequest {
  @IsInt({ message: M.lineInvalid })
  @Min(0, { message: M.lineInvalid })
  @Max(1000, { message: M.lineInvalid })
  line!: number;
  @IsInt({ message: M.quantityInvalid })
  @Min(1, { message: M.quantityInvalid })
  @Max(100_000, { message: M.quantityInvalid })
  quantity!: number;
  /** Only for reason 'size_exchange', where every line needs it. */
  @IsOptional() @ValidateNested() @Type(() => ReturnExchangeRequest) exchange?: ReturnExchangeRequest;
}

/**
 * POST /api/orders/:id/returns (the buyer, or a guest with the order's token as X-Order-Token,
 * ?token= or `orderToken`): which lines and how many, the reason, a comment and the photos
 * answered by POST /api/orders/:id/returns/photos (at least one for damaged or defective: checked
 * by the returns domain, like the window and the quantities).
 */
export class CreateReturnRequest {
  @IsArray({ message: M.linesRequired })
  @ArrayNotEmpty({ message: M.linesRequired })
  @ArrayMaxSize(L.maxLines)
  @ValidateNested({ each: true })
  @Type(() => ReturnLineRequest)
  lines!: ReturnLineRequest[];
  @IsIn(RETURN_REASONS, { message: M.reasonInvalid }) reason!: ReturnReason;
  @IsOptional()
  @Trim()
  @IsString({ message: M.commentTooLong })
  @MaxLength(L.commentMax, { message: M.commentTooLong })
  comment?: string;
  @IsOptional()
  @IsArray({ message: M.photosInvalid })
  @ArrayMaxSize(L.maxPhotos, { message: M.photosTooMany })
  @IsString({ each: true, message: M.photoInvalid })
  @MaxLength(L.photoUrlMax, { each: true, message: M.photoInvalid })
  photos?: string[];
  @IsOptional() @IsString() @MaxLength(INPUT_BOUNDS.tokenMaxLength) orderToken?: string;
}

/** Every admin action names the version of the return it was decided on: a step taken meanwhile answers 409. */
class VersionedReturnAction {
  @IsInt({ message: M.versionRequired })
  @Min(1, { message: M.versionRequired })
  @Max(1000, { message: M.versionRequired })
  expectedVersion!: number;
}

export class ReturnPickupRequest {
  @TrimmedText(60) @IsString() @IsNotEmpty({ message: M.pickupCarrierRequired }) carrier!: string;
  @TrimmedText(40) @IsString() @Matches(AWB_PATTERN, { message: M.awbInvalid }) awb!: string;
}

/** POST /api/admin/returns/:returnId/approve: the pickup booked, or null (absent) when the customer ships it. */
export class ApproveReturnRequest extends VersionedReturnAction {
  @IsOptional() @ValidateNested() @Type(() => ReturnPickupRequest) pickup?: ReturnPickupRequest | null;
}

/** POST /api/admin/returns/:returnId/reject: the reason the shopper reads. */
export class RejectReturnRequest extends VersionedReturnAction {
  @TrimmedText(L.rejectReasonMax + 1)
  @IsString()
  @IsNotEmpty({ message: M.rejectReasonRequired })
  @MaxLength(L.rejectReasonMax, { message: M.rejectReasonTooLong })
  reason!: string;
}

export class ReceivedLineRequest {
  @IsInt({ message: M.lineInvalid })
  @Min(0, { message: M.lineInvalid })
  @Max(1000, { message: M.lineInvalid })
  line!: number;
  @IsInt({ message: M.quantityInvalid })
  @Min(0, { message: M.quantityInvalid })
  @Max(100_000, { message: M.quantityInvalid })
  quantity!: number;
  @IsIn(RETURN_CONDITIONS, { message: M.conditionInvalid }) condition!: ReturnCondition;
}

/** POST /api/admin/returns/:returnId/receive: what came back, per line and condition (a line may be listed once per condition). */
export class ReceiveReturnRequest extends VersionedReturnAction {
  @IsArray({ message: M.receivedNothing })
  @ArrayNotEmpty({ message: M.receivedNothing })
  @ArrayMaxSize(2 * L.maxLines)
  @ValidateNested({ each: true })
  @Type(() => ReceivedLineRequest)
  lines!: ReceivedLineRequest[];
}

export class RefundLineRequest {
  @IsInt({ message: M.lineInvalid })
  @Min(0, { message: M.lineInvalid })
  @Max(1000, { message: M.lineInvalid })
  line!: number;
  /** Rupees, at most 2 decimals, at most the paid value of the line's received units. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.refundAmountInvalid })
  @Min(0.01, { message: M.refundAmountInvalid })
  @Max(10_000_000, { message: M.refundAmountInvalid })
  amount!: number;
}

/** POST /api/admin/returns/:returnId/refund: the amount per received line, through the order's refund flow. */
export class RefundReturnRequest extends VersionedReturnAction {
  /** Chosen by the client once per refund: a double click or a retry makes one refund. */
  @IsUUID('all', { message: M.refundIdInvalid }) refundId!: string;
  @IsArray({ message: M.refundLinesRequired })
  @ArrayNotEmpty({ message: M.refundLinesRequired })
  @ArrayMaxSize(L.maxLines)
  @ValidateNested({ each: true })
  @Type(() => RefundLineRequest)
  lines!: RefundLineRequest[];
}

/** POST /api/admin/returns/:returnId/exchange: the replacement's parcel (shipped at no charge). */
export class ExchangeReturnRequest extends VersionedReturnAction {
  @TrimmedText(60) @IsString() @IsNotEmpty({ message: M.pickupCarrierRequired }) carrier!: string;
  @TrimmedText(40) @IsString() @Matches(AWB_PATTERN, { message: M.awbInvalid }) awb!: string;
}

/** PUT /api/admin/settings/returns. */
export class ReturnSettingsRequest {
  @IsInt({ message: M.windowDaysInvalid })
  @Min(0, { message: M.windowDaysInvalid })
  @Max(L.maxWindowDays, { message: M.windowDaysInvalid })
  windowDays!: number;
  @IsBoolean({ message: M.exchangesEnabledInvalid }) exchangesEnabled!: boolean;
  /** Kept as it was when left out. */
  @IsOptional()
  @IsInt({ message: M.pickupExpiryDaysInvalid })
  @Min(1, { message: M.pickupExpiryDaysInvalid })
  @Max(L.maxPickupExpiryDays, { message: M.pickupExpiryDaysInvalid })
  pickupExpiryDays?: number;
}

class AdminReturnsFilters {
  @IsOptional() @IsIn(RETURN_STATES, { message: M.stateFilterInvalid }) state?: ReturnState;
  @IsOptional() @IsIn(RETURN_REASONS, { message: M.reasonInvalid }) reason?: ReturnReason;
  /** The return's number ('R-06E1B0-1'), the order's number or (part of) its id; the customer's name and e-mail are sealed, not searched. */
  @IsOptional()
  @IsString({ message: M.searchTooLong })
  @MaxLength(L.searchMax, { message: M.searchTooLong })
  q?: string;
}

/** GET /api/admin/returns?state=&reason=&q=&page=&limit=. */
export class AdminReturnsQuery extends Paged(AdminReturnsFilters) {}
