import type { ApiRefusal, ApiResponse, ApiRoute, ErrorResponse } from '@store/contracts';
import type { RequestBody } from '@store/contracts/requests';

/**
 * A fake of the network boundary: global fetch answers with real Response objects from a table
 * of routes ('GET /api/products/:id'). Anything not in the table answers 404. Routes and bodies
 * are typed by the API's contract (libs/contracts): a fake can only answer what the server sends,
 * and a handler reads the body as the route's request contract (API_REQUESTS) declares it.
 */
export interface FakeRequest<Body = unknown> {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Body;
  headers: Headers;
}

/**
 * A success answer with its contract's body, or an error answer with the error shape (or the
 * route's own refusal shape, API_ERROR_RESPONSES); a server
 * error may also come bodiless (a proxy in front of the API answering 502, say).
 */
export type FakeReply<T = unknown, E = ErrorResponse> =
  | { status?: 200 | 201 | 202; body: T }
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429; body?: E }
  | { status: 500 | 502 | 503 | 504; body?: ErrorResponse | Record<string, never> };

export type FakeHandler<T = unknown, E = ErrorResponse, Body = unknown> =
  | FakeReply<T, E>
  | ((request: FakeRequest<Body>, params: Record<string, string>) => FakeReply<T, E> | Promise<FakeReply<T, E>>);

/** 'GET /products/:id' -> 'GET /api/products/:id'. */
type FakeKey<R extends ApiRoute> = R extends `${infer Method} ${infer Path}` ? `${Method} /api${Path}` : never;
/** The body a route's handler reads: its request contract's, or whatever came for a route that takes none. */
type BodyOf<R> = [RequestBody<R>] extends [never] ? unknown : RequestBody<R>;
export type FakeRoutes = {
  [R in ApiRoute as FakeKey<R>]?: FakeHandler<ApiResponse<R>, ApiRefusal<R>, BodyOf<R>>;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });

export function fakeApi(routes: FakeRoutes = {}) {
  const table = Object.entries(routes as Record<string, FakeHandler>).map(([key, handler]) => {
    const [method, pattern] = key.split(' ');
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => (names.push(name), '([^/]+)'))}$`,
    );
    return { method, regex, names, handler };
  });
  const requests: FakeRequest[] = [];

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    // A multipart upload's body (jsdom's File inside a FormData) never finishes reading here: the handler gets its form.
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const form = multipart && init?.body instanceof FormData ? init.body : undefined;
    const text = multipart ? '' : await request.text();
    let body: unknown = form ?? (text || undefined);
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    const fake: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: request.headers,
    };
    requests.push(fake);
    for (const route of table) {
      const match = route.method === fake.method ? route.regex.exec(fake.path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
      const reply = typeof route.handler === 'function' ? await route.handler(fake, params) : route.handler;
      return json(reply.status ?? 200, reply.body);
    }
    return json(404, { success: false, message: `No fake for ${fake.method} ${fake.path}` });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    requests,
    fetchMock,
    /** The requests made to one method and path. */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}
