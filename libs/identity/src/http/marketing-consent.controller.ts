import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MARKETING_CONSENT_MESSAGES as MC } from '@store/contracts';
import { MarketingConsentRequest, UnsubscribeRequest } from '@store/contracts/requests';
import { AuthUser, CommandContext, NotFoundError, RequestContext } from '@store/platform';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { MarketingConsentCommands } from '../commands/marketing-consent.commands';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { UserAccountsQuery } from '../queries/user-accounts.query';
import { ReadYourWrites } from '../services/read-your-writes.service';

/** Marketing e-mail consent (issue #44), under /api/auth. */
@ApiTags('auth')
@Controller('auth')
export class MarketingConsentController {
  constructor(
    private readonly consent: MarketingConsentCommands,
    private readonly accounts: UserAccountsQuery,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** The profile's box: `{ consent }` for the signed-in shopper; answers the user as it now reads. */
  @Put('marketing-consent')
  @Authenticated()
  async set(
    @CurrentUser() user: AuthUser,
    @Body() body: MarketingConsentRequest,
    @RequestContext() context: CommandContext,
  ) {
    const { position } = await this.consent.set(user.id, body.consent, 'profile', context);
    await this.readYourWrites.userAccount(position);
    const view = await this.accounts.byId(user.id);
    if (!view) throw new NotFoundError(M.userNotFound);
    return { success: true, message: body.consent ? MC.consentGiven : MC.consentWithdrawn, user: view };
  }

  /** The link of a marketing e-mail, from the small page it opens; no sign-in. */
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Body() body: UnsubscribeRequest, @RequestContext() context: CommandContext) {
    const { position } = await this.consent.unsubscribe(body.user, body.token, context);
    await this.readYourWrites.userAccount(position);
    return { success: true, message: MC.unsubscribed };
  }
}
