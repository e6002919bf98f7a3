const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'payments', rootDir: __dirname };
