import { EventsQuery, PauseProjectionRequest, TimeTravelQuery } from '../../src/requests';
import { accepted, messageOf } from './check';

describe('operations requests', () => {
  it('reads the event browser’s filters and refuses malformed ones', () => {
    expect(accepted(EventsQuery, { stream: 'order-*', limit: '50' })).toEqual({ stream: 'order-*', limit: 50 });
    expect(messageOf(EventsQuery, { stream: 'order *' })).toBe(
      "Stream must be a stream id or a prefix ending in '*', at most 200 characters",
    );
    expect(messageOf(EventsQuery, { from: 'yesterday' })).toBe(
      'From must be a date and time like 2026-11-23T10:00:00Z',
    );
    expect(messageOf(EventsQuery, { limit: '201' })).toBe('Limit must be a whole number from 1 to 200');
  });

  it('asks time travel for a moment', () =>
    expect(messageOf(TimeTravelQuery, {})).toBe('At must be a date and time like 2026-11-23T10:00:00Z'));

  it('bounds a pause reason', () =>
    expect(messageOf(PauseProjectionRequest, { reason: 'x'.repeat(201) })).toBe(
      'Reason must be at most 200 characters',
    ));
});
