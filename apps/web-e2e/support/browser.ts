import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BrowserContext, chromium, Page, Response } from 'playwright-core';

/** The flags this machine's closed network needs (see the README's testing notes). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the browser tests through jest (global setup starts the store)');
  return url;
};

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian's chromium, headless, with a fresh profile; `timezoneId` plays a shopper's device elsewhere
 * in the world, `javaScriptEnabled: false` a crawler or a link preview.
 */
export async function openBrowser(
  viewport = { width: 1280, height: 800 },
  { timezoneId, javaScriptEnabled = true }: { timezoneId?: string; javaScriptEnabled?: boolean } = {},
): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
    timezoneId,
    javaScriptEnabled,
    baseURL: baseUrl(),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // The test environment screenshots this page when a scenario fails.
  (globalThis as { __E2E_PAGE__?: Page }).__E2E_PAGE__ = page;
  const hydrationErrors = javaScriptEnabled ? watchHydration(page) : [];
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (hydrationErrors.length > 0)
        throw new Error(`React could not hydrate a server-rendered page:\n${hydrationErrors.join('\n')}`);
    },
  };
}

/** React's hydration errors (dev text, production codes 418/423/425, the app's own report). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)/i;

/**
 * Every page load waits until the app answers clicks (<html data-ready>, set once React has
 * hydrated or rendered it): a server-rendered page shows its buttons before its script runs, and
 * a click then would be lost. Collects hydration errors, which fail the file when it closes.
 */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
  });
  const untilReady = async (response: Response | null) => {
    if (response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilReady(await goto(url, options));
  page.reload = async (options) => untilReady(await reload(options));
  return errors;
}

const screenshotDir = path.resolve(__dirname, '../../../test-results/e2e');

/** Saves a full-page screenshot named for the scenario under test-results/e2e. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
