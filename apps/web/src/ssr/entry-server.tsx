import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { createStore } from '../app/store';
import type { PageRenderRequest, RenderedPage } from '@store/contracts';
import { setStoreTimeZone } from '../shared/format-date';
import { isServerRenderedPage, PAGE_DATA, SCREEN_SOURCES } from './page-data';
import { pageHead } from './page-head';
import { serialisedState } from './serialised-state';

const handler = createStaticHandler(routes);

/**
 * Renders a storefront page on the server from the same components the browser hydrates:
 * matches the route, fetches what its screen shows through the API, renders it to HTML.
 * Account, cart, checkout and admin routes answer `browser-rendered` (they are the shell's).
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, request.publicUrl);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { kind: 'browser-rendered' }; // no route redirects today
  const leaf = context.matches[context.matches.length - 1];
  const routeId = leaf?.route.id;
  if (!isServerRenderedPage(routeId)) return { kind: 'browser-rendered' };

  setStoreTimeZone(request.timeZone);
  const store = createStore(undefined, { serverFetch: request.serverFetch });
  const outcome = await PAGE_DATA[routeId](store, { params: leaf.params, search: url.searchParams });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Provider store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>,
  );
  return {
    kind: 'page',
    status: outcome.status,
    routeId,
    screen: SCREEN_SOURCES[routeId],
    head: pageHead(store.getState(), { routeId, params: leaf.params, url, publicUrl: request.publicUrl }),
    html,
    stateScript: serialisedState(store.getState().api),
  };
}
