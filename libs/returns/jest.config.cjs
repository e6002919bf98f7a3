const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'returns', rootDir: __dirname };
