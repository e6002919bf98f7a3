const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'fulfilment', rootDir: __dirname };
