import { Inject, Injectable } from '@nestjs/common';
import type { ReturnSettingsResponse, ReturnSettingsValues } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { AppConfig, CommandContext, CommandHandling, CONFIG, EVENT_STORE } from '@store/platform';
import { returnSettingsDecider, returnSettingsInForce, type ReturnSettingsEvent } from '../domain';
import { RETURN_SETTINGS_STREAM } from '../streams';

type SettingsInForce = Omit<ReturnSettingsResponse, 'success' | 'message'>;

/** The returns policy in force: last saved (stream `returns-settings`, an event per change with its actor), else the defaults. */
@Injectable()
export class ReturnSettingsService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandHandling,
  ) {}

  async current(): Promise<SettingsInForce> {
    const [last] = await this.store.readStream(RETURN_SETTINGS_STREAM, { direction: 'backwards', limit: 1 });
    const changed = last?.data as ReturnSettingsEvent['data'] | undefined;
    const saved = changed
      ? {
          windowDays: changed.windowDays,
          exchangesEnabled: changed.exchangesEnabled,
          pickupExpiryDays: changed.pickupExpiryDays,
        }
      : null;
    return {
      settings: returnSettingsInForce({ saved }, this.config.RETURN_WINDOW_DAYS),
      updatedAt: changed?.at ?? null,
      updatedBy: last?.metadata.actor.id ?? null,
    };
  }

  /** The policy's revision (-1: the defaults), for what is kept per policy (server-rendered pages). */
  async revision(): Promise<number> {
    const [last] = await this.store.readStream(RETURN_SETTINGS_STREAM, { direction: 'backwards', limit: 1 });
    return last?.revision ?? -1;
  }

  async settings(): Promise<ReturnSettingsValues> {
    return (await this.current()).settings;
  }

  async change(
    values: { windowDays: number; exchangesEnabled: boolean; pickupExpiryDays?: number },
    context: CommandContext,
  ): Promise<SettingsInForce> {
    const current = await this.settings();
    await this.commands.decide(
      returnSettingsDecider,
      RETURN_SETTINGS_STREAM,
      { type: 'ChangeReturnSettings', ...values, current, now: this.commands.now() },
      context,
    );
    return this.current();
  }
}
