const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'marketing', rootDir: __dirname };
