const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'ordering', rootDir: __dirname };
