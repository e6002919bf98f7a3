#!/usr/bin/env node
// Compiles the server side (apps/api and every lib) with SWC into each project's dist/.
// Cross-project imports (@store/x) resolve at run time through the npm workspace links to
// libs/x/dist, so no path rewriting is needed. Type checking is `npm run typecheck`.
import { readdir, mkdir, writeFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const swc = require('@swc/core');
const swcOptions = require(path.join(root, 'swc.config.cjs'));

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !/\.(spec|test)\.ts$/.test(file);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'testing-fixtures') continue;
      yield* walk(full);
    } else if (isSource(entry.name)) yield full;
  }
}

export async function serverProjects() {
  const libs = (await readdir(path.join(root, 'libs'))).map((name) => path.join(root, 'libs', name));
  return [...libs, path.join(root, 'apps/api')];
}

export async function buildProject(projectDir) {
  const src = path.join(projectDir, 'src');
  const out = path.join(projectDir, 'dist');
  if (!(await stat(src).catch(() => null))) return 0;
  await rm(out, { recursive: true, force: true });
  const options = { ...swcOptions(), swcrc: false, sourceMaps: true };
  let count = 0;
  const jobs = [];
  for await (const file of walk(src)) {
    const target = path.join(out, path.relative(src, file)).replace(/\.ts$/, '.js');
    jobs.push(
      swc
        .transformFile(file, { ...options, filename: file, sourceFileName: path.relative(path.dirname(target), file) })
        .then(async ({ code, map }) => {
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
          if (map) await writeFile(`${target}.map`, map);
          count += 1;
        }),
    );
  }
  await Promise.all(jobs);
  return count;
}

async function main() {
  const started = Date.now();
  let files = 0;
  for (const project of await serverProjects()) files += await buildProject(project);
  console.log(`built ${files} server files in ${Date.now() - started} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
