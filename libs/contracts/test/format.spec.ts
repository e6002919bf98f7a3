import {
  actorName,
  csvCell,
  csvLine,
  DEFAULT_STORE_TIME_ZONE,
  formatDate,
  formatRupees,
  isTimeZone,
  pluralise,
  refundTooMuchMessage,
  shortOrderId,
  STOCK_MESSAGES,
} from '../src';

describe('the one rupee formatter', () => {
  it("writes rupees with Indian digit grouping and two decimals, as the site shows them ('₹1,399.00', not '₹1399.00')", () => {
    expect(formatRupees(1399)).toBe('₹1,399.00');
    expect(formatRupees(599)).toBe('₹599.00');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });

  it('reads a missing or non-numeric amount as ₹0.00', () => {
    expect(formatRupees(undefined)).toBe('₹0.00');
    expect(formatRupees(null)).toBe('₹0.00');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });

  it('names the amount left in a refund that asks for too much with the same formatter', () => {
    expect(refundTooMuchMessage(1399)).toBe('Refund amount cannot be more than the ₹1,399.00 left to refund');
  });
});

describe('the one date formatter', () => {
  // 20:00 UTC on 4 March is 01:30 on 5 March in India: the device's day must not win.
  const lateEveningUtc = '2026-03-04T20:00:00.000Z';

  it('shows a moment in India time by default, whatever the zone of the machine', () => {
    expect(DEFAULT_STORE_TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatDate(lateEveningUtc)).toBe('5 Mar 2026');
    expect(formatDate(lateEveningUtc, 'longDay')).toBe('5 March 2026');
    expect(formatDate(lateEveningUtc, 'dayTime')).toMatch(/^5 Mar 2026, 01:30 am$/i);
    expect(formatDate(lateEveningUtc, 'moment')).toMatch(/^5 Mar 2026, 01:30:00 am$/i);
  });

  it('shows it in the zone the store is set to', () => {
    expect(formatDate(lateEveningUtc, 'day', 'UTC')).toBe('4 Mar 2026');
    expect(formatDate(new Date(lateEveningUtc), 'day', 'America/Los_Angeles')).toBe('4 Mar 2026');
  });

  it('answers an empty text for a missing or invalid moment', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('knows a real time zone from a made-up one', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('counts and names in words', () => {
  it("writes '1 review', '2 reviews', '0 items', '1 unit' (never '1 reviews' or '1 units')", () => {
    expect(pluralise(1, 'review')).toBe('1 review');
    expect(pluralise(2, 'review')).toBe('2 reviews');
    expect(pluralise(0, 'item')).toBe('0 items');
    expect(pluralise(1, 'unit')).toBe('1 unit');
    expect(pluralise(3, 'retry', 'retries')).toBe('3 retries');
  });

  it("says 'Only 1 item' in the stock messages, and the spec's 'Only {n} items' otherwise", () => {
    expect(STOCK_MESSAGES.onlyAvailable(1)).toBe('Only 1 item available in stock');
    expect(STOCK_MESSAGES.onlyAvailable(3)).toBe('Only 3 items available in stock');
    expect(STOCK_MESSAGES.onlyAvailableFor(2, 'Tee', 'M', 'Forest Green')).toBe(
      'Only 2 items available in stock for Tee (M - Forest Green)',
    );
    expect(STOCK_MESSAGES.onlyAvailableFor(1, 'Tee', 'M')).toBe('Only 1 item available in stock for Tee (M)');
  });

  it("names an actor by role and name, without saying the role twice ('Admin', never 'Admin Admin')", () => {
    expect(actorName('Admin', 'Priya Nair')).toBe('Admin Priya Nair');
    expect(actorName('Admin', 'Admin')).toBe('Admin');
    expect(actorName('Admin', 'admin team')).toBe('admin team');
    expect(actorName('Admin', 'Asha Admin')).toBe('Asha Admin');
    expect(actorName('Admin', null)).toBe('Admin');
    expect(actorName('Admin', '  ')).toBe('Admin');
  });
});

describe('the short order number', () => {
  it("is the id's last six characters in capitals, the same wherever a person reads it", () => {
    expect(shortOrderId('3f2a9c4e-8d1b-4c7a-9e2f-5a1b2c06e1b0')).toBe('06E1B0');
  });
});

describe('the one CSV cell writer', () => {
  it('quotes a cell with a comma, quote or line break, doubling quotes', () => {
    expect(csvLine(['Rao, Asha', 'say "hi"', 'a\nb'])).toBe('"Rao, Asha","say ""hi""","a\nb"');
  });

  it("defuses a text a spreadsheet would run as a formula with a leading ', and leaves numbers alone", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
  });
});
