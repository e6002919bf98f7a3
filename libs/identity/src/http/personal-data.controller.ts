import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EraseGuestRequest } from '@store/contracts/requests';
import { pluralise } from '@store/contracts';
import { CommandContext, PersonalData, RequestContext } from '@store/platform';
import { AdminOnly } from '../auth/decorators';

export const PERSONAL_DATA_MESSAGES = {
  erased: (count: number) => `Erased the personal data of ${pluralise(count, 'record')}`,
  nothingToErase: 'No personal data of this e-mail address is left to erase',
} as const;

/**
 * Erasure of a guest's personal data (admin only): destroys the keys of every order placed with
 * the e-mail address and of its notify-me requests. Users are erased by deleting their account.
 */
@ApiTags('personal data (admin)')
@Controller('personal-data')
@AdminOnly()
export class PersonalDataController {
  constructor(private readonly personalData: PersonalData) {}

  @Post('erase-guest')
  @HttpCode(200)
  async eraseGuest(@Body() body: EraseGuestRequest, @RequestContext() context: CommandContext) {
    const subject = await this.personalData.guestSubject(body.email);
    const { subjects } = await this.personalData.erase(subject, 'guest-erased', context);
    const message = subjects.length
      ? PERSONAL_DATA_MESSAGES.erased(subjects.length)
      : PERSONAL_DATA_MESSAGES.nothingToErase;
    return { success: true, message, erased: subjects.length };
  }
}
