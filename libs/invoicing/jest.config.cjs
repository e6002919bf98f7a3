const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'invoicing', rootDir: __dirname };
