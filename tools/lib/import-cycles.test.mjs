// node:test, run by tools/test.mjs: issue #40's "zero import cycles" for the server side (libs/*
// and apps/api, sources and tests), type-only imports included, which ESLint's no-cycle skips.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findImportCycles } from './import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A throwaway project: tsconfig.json with a path alias, and the given files. */
function project(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  const tsconfig = { compilerOptions: { baseUrl: '.', paths: { '@fix/*': ['libs/*/index.ts'] } }, include: ['libs'] };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return { tsconfig: path.join(dir, 'tsconfig.json'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('finding import cycles', () => {
  it('finds a cycle between two libs through their index, one side a type-only import', () => {
    const fixture = project({
      'libs/low/index.ts': "export * from './set';\n",
      'libs/low/set.ts': "import type { Runner } from '@fix/high';\nexport type MigrationSet = { runner?: Runner };\n",
      'libs/high/index.ts':
        "import type { MigrationSet } from '@fix/low';\nexport type Runner = (sets: MigrationSet[]) => void;\n",
    });
    try {
      assert.deepEqual(findImportCycles(fixture.tsconfig), [
        [
          'libs/high/index.ts -> libs/low/index.ts',
          'libs/low/index.ts -> libs/low/set.ts',
          'libs/low/set.ts -> libs/high/index.ts',
        ],
      ]);
    } finally {
      fixture.remove();
    }
  });

  it('finds none where imports go one way', () => {
    const fixture = project({
      'libs/low/index.ts': 'export const low = 1;\n',
      'libs/high/index.ts': "import { low } from '@fix/low';\nexport const high = low + 1;\n",
    });
    try {
      assert.deepEqual(findImportCycles(fixture.tsconfig), []);
    } finally {
      fixture.remove();
    }
  });
});

describe('the server side (libs/* and apps/api)', () => {
  it('has no import cycle, type-only imports included', () => {
    assert.deepEqual(findImportCycles(path.join(root, 'tsconfig.json')), []);
  });
});
