const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'catalogue', rootDir: __dirname };
