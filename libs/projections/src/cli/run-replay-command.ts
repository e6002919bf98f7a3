import type { Kysely } from 'kysely';
import type { EventStore, Position } from '@store/eventstore';
import type { ProjectionDefinition } from '../definition/projection-definition';
import { startTrackedRebuild } from '../rebuild/tracked-rebuild';
import { describeError } from '../runner/errors';
import { projectionStatus, type ProjectionStatusReport } from '../status/projection-status';
import { resumeProjection } from '../status/resume-projection';
import { ProgressPrinter, formatCount, type ProgressOutput } from './progress-printer';
import { parseReplayArguments, REPLAY_USAGE, ReplayUsageError, selectProjections } from './replay-arguments';

export interface ReplayCommandOptions {
  /** Arguments after `npm run replay --`. */
  argv: readonly string[];
  /** Every projection the application defines (the app's registry). */
  projections: readonly ProjectionDefinition[];
  /** Reactors (run by their modules, not in the registry): --resume accepts them too. */
  reactorNames?: readonly string[];
  /** The database: the projections declare their tables (ProjectionDefinition<DB>). */
  db: Kysely<unknown>;
  eventStore: EventStore;
  databaseUrl: string;
  output: ProgressOutput;
  errorOutput?: ProgressOutput;
}

/** `npm run replay`: rebuilds the named projections one by one; returns the exit code. */
export async function runReplayCommand(options: ReplayCommandOptions): Promise<number> {
  const { output } = options;
  const errorOutput = options.errorOutput ?? output;
  let selected: ProjectionDefinition[];
  try {
    const request = parseReplayArguments(options.argv);
    if (request.kind === 'help') {
      output.write(`${REPLAY_USAGE}\n`);
      return 0;
    }
    if (request.kind === 'status') {
      const reports = await projectionStatus(options.db, options.eventStore, {
        names: [...options.projections.map((projection) => projection.name), ...(options.reactorNames ?? [])],
      });
      output.write(`${formatStatusTable(reports, await options.eventStore.headPosition())}\n`);
      return 0;
    }
    if (request.kind === 'resume') {
      const known = options.projections.map((projection) => projection.name);
      const unknown = request.names.filter(
        (name) => !known.includes(name) && !(options.reactorNames ?? []).includes(name),
      );
      if (unknown.length)
        throw new ReplayUsageError(
          `Unknown projection ${unknown.join(', ')}. Known: ${[...known, ...(options.reactorNames ?? [])].join(', ')}`,
        );
      let notFailed = 0;
      for (const name of request.names) {
        const result = await resumeProjection(options.db, options.eventStore, name, { id: null, role: 'system' });
        if (result.resumed) {
          const failure = [result.cleared?.eventType, result.cleared?.message].filter(Boolean).join(': ');
          output.write(
            `${name}: resumed (cleared ${failure || 'its failure'}); its runner retries from the checkpoint within seconds\n`,
          );
        } else {
          notFailed += 1;
          errorOutput.write(`${name}: not failed, nothing to resume\n`);
        }
      }
      return notFailed ? 1 : 0;
    }
    selected = selectProjections(request.names, options.projections);
  } catch (error) {
    if (!(error instanceof ReplayUsageError)) throw error;
    errorOutput.write(`${error.message}\n\n${REPLAY_USAGE}\n`);
    return 2;
  }

  if (selected.length === 0) {
    errorOutput.write('The registry holds no projections: nothing to rebuild.\n');
    return 1;
  }
  let failures = 0;
  for (const projection of selected) {
    // Progress on stderr: stdout carries only the outcome, so `npm run replay > log` stays clean.
    const printer = new ProgressPrinter(errorOutput);
    try {
      // Tracked like a rebuild from /admin/system: the screen shows its progress, the log records it.
      const { finished } = await startTrackedRebuild(projection, {
        db: options.db,
        eventStore: options.eventStore,
        databaseUrl: options.databaseUrl,
        context: { actor: { id: null, role: 'system' } },
        onProgress: (progress) => printer.update(progress),
      });
      const outcome = await finished;
      printer.finish();
      if (outcome.phase !== 'done') throw new Error(outcome.error ?? 'stopped');
    } catch (error) {
      printer.finish();
      failures += 1;
      errorOutput.write(`${projection.name}: rebuild failed: ${describeError(error)}\n`);
    }
  }
  const rebuilt = selected.length - failures;
  output.write(`${rebuilt} of ${selected.length} projection${selected.length === 1 ? '' : 's'} rebuilt\n`);
  return failures ? 1 : 0;
}

/** A plain-text table of projectionStatus (status: rebuilding, paused, failed, running), for the terminal; head: the log's last position. */
export function formatStatusTable(reports: readonly ProjectionStatusReport[], head: Position | null = null): string {
  const header = ['projection', 'status', 'runner', 'checkpoint', 'head', 'lag events', 'lag s', 'last error'];
  const headCell = head ? `${head.commit}/${head.prepare}` : '-';
  const rows = reports.map((report) => [
    report.name,
    report.rebuilding ? 'rebuilding' : report.paused ? 'paused' : report.status,
    report.holder
      ? `${report.holder.role ?? 'active'}${report.holder.pid ? ` ${report.holder.pid}@${report.holder.host}` : ''}`
      : report.runnerActive
        ? 'active'
        : 'none',
    report.checkpoint ? `${report.checkpoint.commit}/${report.checkpoint.prepare}` : '-',
    headCell,
    report.lagEvents === null ? '-' : `${formatCount(report.lagEvents)}${report.lagEventsCapped ? '+' : ''}`,
    report.lagSeconds === null ? '-' : report.lagSeconds.toFixed(1),
    report.lastError ? `${report.lastError.eventType ?? ''} ${report.lastError.message}`.trim() : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
