// jsdom has no fetch, Request, Response or Headers. Tests fake fetch at the network boundary
// with real Response objects, so hand jsdom Node's own classes. A relative URL (RTK Query's
// '/api/...') resolves against the page's address as it does in a browser, and Node's Request
// needs Node's AbortController/AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const NodeRequest = globalThis.Request;
    class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    }
    Object.assign(page, {
      fetch: globalThis.fetch,
      Request,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      ReadableStream: globalThis.ReadableStream,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      structuredClone: globalThis.structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
