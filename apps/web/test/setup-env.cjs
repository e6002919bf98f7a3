// jsdom lacks the encoding globals react-router uses; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
