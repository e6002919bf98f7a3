import { Inject, Injectable } from '@nestjs/common';
import type { CarrierValues, CarriersResponse } from '@store/contracts';
import type { EventStore } from '@store/eventstore';
import { CommandContext, CommandHandling, EVENT_STORE } from '@store/platform';
import { carriersDecider, carriersInForce, type CarrierEvent } from '../domain';
import { CARRIERS_STREAM } from '../streams';

type CarriersInForce = Omit<CarriersResponse, 'success' | 'message'>;

/** The carriers in force: the list last saved (stream `fulfilment-carriers`), else the seeded DEFAULT_CARRIERS. */
@Injectable()
export class CarriersService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandHandling,
  ) {}

  async current(): Promise<CarriersInForce> {
    const [last] = await this.store.readStream(CARRIERS_STREAM, { direction: 'backwards', limit: 1 });
    const changed = last?.data as CarrierEvent['data'] | undefined;
    return {
      carriers: carriersInForce({ saved: changed?.carriers ?? null }),
      updatedAt: changed?.at ?? null,
      updatedBy: last?.metadata.actor.id ?? null,
    };
  }

  async replace(carriers: CarrierValues[], context: CommandContext): Promise<CarriersInForce> {
    await this.commands.decide(
      carriersDecider,
      CARRIERS_STREAM,
      { type: 'ReplaceCarriers', carriers, now: this.commands.now() },
      context,
    );
    return this.current();
  }
}
