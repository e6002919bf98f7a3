// One SWC configuration for the server build (tools/build.mjs) and for Jest, so tests run the
// code the way production compiles it: TypeScript with legacy decorators and metadata for NestJS.
module.exports = function swcOptions({ tsx = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
};
