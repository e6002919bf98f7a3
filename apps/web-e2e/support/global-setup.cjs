// The browser tests run against the built store: each spec file starts its own (see
// store-environment.cjs). Here, once per run: the builds must exist (npm test's preparation makes
// them), and the web build is copied aside, so a rebuild of apps/web/dist during the run (another
// engineer's `vite build` in the same working tree) cannot pull lazy route chunks from under the
// stores' feet.
const { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');

module.exports = async function globalSetup() {
  const missing = ['apps/api/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist-server/entry-server.cjs'].filter(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing.length)
    throw new Error(
      `build first (node tools/build.mjs and the web's vite build; npm test does both): missing ${missing.join(', ')}`,
    );
  // Failure screenshots belong to the run that made them.
  const shots = path.join(root, 'test-results/e2e');
  if (existsSync(shots))
    for (const file of readdirSync(shots))
      if (file.startsWith('FAILED ')) rmSync(path.join(shots, file), { force: true });
  // dist and dist-server side by side, as the store finds its server renderer beside WEB_DIST_DIR.
  const snapshot = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-web-'));
  cpSync(path.join(root, 'apps/web/dist'), path.join(snapshot, 'dist'), { recursive: true });
  cpSync(path.join(root, 'apps/web/dist-server'), path.join(snapshot, 'dist-server'), { recursive: true });
  if (
    !existsSync(path.join(snapshot, 'dist/index.html')) ||
    !existsSync(path.join(snapshot, 'dist-server/entry-server.cjs'))
  )
    throw new Error('apps/web/dist changed while it was copied: run the browser tests again');
  process.env.E2E_WEB_SNAPSHOT = snapshot;
  process.env.E2E_WEB_DIST = path.join(snapshot, 'dist'); // the workers inherit it; store-process.cjs serves it
};
