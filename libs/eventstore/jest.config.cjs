const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'eventstore', rootDir: __dirname };
