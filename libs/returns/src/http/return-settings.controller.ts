import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RETURN_MESSAGES } from '@store/contracts';
import { ReturnSettingsRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, RequestContext } from '@store/platform';
import { ReturnSettingsService } from '../commands/return-settings.service';

/** The returns policy (issue #43): the window after delivery, whether size exchanges are offered, how long an approved return may take to arrive. */
@ApiTags('returns')
@Controller('admin/settings/returns')
@AdminOnly()
export class ReturnSettingsController {
  constructor(private readonly settings: ReturnSettingsService) {}

  @Get()
  async get() {
    return { success: true, ...(await this.settings.current()) };
  }

  @Put()
  async put(@Body() body: ReturnSettingsRequest, @RequestContext() context: CommandContext) {
    const { windowDays, exchangesEnabled, pickupExpiryDays } = body;
    const saved = await this.settings.change({ windowDays, exchangesEnabled, pickupExpiryDays }, context);
    return { success: true, message: RETURN_MESSAGES.settingsSaved, ...saved };
  }
}
