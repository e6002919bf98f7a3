import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, VALIDATION_MESSAGES as V } from '@store/contracts';
import { MatchesWithin } from '@store/platform';
import { IsNotEmpty, IsString } from 'class-validator';
import { Trim } from './dto-helpers';

/** POST /personal-data/erase-guest. */
export class EraseGuestDto {
  @Trim()
  @IsString({ message: V.emailRequired })
  @IsNotEmpty({ message: V.emailRequired })
  @MatchesWithin(EMAIL_PATTERN, EMAIL_MAX_LENGTH, { message: V.emailInvalid })
  email: string;
}
