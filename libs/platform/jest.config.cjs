const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'platform', rootDir: __dirname };
