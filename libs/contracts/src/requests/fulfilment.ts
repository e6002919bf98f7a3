import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { BULK_SHIPMENT_LIMITS, BULK_SHIPMENT_MESSAGES as B } from '../fulfilment/bulk-shipments';
import { CARRIER_MESSAGES as C, CARRIERS_MAX, TRACKING_URL_MAX } from '../fulfilment/carriers';
import { AWB_PATTERN, SHIPMENT_MESSAGES as S } from '../fulfilment/shipments';
import { TrimmedText } from './decorators';

export class CarrierRequest {
  @IsString({ message: C.nameRequired }) @MaxLength(200, { message: C.nameTooLong }) name!: string;
  @IsString({ message: C.templateInvalid })
  @MaxLength(TRACKING_URL_MAX, { message: C.templateInvalid })
  trackingUrlTemplate!: string;
}

/** PUT /api/admin/carriers: the whole list (names unique, https templates with {awb}: checked by the fulfilment domain). */
export class CarriersRequest {
  @IsArray({ message: C.listInvalid })
  @ArrayMaxSize(CARRIERS_MAX, { message: C.tooMany })
  @ValidateNested({ each: true })
  @Type(() => CarrierRequest)
  carriers!: CarrierRequest[];
}

export class ShipmentLineRequest {
  @IsInt({ message: S.lineInvalid })
  @Min(0, { message: S.lineInvalid })
  @Max(1000, { message: S.lineInvalid })
  line!: number;
  @IsInt({ message: S.quantityInvalid })
  @Min(1, { message: S.quantityInvalid })
  @Max(100_000, { message: S.quantityInvalid })
  quantity!: number;
}

/** POST /api/orders/:id/shipments: the carrier's name, the AWB and the lines it carries (none: everything left to ship). */
export class ShipmentRequest {
  @TrimmedText(60) @IsString() @IsNotEmpty({ message: S.carrierRequired }) carrier!: string;
  @TrimmedText(40) @IsString() @Matches(AWB_PATTERN, { message: S.awbInvalid }) awb!: string;
  @IsOptional()
  @IsArray({ message: S.linesRequired })
  @ArrayNotEmpty({ message: S.linesRequired })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => ShipmentLineRequest)
  lines?: ShipmentLineRequest[];
}

/** POST /api/admin/shipments/import and .../delivered/import: the whole CSV file, length-capped before it is read. */
export class BulkShipmentsRequest {
  @IsString({ message: B.csvMustBeText })
  @MaxLength(BULK_SHIPMENT_LIMITS.maxCsvLength, { message: B.csvTooLong })
  csv!: string;
}

/** ?dryRun=false applies; anything else (or none) is a dry run, like the catalogue import. */
export class BulkShipmentsQuery {
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';
}
