// autocannon runs for the benches: 32 connections, one request in flight on each.
import autocannon from 'autocannon';

export const CONNECTIONS = 32;

/**
 * autocannon against `url` for `seconds`; `paths` (optional) are requested in turn across all
 * connections. Returns { rps, p50, p99, failed } (failed: non-2xx, errors and timeouts).
 */
export function measure(url, seconds, paths) {
  let next = 0;
  const requests = paths ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, requests }, (error, result) =>
      error
        ? reject(error)
        : resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts }),
    );
  });
}
