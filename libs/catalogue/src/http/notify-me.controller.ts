import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NotifyConfirmRequest } from '@store/contracts/requests';
import { CommandContext, RequestContext } from '@store/platform';
import { NotifyMeSubscriptions } from '../commands/notify-me-subscriptions.service';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';

/** The link of a notify-me confirmation e-mail, followed from /notify-me/confirm?token=... in the web app. */
@ApiTags('products')
@Controller('notify-me')
export class NotifyMeController {
  constructor(private readonly subscriptions: NotifyMeSubscriptions) {}

  /** Subscribes the address the link was sent to; the same answer on a second click. 400 for an expired or altered link. */
  @Post('confirm')
  @HttpCode(200)
  async confirm(@Body() body: NotifyConfirmRequest, @RequestContext() context: CommandContext) {
    const { productId, productName } = await this.subscriptions.confirm(body.token, context);
    return { success: true, message: M.notifyConfirmed, productId, productName };
  }
}
