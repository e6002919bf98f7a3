import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { GST_RATE_MESSAGES as R, TAX_SETTINGS_MESSAGES as S } from '../tax/tax-rules';
import { TrimmedText } from './decorators';

/**
 * PUT /api/admin/settings/tax: every field (the form sends them all). Lengths are capped here;
 * the rules (GSTIN checksum and state, series, the state's name) are the invoicing domain's, so
 * a message reads the same whichever layer meets it.
 */
export class TaxSettingsRequest {
  @TrimmedText(200) @IsString() legalName!: string;
  @TrimmedText(200) @IsString() tradeName!: string;
  @TrimmedText(500) @IsString() address!: string;
  @TrimmedText(100) @IsString() state!: string;
  @TrimmedText(32) @IsString() gstin!: string;
  @TrimmedText(8) @IsString() invoiceSeries!: string;
  @TrimmedText(8) @IsString() creditNoteSeries!: string;
  @IsIn([4, 6], { message: S.hsnDigits }) hsnDigits!: 4 | 6;
}

export class GstRateBandRequest {
  @IsString({ message: R.chapterInvalid }) @MaxLength(2, { message: R.chapterInvalid }) chapter!: string;
  @IsString({ message: R.validFromInvalid }) @MaxLength(10, { message: R.validFromInvalid }) validFrom!: string;
  @IsOptional()
  @IsNumber({}, { message: R.upToInvalid })
  @Min(0.01, { message: R.upToInvalid })
  @Max(10_000_000, { message: R.upToInvalid })
  upTo?: number | null;
  @IsNumber({}, { message: R.rateInvalid })
  @Min(0, { message: R.rateInvalid })
  @Max(40, { message: R.rateInvalid })
  rate!: number;
}

/** PUT /api/admin/tax/rates: the whole table of bands (a change is one event; issued invoices keep their rates). */
export class GstRatesRequest {
  @IsArray({ message: R.bandsInvalid })
  @ArrayMaxSize(200, { message: R.tooMany })
  @ValidateNested({ each: true })
  @Type(() => GstRateBandRequest)
  bands!: GstRateBandRequest[];
}

/** GET /api/admin/tax/summaries?month=YYYY-MM (and the CSV downloads). */
export class GstSummariesQuery {
  @IsString({ message: 'Month must be YYYY-MM' }) @MaxLength(7, { message: 'Month must be YYYY-MM' }) month!: string;
}

/** GET /api/orders/{id}/invoice?format=json|pdf, /tax-documents/{number} and /credit-notes/{refundId} (and the guest's ?token=). */
export class TaxDocumentQuery {
  @IsOptional() @IsIn(['json', 'pdf'], { message: 'Format must be json or pdf' }) format?: 'json' | 'pdf';
  @IsOptional() @IsString() @MaxLength(200) token?: string;
}
