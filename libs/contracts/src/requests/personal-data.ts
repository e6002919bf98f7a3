import { IsNotEmpty, IsString } from 'class-validator';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../limits';
import { VALIDATION_MESSAGES as V } from '../messages';
import { MatchesWithin, Trim } from './decorators';

/** POST /personal-data/erase-guest (admin): a guest's e-mail address. */
export class EraseGuestRequest {
  @Trim()
  @IsString({ message: V.emailRequired })
  @IsNotEmpty({ message: V.emailRequired })
  @MatchesWithin(EMAIL_PATTERN, EMAIL_MAX_LENGTH, { message: V.emailInvalid })
  email!: string;
}
