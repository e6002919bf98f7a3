import { recordedAtFromText } from '../src/postgres/recorded-at';

describe("an event's recorded_at, from PostgreSQL's text", () => {
  it('cuts the UTC text to the ISO string with milliseconds, whatever digits of the second it has', () => {
    expect(recordedAtFromText('2026-11-27 09:45:01.123456+00')).toBe('2026-11-27T09:45:01.123Z');
    expect(recordedAtFromText('2026-11-27 09:45:01.12+00')).toBe('2026-11-27T09:45:01.120Z');
    expect(recordedAtFromText('2026-11-27 09:45:01.5+00')).toBe('2026-11-27T09:45:01.500Z');
    expect(recordedAtFromText('2026-11-27 09:45:01+00')).toBe('2026-11-27T09:45:01.000Z');
  });

  it('reads any other form as pg does (another offset)', () => {
    expect(recordedAtFromText('2026-11-27 15:15:01.25+05:30')).toBe('2026-11-27T09:45:01.250Z');
  });
});
