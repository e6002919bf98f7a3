import type { Kysely } from 'kysely';
import type { EventStore } from '@store/eventstore';
import type { ProjectionDefinition } from '../definition/projection-definition';
import { rebuildProjection } from '../rebuild/rebuild-projection';
import { describeError } from '../runner/errors';
import { projectionStatus, type ProjectionStatusReport } from '../status/projection-status';
import { ProgressPrinter, formatCount, type ProgressOutput } from './progress-printer';
import { parseReplayArguments, REPLAY_USAGE, ReplayUsageError, selectProjections } from './replay-arguments';

export interface ReplayCommandOptions {
  /** Arguments after `npm run replay --`. */
  argv: readonly string[];
  /** Every projection the application defines (the app's registry). */
  projections: readonly ProjectionDefinition[];
  db: Kysely<any>;
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
        names: options.projections.map((projection) => projection.name),
      });
      output.write(`${formatStatusTable(reports)}\n`);
      return 0;
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
    const printer = new ProgressPrinter(output);
    try {
      await rebuildProjection(projection, {
        db: options.db,
        eventStore: options.eventStore,
        databaseUrl: options.databaseUrl,
        onProgress: (progress) => printer.update(progress),
      });
      printer.finish();
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

/** A plain-text table of projectionStatus, for the terminal. */
export function formatStatusTable(reports: readonly ProjectionStatusReport[]): string {
  const header = ['projection', 'status', 'runner', 'checkpoint', 'lag events', 'lag s', 'last error'];
  const rows = reports.map((report) => [
    report.name,
    report.status,
    report.runnerActive ? 'active' : 'none',
    report.checkpoint ? `${report.checkpoint.commit}/${report.checkpoint.prepare}` : '-',
    report.lagEvents === null ? '-' : `${formatCount(report.lagEvents)}${report.lagEventsCapped ? '+' : ''}`,
    report.lagSeconds === null ? '-' : report.lagSeconds.toFixed(1),
    report.lastError ? `${report.lastError.eventType ?? ''} ${report.lastError.message}`.trim() : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}
