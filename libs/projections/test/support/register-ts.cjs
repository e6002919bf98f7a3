// Lets a child `node` process run this library's TypeScript the way Jest does: compiles .ts
// files with the shared SWC options and resolves @store/<lib> to libs/<lib>/src.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '../../../..');
const swcOptions = { ...require(path.join(root, 'swc.config.cjs'))(), swcrc: false };

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const lib = /^@store\/([a-z-]+)(\/testing)?$/.exec(request);
  if (lib) request = path.join(root, 'libs', lib[1], 'src', lib[2] ? 'testing/index.ts' : 'index.ts');
  return resolveFilename.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...swcOptions, filename });
  module._compile(code, filename);
};
