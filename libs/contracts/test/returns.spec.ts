import {
  exchangeReservationId,
  isWithinReturnWindow,
  parseReturnId,
  returnIdOf,
  returnNumber,
  returnReasonsOffered,
  returnWindow,
  startOfDayIn,
} from '../src/returns';

const ORDER = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the return window (store days in Asia/Kolkata)', () => {
  // Day 0: 23:59 on 1 Dec 2026 in India (18:29 UTC).
  const window = returnWindow('2026-12-01T18:29:00.000Z', 3);

  it('counts the delivery day as day 0 and accepts the whole of day 3', () => {
    expect(window).toEqual({
      deliveredDay: '2026-12-01',
      lastDay: '2026-12-04',
      closesAt: '2026-12-04T18:30:00.000Z', // midnight starting 5 Dec in India
    });
    expect(isWithinReturnWindow(window, '2026-12-04T18:29:59.000Z')).toBe(true); // day 3, 23:59:59 India
    expect(isWithinReturnWindow(window, '2026-12-04T06:00:00.000Z')).toBe(true); // day 3, noon-ish
  });

  it('refuses day 4', () => {
    expect(isWithinReturnWindow(window, '2026-12-04T18:30:00.000Z')).toBe(false);
    expect(isWithinReturnWindow(window, '2026-12-05T10:00:00.000Z')).toBe(false);
  });

  it('takes the day in the store zone, not UTC (00:30 India is the previous UTC day)', () => {
    expect(returnWindow('2026-12-01T19:00:00.000Z', 3).deliveredDay).toBe('2026-12-02');
  });

  it('a 0-day window closes at the end of the delivery day', () =>
    expect(returnWindow('2026-12-01T05:00:00.000Z', 0).closesAt).toBe('2026-12-01T18:30:00.000Z'));

  it('finds the start of a day in other zones too', () => {
    expect(startOfDayIn('2026-12-01', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(startOfDayIn('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });
});

describe('return ids and numbers', () => {
  it('are the order id and a sequence', () => {
    expect(returnIdOf(ORDER, 2)).toBe(`${ORDER}-2`);
    expect(parseReturnId(`${ORDER}-2`)).toEqual({ orderId: ORDER, sequence: 2 });
    expect(parseReturnId(ORDER)).toBeNull();
    expect(parseReturnId(`${ORDER}-0`)).toBeNull();
    expect(parseReturnId('x'.repeat(200))).toBeNull();
    expect(returnNumber(ORDER, 2)).toBe('R-28950E-2');
    expect(exchangeReservationId(`${ORDER}-2`)).toBe(`exchange-${ORDER}-2`);
  });

  it('offer the size exchange only while exchanges are enabled', () => {
    expect(returnReasonsOffered(false)).toEqual(['damaged', 'defective']);
    expect(returnReasonsOffered(true)).toEqual(['damaged', 'defective', 'size_exchange']);
  });
});
