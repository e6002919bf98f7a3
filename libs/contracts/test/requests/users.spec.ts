import { EraseGuestRequest, UpdateUserRequest, UsersQuery } from '../../src/requests';
import { accepted, messageOf } from './check';

describe('users and personal-data requests', () => {
  it('reads the page numbers of a query string', () =>
    expect(accepted(UsersQuery, { page: '2', limit: '20', search: 'asha' })).toEqual({
      page: 2,
      limit: 20,
      search: 'asha',
    }));

  it.each([
    [{ page: '0' }, 'Page must be a whole number from 1 to 10000'],
    [{ page: 'x' }, 'Page must be a whole number from 1 to 10000'],
    [{ limit: '101' }, 'Limit must be a whole number from 1 to 100'],
  ])('refuses the query %j: %p', (query, message) => expect(messageOf(UsersQuery, query)).toBe(message));

  it("reads the spec's 'customer' as the user role and refuses others", () => {
    expect(accepted(UpdateUserRequest, { role: 'customer' }).role).toBe('user');
    expect(messageOf(UpdateUserRequest, { role: 'owner' })).toBe('Role must be user or admin');
    expect(messageOf(UpdateUserRequest, { active: 'yes' })).toBe('Active must be true or false');
  });

  it('asks for a valid e-mail to erase a guest', () => {
    expect(messageOf(EraseGuestRequest, {})).toBe('Email is required');
    expect(messageOf(EraseGuestRequest, { email: 'guest@' })).toBe('Please enter a valid email address');
  });
});
