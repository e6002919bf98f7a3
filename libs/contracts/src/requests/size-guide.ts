import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { SIZES } from '../limits';
import {
  MEASUREMENT_UNITS,
  SIZE_CHART_LIMITS as L,
  SIZE_CHART_MESSAGES as M,
  type MeasurementUnit,
} from '../size-guide';

/** One size's values, in the request's unit, one per measurement (their count and range are the domain's rules). */
export class SizeChartRowRequest {
  @IsString({ message: M.sizeInvalid }) @IsIn(SIZES, { message: M.sizeInvalid }) size!: string;

  @IsArray({ message: 'Each size needs its measurements' })
  @ArrayMaxSize(L.maxMeasurements, { message: M.tooManyMeasurements })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: 'Measurements must be numbers' })
  values!: number[];
}

/** PUT /admin/size-charts/{category|product}/{target}: the whole chart, in cm or inches (stored in cm). */
export class SizeChartRequest {
  @IsIn(MEASUREMENT_UNITS, { message: M.unitInvalid }) unit!: MeasurementUnit;

  @IsArray({ message: M.measurementsMissing })
  @ArrayMinSize(1, { message: M.measurementsMissing })
  @ArrayMaxSize(L.maxMeasurements, { message: M.tooManyMeasurements })
  @IsString({ each: true, message: M.measurementNameInvalid })
  @MaxLength(L.maxMeasurementNameLength, { each: true, message: M.measurementNameInvalid })
  measurements!: string[];

  @IsArray({ message: M.rowsMissing })
  @ArrayMinSize(1, { message: M.rowsMissing })
  @ArrayMaxSize(L.maxRows, { message: M.tooManyRows })
  @ValidateNested({ each: true, message: M.rowsMissing })
  @Type(() => SizeChartRowRequest)
  rows!: SizeChartRowRequest[];

  @IsOptional()
  @IsString({ message: M.noteTooLong })
  @MaxLength(L.maxNoteLength, { message: M.noteTooLong })
  howToMeasure?: string;
}
