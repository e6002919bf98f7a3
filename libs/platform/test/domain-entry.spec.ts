import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const source = (file: string) => readFileSync(file, 'utf8');

/** Module specifiers a file loads at run time (`import type` and `export type` are erased). */
const runtimeImports = (text: string): string[] =>
  [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]);

function bareImportsReachableFrom(entry: string, seen = new Set<string>()): Set<string> {
  const bare = new Set<string>();
  if (seen.has(entry)) return bare;
  seen.add(entry);
  for (const specifier of runtimeImports(source(entry))) {
    if (!specifier.startsWith('.')) bare.add(specifier);
    else
      for (const inner of bareImportsReachableFrom(path.resolve(path.dirname(entry), `${specifier}.ts`), seen))
        bare.add(inner);
  }
  return bare;
}

function domainFiles(dir: string, inDomain = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return domainFiles(full, inDomain || entry.name === 'domain');
    return inDomain && entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe("'@store/platform/domain': what domain code imports from the platform", () => {
  it('pulls in no framework: the named errors and the decider load nothing but the contracts', () => {
    const bare = bareImportsReachableFrom(path.join(root, 'libs/platform/src/domain/index.ts'));
    expect([...bare]).toEqual(['@store/contracts']);
  });

  it("is the only way domain/ folders import the platform (never '@store/platform', which loads Nest)", () => {
    const modules = readdirSync(path.join(root, 'libs'));
    const offenders = modules
      .flatMap((name) => domainFiles(path.join(root, 'libs', name, 'src')))
      .filter((file) => /from '@store\/platform'/.test(source(file)))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
