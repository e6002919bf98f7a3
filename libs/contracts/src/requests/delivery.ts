import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DELIVERY_LIMITS as L, DELIVERY_MESSAGES as M, PINCODE_PATTERN, PINCODE_PREFIX_PATTERN } from '../delivery';
import { TrimmedText } from './decorators';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().slice(0, 12) : value);

/** GET /api/delivery/estimate?pincode=110001. */
export class DeliveryEstimateQuery {
  @Transform(trimmed)
  @IsString({ message: M.pincodeInvalid })
  @Matches(PINCODE_PATTERN, { message: M.pincodeInvalid })
  pincode!: string;
}

const Days = () => (target: object, property: string) => {
  ValidateIf((rule: PincodeRuleRequest) => rule.serviceable !== false)(target, property);
  IsInt({ message: M.daysInvalid })(target, property);
  Min(0, { message: M.daysInvalid })(target, property);
  Max(L.maxDays, { message: M.daysInvalid })(target, property);
};

/** One row of the table; days are left out (or null) for a prefix not served. */
export class PincodeRuleRequest {
  @Transform(trimmed)
  @IsString({ message: M.prefixInvalid })
  @Matches(PINCODE_PREFIX_PATTERN, { message: M.prefixInvalid })
  prefix!: string;

  @IsOptional() @TrimmedText(200) @IsString() @MaxLength(L.maxAreaLength, { message: M.areaTooLong }) area?: string;

  @IsBoolean({ message: M.serviceableInvalid }) serviceable!: boolean;

  @Days() minDays?: number | null;
  @Days() maxDays?: number | null;
}

/** PUT /api/admin/delivery/pincode-rules: the whole table (one event; the rules across rows are the domain's). */
export class PincodeRulesRequest {
  @IsArray({ message: M.rulesInvalid })
  @ArrayMaxSize(L.maxRules, { message: M.tooManyRules })
  @ValidateNested({ each: true, message: M.rulesInvalid })
  @Type(() => PincodeRuleRequest)
  rules!: PincodeRuleRequest[];
}

/** POST /api/admin/delivery/pincode-rules/import: the CSV text (BODY_LIMIT_BYTES bounds it). */
export class PincodeRulesImportRequest {
  @IsString({ message: M.csvMustBeText }) csv!: string;
}

export class PincodeRulesImportQuery {
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';
}
