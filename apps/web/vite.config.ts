import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * Writes a .br and a .gz beside every emitted script and stylesheet over 1 KB, so the server can
 * send them compressed without compressing per request (@fastify/static's preCompressed option).
 */
function precompress(): Plugin {
  return {
    name: 'threadfit:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(file) || !options.dir) continue;
        const full = path.join(options.dir, file);
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

const resolve = {
  alias: { '@store/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)) },
};

/**
 * `vite build --ssr`: the server renderer (src/ssr/entry-server.tsx) as one self-contained
 * CommonJS file the API process requires wherever the build is copied (apps/web is an ES module
 * package, hence .cjs), with React's production build whatever NODE_ENV the store runs with.
 */
const serverBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve,
  publicDir: false,
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: 'src/ssr/entry-server.tsx',
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
    },
  },
});

const browserBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks a screen needs, so a server-rendered page preloads them.
    manifest: true,
    rolldownOptions: {
      // Everything the first page needs (React, router, store, the storefront frame) in one
      // chunk; each screen stays its own lazy chunk.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
