// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and how
// much of the sampled time the process sat idle.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** [{ name, where, selfMs, share }] for the `top` functions by self time, and the idle share. */
export function topSelfTime(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  const deltas = profile.timeDeltas;
  let totalMs = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    totalMs += ms;
    const { callFrame } = byId.get(profile.samples[i]);
    const where = callFrame.url ? `${shortPath(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'}\t${where}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  }
  const rows = [...selfMs.entries()]
    .map(([key, ms]) => {
      const [name, where] = key.split('\t');
      return { name, where, selfMs: ms, share: ms / totalMs };
    })
    .sort((a, b) => b.selfMs - a.selfMs);
  const idle = rows.find((row) => row.name === '(idle)');
  return { totalMs, idleShare: idle ? idle.share : 0, top: rows.slice(0, top) };
}

function shortPath(url) {
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) return file.slice(modules + 'node_modules/'.length);
  return path.relative(process.cwd(), file);
}

export function printTopSelfTime(file, top = 25) {
  const { totalMs, idleShare, top: rows } = topSelfTime(file, top);
  console.log(`\nCPU profile ${file}: ${(totalMs / 1000).toFixed(1)} s sampled, idle ${(idleShare * 100).toFixed(1)}%`);
  console.log('self %   self ms   function   where');
  for (const row of rows) {
    console.log(
      `${(row.share * 100).toFixed(1).padStart(6)} ${row.selfMs.toFixed(0).padStart(9)}   ${row.name}   ${row.where}`,
    );
  }
}

// node tools/bench/lib/cpu-profile.mjs <file.cpuprofile> [top]
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  printTopSelfTime(process.argv[2], Number(process.argv[3] ?? 25));
}
