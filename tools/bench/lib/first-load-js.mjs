// The JavaScript a storefront page loads before the network goes idle, in Debian's chromium
// through playwright-core (the root package's), and the admin modules among it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { chromium } = createRequire(path.join(root, 'package.json'))('playwright-core');

/** Admin sources the storefront may carry: the route table's section list (paths and labels). */
const ADMIN_ALLOWED = [/features\/admin\/sections\.ts$/];

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 60_000;

/** Counts the page's requests and those in flight, and when the last one started or ended. */
function trackRequests(page) {
  const network = { started: 0, inFlight: 0, lastChange: Date.now() };
  const end = () => {
    network.inFlight -= 1;
    network.lastChange = Date.now();
  };
  page.on('request', () => {
    network.started += 1;
    network.inFlight += 1;
    network.lastChange = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return network;
}

/**
 * Waits until the page is done loading: its main thread idle (an idle callback ran) and then no
 * request for QUIET_MS, with no new request started meanwhile. Playwright's 'networkidle' alone
 * is not enough: on a busy machine the entry script can run for longer than its 500 ms quiet
 * window before it asks for the route's lazy chunks, which were then left out of the count.
 */
async function settled(page, network) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const startedBefore = network.started;
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(resolve, { timeout: 10_000 })));
    while (network.inFlight > 0 || Date.now() - network.lastChange < QUIET_MS) {
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (network.started === startedBefore) return;
  }
}

/**
 * Loads `url` in a fresh chromium profile (a phone-sized window) and returns the scripts it
 * fetched until it settled: url, bytes as received, gzip -9 bytes and the content-encoding they were sent with.
 */
export async function firstLoadScripts(url) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-web-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: response.headers()['content-encoding'] ?? 'none',
          }),
          () => null,
        ),
      );
    });
    const network = trackRequests(page);
    await page.goto(url, { waitUntil: 'load' });
    await settled(page, network);
    return (await Promise.all(pending)).filter(Boolean);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The admin modules among the scripts' sources, read from their source maps. */
export async function adminSources(scripts) {
  const found = new Set();
  for (const script of scripts) {
    const response = await fetch(`${script.url}.map`);
    if (!response.ok) continue;
    const { sources = [] } = await response.json();
    for (const source of sources) {
      if (/features\/admin\//.test(source) && !ADMIN_ALLOWED.some((allowed) => allowed.test(source)))
        found.add(source.replace(/^(\.\.\/)+/, ''));
    }
  }
  return [...found];
}
