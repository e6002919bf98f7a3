import { preferredCoding, withVary } from '../src';

describe('preferredCoding (Accept-Encoding)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
  ])('answers %j with %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });

  it('prefers br to gzip when the client weighs them alike, and follows its q-values otherwise', () => {
    expect(preferredCoding('gzip;q=1, br;q=1')).toBe('br');
    expect(preferredCoding('gzip;q=1.0, br;q=0.8')).toBe('gzip');
    expect(preferredCoding('br;q=0.2, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('gzip;q=0.5')).toBe('gzip');
  });

  it('never sends a coding the client refuses with q=0', () => {
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0')).toBe('identity');
    expect(preferredCoding('br;q=0, gzip;q=0.000')).toBe('identity');
  });

  it('reads * as every coding the header does not name', () => {
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('br;q=0, *')).toBe('gzip');
    expect(preferredCoding('*;q=0')).toBe('identity');
    expect(preferredCoding('gzip;q=0.4, *;q=0.5')).toBe('br');
  });

  it('sends identity when the client weighs it above every compressed coding', () => {
    expect(preferredCoding('identity, gzip;q=0.5')).toBe('identity');
    expect(preferredCoding('identity;q=0.5, gzip')).toBe('gzip');
    expect(preferredCoding('identity;q=0, br')).toBe('br');
  });

  it('counts an unreadable q-value as a refusal', () => {
    expect(preferredCoding('br;q=high, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=2, gzip;q=0.1')).toBe('gzip');
  });
});

describe('withVary', () => {
  it('adds the field once, keeping the fields already there', () => {
    expect(withVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(withVary('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(withVary('Origin, accept-encoding', 'Accept-Encoding')).toBe('Origin, accept-encoding');
    expect(withVary(['Origin', 'Cookie'], 'Accept-Encoding')).toBe('Origin, Cookie, Accept-Encoding');
    expect(withVary('*', 'Accept-Encoding')).toBe('*');
  });
});
