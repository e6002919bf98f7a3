const preset = require('../../jest.preset.cjs');

// Each spec file starts its own store on a fresh database (support/store-environment.cjs) and
// shares one browser between its scenarios; two files at a time on the 2-core machine.
module.exports = {
  ...preset,
  displayName: 'web-e2e',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/support/store-environment.cjs',
  globalSetup: '<rootDir>/support/global-setup.cjs',
  globalTeardown: '<rootDir>/support/global-teardown.cjs',
  maxWorkers: 2,
  // Playwright waits up to 30 s per step; a scenario has many steps on a loaded 2-core machine.
  testTimeout: 120000,
};
