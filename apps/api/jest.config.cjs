const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'api', rootDir: __dirname };
