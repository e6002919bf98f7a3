import { normaliseEmail, normalisePhone, parseLoginIdentifier } from '../../src/domain/identifiers';

describe('identifiers (spec section 5)', () => {
  it('compares e-mail addresses case-insensitively', () => {
    expect(normaliseEmail('  Asha.Verma@Example.IN ')).toBe('asha.verma@example.in');
  });

  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
  ])('reads %s as the mobile number %s', (input, expected) => expect(normalisePhone(input)).toBe(expected));

  it.each(['5876543210', '98765', '98765432101', '+44 7700 900123', ''])(
    'refuses %s as an Indian mobile number',
    (input) => expect(normalisePhone(input)).toBeNull(),
  );

  it('reads a login identifier with an @ as an e-mail, anything else as a phone', () => {
    expect(parseLoginIdentifier('Asha@Example.in')).toEqual({ kind: 'email', value: 'asha@example.in' });
    expect(parseLoginIdentifier('asha@')).toEqual({ kind: 'invalid', reason: 'email' });
    expect(parseLoginIdentifier('+91 98765 43210')).toEqual({ kind: 'phone', value: '9876543210' });
    expect(parseLoginIdentifier('12345')).toEqual({ kind: 'invalid', reason: 'phone' });
  });
});
