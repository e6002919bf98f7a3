/**
 * The contract between the API process and the web app's server renderer
 * (apps/web/src/ssr/entry-server.tsx, built to apps/web/dist-server/entry-server.cjs).
 */

/** How a server-side render reaches the API: the same endpoints, answered in-process. */
export interface ServerFetch {
  /** Any absolute origin: only the path and query of each request are used. */
  origin: string;
  fetch: typeof fetch;
}

export interface PageRenderRequest {
  /** Path and query, as the shopper asked for them. */
  url: string;
  /** The store's public origin (PUBLIC_URL): the base of canonical and absolute URLs. */
  publicUrl: string;
  /** STORE_TIME_ZONE: the zone the page shows dates in. */
  timeZone: string;
  serverFetch: ServerFetch;
}

export type RenderedPage =
  /** An account, cart, checkout or admin route: the browser renders it from the page shell. */
  | { kind: 'browser-rendered' }
  | {
      kind: 'page';
      /** 200; 404 for an unknown path or product; 503 when a read failed (never cached). */
      status: number;
      /** The route whose screen this is (apps/web/src/app/router.tsx ids). */
      routeId: string;
      /** The screen's source module (a key of the web build's .vite/manifest.json): its chunks are preloaded. */
      screen: string;
      /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
      head: string;
      /** The app's HTML, for inside #root. */
      html: string;
      /** For the end of <body>: the RTK Query cache the browser hydrates from. */
      stateScript: string;
    };

/** What apps/web/dist-server/entry-server.cjs exports. */
export interface ServerRenderer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}
