import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Inject } from '@nestjs/common';
import { AppConfig, CommandHandling, CONFIG, systemContext, ValidationError } from '@store/platform';
import { createHash } from 'node:crypto';
import { isValidWebhookSignature } from '../gateway/signatures';
import { PAYMENT_MESSAGES as M } from '../payments.messages';
import { HANDLED_WEBHOOKS, readWebhook, webhookStream } from '../webhooks/razorpay-webhook';
import { webhookLogDecider, type RecordWebhook } from '../webhooks/webhook-log';

/**
 * Razorpay's webhook. The signature is checked over the raw request bytes; the event is recorded
 * once per x-razorpay-event-id (a repeat is acknowledged and skipped) and applied in the
 * background, so Razorpay gets its 2xx at once.
 */
@ApiTags('payments')
@Controller('payments')
export class WebhookController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandHandling,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ) {
    const raw = request.rawBody;
    if (!raw || !isValidWebhookSignature(raw, signature, this.config.RAZORPAY_WEBHOOK_SECRET))
      throw new ValidationError(M.invalidWebhook);
    const facts = readWebhook(request.body);
    if (!facts || !(HANDLED_WEBHOOKS as readonly string[]).includes(facts.event))
      return { success: true, ignored: true };
    const webhookId =
      (eventId && /^[A-Za-z0-9_.-]{1,100}$/.test(eventId) ? eventId : null) ??
      createHash('sha256').update(raw).digest('hex').slice(0, 40);
    const stream = webhookStream(webhookId);
    const command: RecordWebhook = { type: 'RecordWebhook', webhook: { ...facts, webhookId, at: this.commands.now() } };
    const context = systemContext(webhookId);
    // A new event id's stream is empty, so it is appended without a read; a repeat's append is
    // refused by its expected revision, and deciding on the stream as it is then records nothing.
    const recorded =
      (await this.commands.decideOnLoaded(
        webhookLogDecider,
        stream,
        { state: webhookLogDecider.initialState(), revision: null },
        command,
        context,
      )) ?? (await this.commands.decide(webhookLogDecider, stream, command, context));
    return recorded.events.length ? { success: true } : { success: true, duplicate: true };
  }
}
