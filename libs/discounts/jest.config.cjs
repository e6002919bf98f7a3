const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'discounts', rootDir: __dirname };
