// autocannon runs for the benches: 32 connections, one request in flight on each.
import autocannon from 'autocannon';

export const CONNECTIONS = 32;

/**
 * autocannon against `url` for `seconds`; `paths` (optional) are requested in turn across all
 * connections, from `cursor.next` on (pass the same cursor to go on where the last run stopped),
 * with `headers` (optional) on every request.
 * Returns { rps, p50, p99, failed } (failed: non-2xx, errors and timeouts).
 */
export function measure(url, seconds, paths, cursor = { next: 0 }, headers = undefined) {
  const requests = paths
    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[cursor.next++ % paths.length] }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, pipelining: 1, requests, ...(headers ? { headers } : {}) },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              failed: result.non2xx + result.errors + result.timeouts,
            }),
    );
  });
}

/**
 * `a` and `b` ({ url, paths?, headers? }) measured in turn, one second each, `seconds` times, so
 * that a shared machine's load changes weigh on both alike. Returns each side's mean requests/s,
 * mean p50 and p99 of its slices and failures.
 */
export async function measureSideBySide(a, b, seconds) {
  const sides = [a, b].map((side) => ({ ...side, cursor: { next: 0 }, slices: [] }));
  for (let i = 0; i < seconds; i += 1) {
    for (const side of sides) side.slices.push(await measure(side.url, 1, side.paths, side.cursor, side.headers));
  }
  const mean = (slices, key) => slices.reduce((sum, slice) => sum + slice[key], 0) / slices.length;
  return sides.map(({ slices }) => ({
    rps: mean(slices, 'rps'),
    p50: Math.round(mean(slices, 'p50')),
    p99: Math.round(mean(slices, 'p99')),
    failed: slices.reduce((sum, slice) => sum + slice.failed, 0),
  }));
}
