import type { EventStore } from '@store/eventstore';
import { formatRows, REPORT_FORMATS, type ReportFormat } from './format';
import { progressBar, type ProgressStream } from './progress-bar';
import { lastDayOfMonth, reportContext, wholeMonth, type Report } from './report';
import { builtInReports } from './reports';
import { runReport } from './run-report';

export const REPORT_USAGE = [
  'usage: npm run report -- <report> [--from YYYY-MM-DD] [--to YYYY-MM-DD | --month YYYY-MM] [--format table|csv|json]',
  '       npm run report -- --list',
  'Reads the event log (not the read models) in batches; days are India days, --from/--to inclusive,',
  '--month YYYY-MM its first to its last day (the gst report takes a month only).',
].join('\n');

export class ReportUsageError extends Error {}

export interface ReportRequest {
  kind: 'run' | 'list' | 'help';
  name?: string;
  from: string | null;
  to: string | null;
  format: ReportFormat;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function parseReportArguments(argv: readonly string[]): ReportRequest {
  const request: ReportRequest = { kind: 'run', from: null, to: null, format: 'table' };
  const names: string[] = [];
  let month: string | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') return { ...request, kind: 'help' };
    if (argument === '--list') return { ...request, kind: 'list' };
    const [flag, inline] = argument.startsWith('--') ? argument.split('=', 2) : [argument, undefined];
    if (flag === '--from' || flag === '--to' || flag === '--format' || flag === '--month') {
      const value = inline ?? argv[(index += 1)];
      if (value === undefined || value.startsWith('--')) throw new ReportUsageError(`${flag} needs a value`);
      if (flag === '--month') {
        if (!MONTH.test(value)) throw new ReportUsageError('--month must be a month, YYYY-MM');
        month = value;
      } else if (flag === '--format') {
        if (!REPORT_FORMATS.includes(value as ReportFormat))
          throw new ReportUsageError(`--format must be one of ${REPORT_FORMATS.join(', ')}`);
        request.format = value as ReportFormat;
      } else {
        if (!DAY.test(value) || Number.isNaN(Date.parse(value)))
          throw new ReportUsageError(`${flag} must be a day, YYYY-MM-DD`);
        request[flag === '--from' ? 'from' : 'to'] = value;
      }
    } else if (argument.startsWith('-')) {
      throw new ReportUsageError(`Unknown option ${argument}`);
    } else names.push(argument);
  }
  if (names.length !== 1)
    throw new ReportUsageError(
      names.length ? 'Name one report' : 'Name a report (npm run report -- --list shows them)',
    );
  if (month) {
    if (request.from || request.to)
      throw new ReportUsageError('--month replaces --from and --to: give one or the other');
    request.from = `${month}-01`;
    request.to = lastDayOfMonth(month);
  }
  if (request.from && request.to && request.from > request.to)
    throw new ReportUsageError('--from must not be after --to');
  return { ...request, name: names[0] };
}

export interface ReportCommandOptions {
  argv: readonly string[];
  eventStore: EventStore;
  output: ProgressStream;
  /** Errors and the progress bar (shown only when it is a terminal). */
  errorOutput: ProgressStream;
  reports?: readonly Report[];
  now?: Date;
  batchSize?: number;
}

/** `npm run report`: returns the exit code (0 done, 1 failed, 2 usage). */
export async function runReportCommand(options: ReportCommandOptions): Promise<number> {
  const reports = options.reports ?? builtInReports;
  let request: ReportRequest;
  let report: Report | undefined;
  try {
    request = parseReportArguments(options.argv);
    if (request.kind === 'run') {
      report = reports.find((candidate) => candidate.name === request.name);
      if (!report)
        throw new ReportUsageError(
          `Unknown report ${request.name}. Known reports: ${reports.map((known) => known.name).join(', ')}`,
        );
      if (report.needsMonth && !wholeMonth(request.from, request.to))
        throw new ReportUsageError(`${report.name} runs over one month: give --month YYYY-MM`);
    }
  } catch (error) {
    if (!(error instanceof ReportUsageError)) throw error;
    options.errorOutput.write(`${error.message}\n\n${REPORT_USAGE}\n`);
    return 2;
  }
  if (request.kind === 'help') {
    options.output.write(`${REPORT_USAGE}\n`);
    return 0;
  }
  if (request.kind === 'list' || !report) {
    const width = Math.max(...reports.map((known) => known.name.length));
    options.output.write(reports.map((known) => `${known.name.padEnd(width)}  ${known.description}`).join('\n') + '\n');
    return 0;
  }
  const context = reportContext({ from: request.from, to: request.to, now: options.now });
  const rows = await runReport(report, options.eventStore, {
    context,
    batchSize: options.batchSize,
    onProgress: progressBar(options.errorOutput, report.name),
  });
  options.output.write(formatRows(rows, report.columns, request.format));
  return 0;
}
