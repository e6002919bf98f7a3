const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'cart', rootDir: __dirname };
