import { Inject, Injectable } from '@nestjs/common';
import type { GstRateBand, GstRatesResponse } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { CommandContext, CommandHandling, EVENT_STORE } from '@store/platform';
import { DEFAULT_GST_RATE_BANDS } from '../domain/gst-rates';
import type { GstRatesEvent } from '../domain/tax-document-events';
import { gstRatesDecider } from '../settings/gst-rates-stream';
import { GST_RATES_STREAM } from '../streams';

export type GstRateTable = Omit<GstRatesResponse, 'success' | 'message'>;

/** The GST rate bands in force: the table an admin last saved (stream `gst-rates`), else the 2017 and 2025 bands. */
@Injectable()
export class GstRatesService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandHandling,
  ) {}

  async current(): Promise<GstRateTable> {
    const [last] = await this.store.readStream(GST_RATES_STREAM, { direction: 'backwards', limit: 1 });
    const replaced = last as unknown as (GstRatesEvent & { metadata: { actor: { id: string | null } } }) | undefined;
    return {
      bands: replaced?.data.bands ?? DEFAULT_GST_RATE_BANDS,
      updatedAt: replaced?.data.at ?? null,
      updatedBy: replaced?.metadata.actor.id ?? null,
    };
  }

  async replace(bands: GstRateBand[], context: CommandContext): Promise<GstRateTable> {
    await this.commands.decide(
      gstRatesDecider,
      GST_RATES_STREAM,
      { type: 'ReplaceGstRates', bands, now: this.commands.now() },
      context,
    );
    return this.current();
  }
}
