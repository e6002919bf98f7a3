import { eventFiltersFromUrl, eventFiltersToUrl } from './event-filters';
import { formatLag, formatSeconds } from './format';
import { indiaTimeFromIso, isoFromIndiaTime, justBefore, validIso } from './india-time';
import { isSealed, markSealed, SEALED_MARK } from './sealed';
import { timeTravelFromUrl } from './time-travel-params';

const BLOB = 'v2.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.Q0lQSEVS';

describe('India time (the admin screens read and show times in Asia/Kolkata, UTC+05:30 all year)', () => {
  it.each([
    ['2026-11-23T15:30', '2026-11-23T10:00:00.000Z'],
    ['2026-11-23T15:30:05', '2026-11-23T10:00:05.000Z'],
    ['2026-01-01T02:00', '2025-12-31T20:30:00.000Z'],
  ])('reads %s as %s', (local, iso) => {
    expect(isoFromIndiaTime(local)).toBe(iso);
    expect(indiaTimeFromIso(iso)).toBe(local.length === 16 ? `${local}:00` : local);
  });

  it.each(['', 'yesterday', '2026-13-45T99:99', '2026-11-23 15:30'])('refuses %p', (text) => {
    expect(isoFromIndiaTime(text)).toBeUndefined();
  });

  it('takes only ISO timestamps from the URL, and steps a millisecond back for "just before"', () => {
    expect(validIso('2026-11-23T10:00:00Z')).toBe('2026-11-23T10:00:00.000Z');
    expect(validIso('1700000000')).toBeUndefined();
    expect(validIso(`2026-11-23T10:00:00.000Z${'0'.repeat(40)}`)).toBeUndefined();
    expect(justBefore('2026-11-23T10:00:00.000Z')).toBe('2026-11-23T09:59:59.999Z');
  });
});

describe('sealed personal data', () => {
  it('recognises a sealed blob alone or with its subject, and nothing else', () => {
    expect(isSealed(BLOB)).toBe(true);
    expect(isSealed({ subject: 'order:1', sealed: BLOB })).toBe(true);
    expect(isSealed('v2.short.blob.x')).toBe(false);
    expect(isSealed({ subject: 'order:1', sealed: BLOB, name: 'Asha' })).toBe(false);
    expect(isSealed('Asha Rao')).toBe(false);
  });

  it('marks every sealed part of a payload, however deep', () => {
    expect(markSealed({ a: 1, personal: { subject: 's', sealed: BLOB }, list: [BLOB, 'x'] })).toEqual({
      a: 1,
      personal: SEALED_MARK,
      list: [SEALED_MARK, 'x'],
    });
  });
});

describe('event browser filters in the URL', () => {
  it('caps texts as the contract does, keeps ISO times and a well-formed cursor only', () => {
    const params = new URLSearchParams({
      stream: ` ${'s'.repeat(250)}`,
      type: 'OrderPaid',
      from: '2026-11-23T10:00:00.000Z',
      to: 'soon',
      before: '1250/1250',
    });
    const filters = eventFiltersFromUrl(params);
    expect(filters.stream).toHaveLength(199);
    expect(filters).toMatchObject({ type: 'OrderPaid', from: '2026-11-23T10:00:00.000Z', before: '1250/1250' });
    expect(filters.to).toBeUndefined();
    expect(eventFiltersFromUrl(new URLSearchParams({ before: '1250; drop' })).before).toBeUndefined();
    expect(eventFiltersToUrl({ type: 'OrderPaid', actor: ' ', before: '1/1' }).toString()).toBe(
      'type=OrderPaid&before=1%2F1',
    );
  });

  it('takes a time-travel kind only when the contract knows it', () => {
    expect(timeTravelFromUrl(new URLSearchParams({ kind: 'invoice', id: 'x', at: '2026-11-23T10:00:00Z' }))).toEqual({
      kind: undefined,
      id: 'x',
      at: '2026-11-23T10:00:00.000Z',
    });
  });
});

describe('lag and durations', () => {
  it.each([
    [{ lagEvents: 0, lagEventsCapped: false, lagSeconds: 0 }, 'Caught up'],
    [{ lagEvents: 1, lagEventsCapped: false, lagSeconds: 0.42 }, '1 event · 0.4 s behind'],
    [{ lagEvents: 1000, lagEventsCapped: true, lagSeconds: 125 }, '1,000+ events · 2 min 5 s behind'],
    [{ lagEvents: null, lagEventsCapped: false, lagSeconds: null }, '—'],
  ])('%p reads %p', (lag, text) => {
    expect(formatLag(lag)).toBe(text);
  });

  it('reads hours coarsely', () => {
    expect(formatSeconds(7500)).toBe('2 h 5 min');
  });
});
