import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Inject } from '@nestjs/common';
import type { EventStore } from '@store/eventstore';
import { isWrongExpectedRevisionError } from '@store/eventstore';
import { AppConfig, CONFIG, EVENT_STORE, ValidationError } from '@store/platform';
import { createHash } from 'node:crypto';
import { isValidWebhookSignature } from '../gateway/signatures';
import { PAYMENT_MESSAGES as M } from '../payments.messages';
import { HANDLED_WEBHOOKS, readWebhook, webhookStream } from '../webhooks/razorpay-webhook';

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
    @Inject(EVENT_STORE) private readonly store: EventStore,
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
    try {
      await this.store.append(
        webhookStream(webhookId),
        [
          {
            type: 'PaymentWebhookReceived',
            data: { ...facts, webhookId, at: new Date().toISOString() },
            metadata: {
              actor: { id: null, role: 'system' },
              correlationId: webhookId,
              causationId: null,
              occurredAt: new Date().toISOString(),
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    } catch (error) {
      if (isWrongExpectedRevisionError(error)) return { success: true, duplicate: true };
      throw error;
    }
    return { success: true };
  }
}
