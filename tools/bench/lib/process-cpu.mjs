// CPU time (user + system) of the machine's processes by name, from /proc: what a benchmark's
// work cost each party, steadier on a shared machine than its throughput.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Milliseconds of CPU used so far by each process group: { store, postgres, redis, client }. */
export function cpuByParty(storePid) {
  const used = { store: 0, postgres: 0, redis: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND; // utime, stime
    if (Number(entry) === storePid) used.store += ms;
    else if (name === 'postgres') used.postgres += ms;
    else if (name.startsWith('redis-server')) used.redis += ms;
  }
  const client = process.cpuUsage();
  return { ...used, client: (client.user + client.system) / 1000 };
}

/** CPU milliseconds per unit of work between two cpuByParty readings. */
export function cpuPer(before, after, units) {
  const per = (party) => (after[party] - before[party]) / Math.max(1, units);
  return { store: per('store'), postgres: per('postgres'), redis: per('redis'), client: per('client') };
}
