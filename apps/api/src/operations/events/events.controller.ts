import { Controller, Get, Param, Query } from '@nestjs/common';
import { EventsQuery } from '@store/contracts/requests';
import type { CorrelationChainResponse, EventsPageResponse } from '@store/contracts';
import { AdminOnly } from '@store/identity';
import { validationFailed } from '@store/platform';
import { EventLogQuery } from './event-log.query';
import { isUsableTime } from '../usable-time';

/** `commit/prepare` within xid8 and bigint (the pattern already capped the digits). */
const isCursor = (value: string) => {
  const [commit, prepare] = value.split('/').map(BigInt);
  return commit < 2n ** 64n && prepare < 2n ** 63n;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/system: the event log, newest first, and the chain one correlation id ties together. */
@Controller('admin/system/events')
@AdminOnly()
export class EventsController {
  constructor(private readonly log: EventLogQuery) {}

  @Get()
  async list(@Query() query: EventsQuery): Promise<EventsPageResponse> {
    for (const param of ['from', 'to'] as const) {
      if (query[param] !== undefined && !isUsableTime(query[param]))
        throw validationFailed([
          { param, msg: `${param === 'from' ? 'From' : 'To'} must be a date and time like 2026-11-23T10:00:00Z` },
        ]);
    }
    if (query.before !== undefined && !isCursor(query.before))
      throw validationFailed([{ param: 'before', msg: 'Before must be a cursor from the previous page' }]);
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
      throw validationFailed([{ param: 'to', msg: 'To must be after From' }]);
    }
    return { success: true, ...(await this.log.page(query)) };
  }

  @Get(':eventId/correlation')
  async correlation(@Param('eventId') eventId: string): Promise<CorrelationChainResponse> {
    if (!UUID.test(eventId)) throw validationFailed([{ param: 'eventId', msg: 'Event id must be a UUID' }]);
    return { success: true, eventId, ...(await this.log.chain(eventId)) };
  }
}
