import { Inject, Injectable } from '@nestjs/common';
import { gstStateByName, type TaxSettings } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { AppConfig, CommandContext, CommandHandling, CONFIG, EVENT_STORE } from '@store/platform';
import type { TaxSettingsEvent, TaxSettingsValues } from '../domain/tax-document-events';
import { taxSettingsDecider } from '../settings/tax-settings-stream';
import { TAX_SETTINGS_STREAM } from '../streams';

/** The seller's settings in force: the last saved (stream `tax-settings`), else the .env defaults. */
@Injectable()
export class TaxSettingsService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandHandling,
  ) {}

  /** The .env.example settings a fresh store issues invoices with. */
  defaults(): TaxSettingsValues {
    const { config } = this;
    return {
      legalName: config.SELLER_LEGAL_NAME,
      tradeName: config.SELLER_TRADE_NAME,
      address: config.SELLER_ADDRESS,
      state: config.SELLER_STATE,
      gstin: config.SELLER_GSTIN,
      invoiceSeries: config.INVOICE_SERIES,
      creditNoteSeries: config.CREDIT_NOTE_SERIES,
      hsnDigits: config.INVOICE_HSN_DIGITS === '6' ? 6 : 4,
    };
  }

  async current(): Promise<TaxSettings> {
    const [last] = await this.store.readStream(TAX_SETTINGS_STREAM, { direction: 'backwards', limit: 1 });
    const changed = last as unknown as (TaxSettingsEvent & { metadata: { actor: { id: string | null } } }) | undefined;
    const values = changed?.data.settings ?? this.defaults();
    return {
      ...values,
      stateCode: gstStateByName(values.state)?.code ?? '',
      updatedAt: changed?.data.at ?? null,
      updatedBy: changed?.metadata.actor.id ?? null,
    };
  }

  async change(values: TaxSettingsValues, context: CommandContext): Promise<TaxSettings> {
    await this.commands.decide(
      taxSettingsDecider,
      TAX_SETTINGS_STREAM,
      { type: 'ChangeTaxSettings', values, now: this.commands.now() },
      context,
    );
    return this.current();
  }
}
