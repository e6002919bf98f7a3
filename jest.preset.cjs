// Shared Jest settings: every project's jest.config.cjs spreads this.
const path = require('node:path');
const swcOptions = require('./swc.config.cjs');

const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swcOptions(), swcrc: false }],
    '^.+\\.tsx$': ['@swc/jest', { ...swcOptions({ tsx: true }), swcrc: false }],
    // ESM-only packages Node 20 loads natively (require(esm)) but Jest's CommonJS runtime cannot.
    '/node_modules/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  moduleNameMapper: {
    '^@store/([a-z-]+)$': path.join(root, 'libs/$1/src/index.ts'),
    '^@store/([a-z-]+)/testing$': path.join(root, 'libs/$1/src/testing/index.ts'),
    '^@store/contracts/schemas$': path.join(root, 'libs/contracts/src/schemas/index.ts'),
    '^@store/contracts/requests$': path.join(root, 'libs/contracts/src/requests/index.ts'),
    '^@store/platform/domain$': path.join(root, 'libs/platform/src/domain/index.ts'),
    '^@store/catalogue/demo-data$': path.join(root, 'libs/catalogue/src/demo/demo-catalogue.data.ts'),
  },
  testMatch: ['**/?(*.)+(spec|test).ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 60000,
};
