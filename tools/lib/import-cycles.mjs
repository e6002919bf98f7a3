// Import cycles among the files of a tsconfig, type-only imports included: ESLint's
// import-x/no-cycle (eslint.config.mjs) skips `import type`, and the cycles issue #40 named were
// type-only (eventstore <-> platform through MigrationSet). Imports resolve as TypeScript
// resolves them (the @store/* paths of tsconfig.base.json); packages are not followed.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ts = require('typescript');

/** Each file's imports (static, `export ... from`, `import()` and `require()`) resolved to files of the project. */
function importGraph(tsconfigPath) {
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath));
  const files = new Set(parsed.fileNames.map((file) => path.resolve(file)));
  const cache = ts.createModuleResolutionCache(path.dirname(tsconfigPath), (name) => name, parsed.options);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys, cache).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && files.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Groups of files that reach each other (Tarjan's strongly connected components of two or more). */
function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).has(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/**
 * Every import cycle among the project's files: one entry per group of files that import each
 * other, as the imports inside the group ("a.ts -> b.ts", paths relative to `root`).
 */
export function findImportCycles(tsconfigPath, root = path.dirname(tsconfigPath)) {
  const graph = importGraph(path.resolve(tsconfigPath));
  const relative = (file) => path.relative(root, file);
  return stronglyConnected(graph).map((group) => {
    const members = new Set(group);
    return group
      .flatMap((file) => [...graph.get(file)].filter((target) => members.has(target)).map((target) => [file, target]))
      .map(([file, target]) => `${relative(file)} -> ${relative(target)}`)
      .sort();
  });
}
