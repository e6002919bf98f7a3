import { isTimeZone } from '@store/contracts';

/** The kinds of environment settings the application reads, and how each is checked. */
export type SettingSpec =
  | { kind: 'string'; default?: string; optional?: boolean }
  | { kind: 'secret'; minLength: number; default?: string; optional?: boolean }
  | { kind: 'email'; default?: string; optional?: boolean }
  | { kind: 'duration'; default?: string; optional?: boolean }
  | { kind: 'url'; protocols: readonly string[]; default?: string; optional?: boolean }
  | { kind: 'enum'; values: readonly string[]; default?: string; optional?: boolean }
  | { kind: 'int'; min: number; max: number; default?: number; optional?: boolean }
  | { kind: 'port'; default?: number; optional?: boolean }
  /** An IANA time zone the runtime knows, e.g. Asia/Kolkata. */
  | { kind: 'timeZone'; default?: string; optional?: boolean }
  /** A request limit written `count/duration`, e.g. `10/15m`: at most 10 in any 15-minute window. */
  | { kind: 'rate'; default?: string; optional?: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DURATION = /^\d+(ms|s|m|h|d)$/;
const RATE = /^\d{1,9}\/\d{1,9}(ms|s|m|h|d)$/;

/** Returns an error sentence for a bad raw value, or null when it is acceptable. */
function problemWith(spec: SettingSpec, raw: string): string | null {
  switch (spec.kind) {
    case 'string':
      return null;
    case 'secret':
      return raw.length >= spec.minLength ? null : `must be at least ${spec.minLength} characters long`;
    case 'email':
      return EMAIL.test(raw) ? null : 'must be an e-mail address';
    case 'duration':
      return DURATION.test(raw) ? null : 'must be a duration such as 500ms, 15s, 30m, 12h or 7d';
    case 'url': {
      let protocol: string;
      try {
        protocol = new URL(raw).protocol;
      } catch {
        return `must be a URL starting with ${spec.protocols.map((p) => `${p}//`).join(' or ')}`;
      }
      return spec.protocols.includes(protocol)
        ? null
        : `must be a URL starting with ${spec.protocols.map((p) => `${p}//`).join(' or ')}`;
    }
    case 'rate':
      return RATE.test(raw) ? null : 'must be a count per duration such as 10/15m or 100/1h';
    case 'enum':
      return spec.values.includes(raw) ? null : `must be one of ${spec.values.join(', ')}`;
    case 'int':
      return /^-?\d+$/.test(raw) && Number(raw) >= spec.min && Number(raw) <= spec.max
        ? null
        : `must be a whole number from ${spec.min} to ${spec.max}`;
    case 'timeZone':
      return isTimeZone(raw) ? null : 'must be a time zone such as Asia/Kolkata';
    case 'port':
      return /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 65535
        ? null
        : 'must be a port number from 1 to 65535';
  }
}

const convert = (spec: SettingSpec, raw: string) => (spec.kind === 'int' || spec.kind === 'port' ? Number(raw) : raw);

/** Reads each setting from env (an empty value counts as unset). */
export function parseSettings(specs: Record<string, SettingSpec>, env: NodeJS.ProcessEnv) {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') {
      if (spec.default !== undefined) values[name] = spec.default;
      else if (!spec.optional) problems.push(`${name}: is required`);
      continue;
    }
    const problem = problemWith(spec, raw);
    if (problem) problems.push(`${name}: ${problem} (got "${spec.kind === 'secret' ? '***' : raw}")`);
    else values[name] = convert(spec, raw);
  }
  return { values, problems };
}
