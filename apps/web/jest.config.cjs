const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'web',
  rootDir: __dirname,
  // jsdom plus Node's fetch classes, so RTK Query's fetchBaseQuery runs as in a browser.
  testEnvironment: '<rootDir>/test/jsdom-fetch-environment.cjs',
  setupFiles: ['<rootDir>/test/setup-env.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-testing-library.cjs'],
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/test/style-stub.cjs' },
};
