import { screen } from '@testing-library/react';
import { loggedIn } from '../shared/auth/auth-slice';
import { anAdmin } from '../testing/fixtures';
import { fakeApi } from '../testing/fake-api';
import { renderRoutes } from '../testing/render';
import { routes } from './router';
import { createStore } from './store';

// Its own file: React Router says each warning once per module load, so an earlier /admin render
// in the same file would hide it.
describe('the admin routes', () => {
  it("nest under /admin without React Router's warning about descendant <Routes> under a path with no trailing *", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      fakeApi({});
      const store = createStore();
      store.dispatch(loggedIn({ user: anAdmin(), token: 'jwt' }));
      const { location } = renderRoutes(routes, { route: '/admin', store });
      expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
      expect(location().pathname).toBe('/admin/products');
      const warnings = warn.mock.calls.map((call) => call.map(String).join(' '));
      expect(warnings.filter((text) => /descendant <Routes>|trailing "\*"/.test(text))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
