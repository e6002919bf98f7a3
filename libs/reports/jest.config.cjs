const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'reports', rootDir: __dirname };
