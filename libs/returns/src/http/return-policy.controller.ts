import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ReturnPolicyResponse } from '@store/contracts';
import { sendCached } from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReturnSettingsService } from '../commands/return-settings.service';

/**
 * The returns policy as the server applies it (issue #43), public: every policy text a shopper
 * reads is written from it, so the window and exchanges shown are the ones a request meets.
 * Cached like the storefront's other public reads: an ETag of the body, `public, no-cache`, so a
 * repeat costs a 304 and an admin's change shows at once.
 */
@ApiTags('returns')
@Controller('returns')
export class ReturnPolicyController {
  constructor(private readonly settings: ReturnSettingsService) {}

  @Get('policy')
  async policy(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { windowDays, exchangesEnabled } = await this.settings.settings();
    const answer: ReturnPolicyResponse = { success: true, windowDays, exchangesEnabled };
    return sendCached(request, reply, answer);
  }
}
