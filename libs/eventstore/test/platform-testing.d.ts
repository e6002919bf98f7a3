// Stopgap for the type checker only: tsconfig.base.json maps '@store/*' to libs/*/src/index.ts,
// so tsc cannot resolve the '@store/platform/testing' entry point that Jest maps (jest.preset.cjs).
// Delete this file once tsconfig.base.json has "@store/*/testing": ["libs/*/src/testing/index.ts"].
declare module '@store/platform/testing' {
  export * from '@store/platform/src/testing';
}
