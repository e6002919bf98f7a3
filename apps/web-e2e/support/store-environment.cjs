// Jest test environment of the browser tests: every spec file gets its own store (see
// store-process.cjs), started before the file's first hook and stopped after its last, so files
// never see each other's purchases, accounts or e-mails. A file can change the store's settings
// with a docblock pragma, e.g. `/** @store-env ORDER_PAYMENT_TIMEOUT=1m */`.
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');
const { startStore, stopStore } = require('./store-process.cjs');

const screenshotDir = path.resolve(__dirname, '../../../test-results/e2e');

const envPragma = (pragmas) =>
  Object.fromEntries(
    [pragmas['store-env'] ?? []]
      .flat()
      .flatMap((value) => String(value).split(/\s+/))
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

class StoreEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.name = path.basename(context.testPath).replace(/\.e2e\.spec\.ts$/, '');
    this.storeEnv = envPragma(context.docblockPragmas ?? {});
  }

  async setup() {
    await super.setup();
    this.store = await startStore(this.name, this.storeEnv);
    Object.assign(this.global.process.env, {
      E2E_BASE_URL: this.store.baseUrl,
      E2E_OUTBOX: this.store.outbox,
      E2E_STORE_LOG: this.store.logFile,
    });
  }

  /** A failed scenario leaves a screenshot of what the browser showed: test-results/e2e/FAILED <scenario>.png. */
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const page = this.global.__E2E_PAGE__;
    if (!page || page.isClosed()) return;
    const title = event.test ? event.test.name : `${event.hook.type} hook`;
    const file = `FAILED ${this.name} - ${title}`.replace(/[^\w .,'()-]+/g, '_').slice(0, 150);
    try {
      await page.screenshot({ path: path.join(screenshotDir, `${file}.png`), fullPage: true, timeout: 5000 });
    } catch {
      /* the page may be gone with the failure */
    }
  }

  async teardown() {
    if (this.store) await stopStore(this.store);
    await super.teardown();
  }
}

module.exports = StoreEnvironment;
