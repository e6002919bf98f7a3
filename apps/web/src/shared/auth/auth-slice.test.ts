import { createStore } from '../../testing/store';
import { aUser } from '../../testing/fixtures';
import { loggedIn, loggedOut, userUpdated } from './auth-slice';

afterEach(() => localStorage.clear());

describe('auth state', () => {
  it("stores the token and user under 'token' and 'user', and user and token only under 'auth-storage'", () => {
    const store = createStore();
    store.dispatch(loggedIn({ user: aUser(), token: 'jwt-1' }));
    expect(store.getState().auth).toEqual({ user: aUser(), token: 'jwt-1', isAuthenticated: true });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(aUser());
    expect(JSON.parse(localStorage.getItem('auth-storage')!).state).toEqual({ user: aUser(), token: 'jwt-1' });
  });

  it('restores auth at start-up when both token and user are stored', () => {
    localStorage.setItem('token', 'jwt-2');
    localStorage.setItem('user', JSON.stringify(aUser()));
    expect(createStore().getState().auth).toEqual({ user: aUser(), token: 'jwt-2', isAuthenticated: true });
  });

  it('stays signed out at start-up when only one of token and user is stored', () => {
    localStorage.setItem('token', 'jwt-3');
    expect(createStore().getState().auth.isAuthenticated).toBe(false);
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(aUser()));
    expect(createStore().getState().auth.isAuthenticated).toBe(false);
  });

  it('replaces the stored user after a profile update', () => {
    const store = createStore();
    store.dispatch(loggedIn({ user: aUser(), token: 'jwt-4' }));
    store.dispatch(userUpdated(aUser({ name: 'Asha R.' })));
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Asha R.');
  });

  it('clears state and storage on logout', () => {
    const store = createStore();
    store.dispatch(loggedIn({ user: aUser(), token: 'jwt-5' }));
    store.dispatch(loggedOut());
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(['token', 'user', 'auth-storage'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });
});
