// Removes the copy of the web build that global-setup.cjs made for this run.
const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  if (process.env.E2E_WEB_SNAPSHOT) rmSync(process.env.E2E_WEB_SNAPSHOT, { recursive: true, force: true });
};
