const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'delivery', rootDir: __dirname };
