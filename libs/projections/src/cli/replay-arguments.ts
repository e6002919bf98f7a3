import type { ProjectionDefinition } from '../definition/projection-definition';

export type ReplayRequest =
  | { kind: 'help' }
  | { kind: 'status' }
  | { kind: 'resume'; names: string[] }
  | { kind: 'rebuild'; names: string[] | 'all' };

export class ReplayUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayUsageError';
  }
}

export const REPLAY_USAGE = `Rebuilds projections from the event log into fresh tables, then swaps them in.

usage: npm run replay -- <projection> [<projection> ...]
       npm run replay -- --all
       npm run replay -- --status
       npm run replay -- --resume <projection> [<projection> ...]

  --all      rebuild every projection, one after the other
  --status   show each projection's status, checkpoint and lag
  --resume   clear a failed projection's (or reactor's) failure, once fixed: its running runners
             retry from the checkpoint, no rebuild (only when the fix changes no earlier rows)
  --help     show this text`;

/** Reads `npm run replay -- ...` arguments; throws ReplayUsageError with a sentence to show. */
export function parseReplayArguments(argv: readonly string[]): ReplayRequest {
  const flags = argv.filter((arg) => arg.startsWith('-'));
  const names = argv.filter((arg) => !arg.startsWith('-'));
  const unknown = flags.filter((flag) => !['--all', '--status', '--resume', '--help', '-h'].includes(flag));
  if (unknown.length) throw new ReplayUsageError(`Unknown option ${unknown.join(', ')}`);
  if (flags.includes('--help') || flags.includes('-h')) return { kind: 'help' };
  if (flags.includes('--status')) {
    if (flags.includes('--all') || names.length) throw new ReplayUsageError('--status takes no other arguments');
    return { kind: 'status' };
  }
  if (flags.includes('--resume')) {
    if (flags.includes('--all') || names.length === 0)
      throw new ReplayUsageError('--resume takes the names of failed projections');
    return { kind: 'resume', names: [...new Set(names)] };
  }
  if (flags.includes('--all')) {
    if (names.length) throw new ReplayUsageError('Name projections or give --all, not both');
    return { kind: 'rebuild', names: 'all' };
  }
  if (names.length === 0) throw new ReplayUsageError('Name a projection to rebuild, or give --all');
  return { kind: 'rebuild', names: [...new Set(names)] };
}

/** The registry's projections a request names, in the order given; unknown names throw. */
export function selectProjections(
  names: string[] | 'all',
  registry: readonly ProjectionDefinition[],
): ProjectionDefinition[] {
  if (names === 'all') return registry.filter((projection) => !projection.reactor);
  const reactors = names.filter((name) =>
    registry.some((projection) => projection.name === name && projection.reactor),
  );
  if (reactors.length) {
    throw new ReplayUsageError(
      `${reactors.join(', ')} ${reactors.length > 1 ? 'are reactors' : 'is a reactor'}: replaying would send its e-mails and jobs again`,
    );
  }
  const unknown = names.filter((name) => !registry.some((projection) => projection.name === name));
  if (unknown.length) {
    const known = registry.map((projection) => projection.name).join(', ') || '(none registered)';
    throw new ReplayUsageError(`Unknown projection ${unknown.join(', ')}. Known projections: ${known}`);
  }
  return names.map((name) => registry.find((projection) => projection.name === name)!);
}
