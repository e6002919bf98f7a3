import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { TIME_TRAVEL_KINDS } from '@store/contracts/schemas';
import type { TimeTravelKind, TimeTravelResponse } from '@store/contracts';
import { TimeTravelQuery } from '@store/contracts/requests';
import type { EventStore } from '@store/eventstore';
import { AdminOnly } from '@store/identity';
import { EVENT_STORE, ModuleRegistry, validationFailed, NotFoundError, UnprocessableError } from '@store/platform';
import { isUsableTime } from '../usable-time';
import { foldAt } from './fold-at';

const AT = 'At must be a date and time like 2026-11-23T10:00:00Z';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Streams longer than this are not folded here (memory); an inventory stream this long is rare. */
const MAX_EVENTS = 50_000;

/** /admin/system: an order, a product's stock or a cart as it was at a chosen time, beside now. */
@Controller('admin/system/time-travel')
@AdminOnly()
export class TimeTravelController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly registry: ModuleRegistry,
  ) {}

  @Get(':kind/:id')
  async travel(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Query() query: TimeTravelQuery,
  ): Promise<TimeTravelResponse> {
    if (!(TIME_TRAVEL_KINDS as readonly string[]).includes(kind))
      throw validationFailed([{ param: 'kind', msg: 'Kind must be order, stock or cart' }]);
    if (!ID.test(id)) throw validationFailed([{ param: 'id', msg: 'Id must be at most 64 letters, digits, - and _' }]);
    if (!isUsableTime(query.at)) throw validationFailed([{ param: 'at', msg: AT }]);
    const aggregate = this.registry.timeTravel[kind as TimeTravelKind];
    const streamId = aggregate.streamOf(id);
    const events = await this.eventStore.readStream(streamId, { limit: MAX_EVENTS + 1 });
    if (events.length === 0) throw new NotFoundError(`Nothing was recorded for ${kind} ${id}`);
    if (events.length > MAX_EVENTS)
      throw new UnprocessableError(`${streamId} has more than ${MAX_EVENTS} events: too long to fold here`);
    return {
      success: true,
      kind: kind as TimeTravelKind,
      id,
      streamId,
      past: foldAt(aggregate, events, new Date(query.at)),
      // Everything recorded so far, whatever the clocks of the app and the database say.
      current: foldAt(
        aggregate,
        events,
        new Date(Math.max(Date.now(), Date.parse(events[events.length - 1].recordedAt))),
      ),
      timeline: events.map((event) => ({ revision: event.revision, type: event.type, recordedAt: event.recordedAt })),
    };
  }
}
