const preset = require('../../jest.preset.cjs');

// One server (the built app on a fresh database) for all browser scenarios; scenarios run one
// after another in one browser so the 2-core machine is not oversubscribed.
module.exports = {
  ...preset,
  displayName: 'web-e2e',
  rootDir: __dirname,
  globalSetup: '<rootDir>/support/global-setup.cjs',
  globalTeardown: '<rootDir>/support/global-teardown.cjs',
  maxWorkers: 1,
  testTimeout: 60000,
};
