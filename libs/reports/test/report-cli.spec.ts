import { spawn } from 'node:child_process';
import path from 'node:path';
import { formatProgressBar, parseReportArguments, progressBar, ReportUsageError } from '../src';
import { KNOWN_SALES_BY_DAY } from './support/known-answers';
import { useKnownLogDatabase } from './support/known-log-database';

const root = path.resolve(__dirname, '../../..');

/** Runs the BUILT CLI (npm run build) against the test database; stderr is a pipe, so no bar. */
function report(args: string[], databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'tools/report.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run report (tools/report.mjs, end to end)', () => {
  const known = useKnownLogDatabase({ maxConnections: 2 });

  it('prints sales by day over the event log as csv, json and a table, with nothing but rows on stdout and no bar on a piped stderr', async () => {
    const csv = await report(['sales-by-day', '--format', 'csv'], known.database.url);
    expect(csv).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'day,paid_orders,units,items,shipping,revenue,cancelled_later,refunded,net',
        '2026-11-01,1,3,1999.5,0,1999.5,1,0,1999.5',
        '2026-11-02,2,3,2300,50,2350,0,1999.5,350.5',
        '2026-11-03,0,0,0,0,0,0,1000.5,-1000.5',
        '',
      ].join('\n'),
    });

    const json = await report(
      ['sales-by-day', '--from', '2026-11-02', '--to', '2026-11-02', '--format=json'],
      known.database.url,
    );
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(KNOWN_SALES_BY_DAY.filter((row) => row.day === '2026-11-02'));

    const table = await report(['payment-failures-by-reason'], known.database.url);
    expect(table.code).toBe(0);
    expect(table.stdout).toBe(
      [
        'reason              failures  orders  last_day',
        '------------------  --------  ------  ----------',
        'card_declined              2       2  2026-11-02',
        'insufficient_funds         1       1  2026-11-02',
        '',
      ].join('\n'),
    );
  }, 60_000);

  it('refuses an unknown report with the known names and exit code 2', async () => {
    const result = await report(['sales'], known.database.url);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Unknown report sales. Known reports: sales-by-day, sales-by-category');
  }, 30_000);
});

describe('report arguments', () => {
  it('reads a name, --from/--to days and a format', () => {
    expect(parseReportArguments(['refunds', '--from', '2026-11-01', '--to=2026-11-30', '--format', 'csv'])).toEqual({
      kind: 'run',
      name: 'refunds',
      from: '2026-11-01',
      to: '2026-11-30',
      format: 'csv',
    });
    expect(parseReportArguments(['--list']).kind).toBe('list');
  });

  it('refuses a bad day, a bad format, an empty range and no name', () => {
    expect(() => parseReportArguments(['refunds', '--from', '1/11/2026'])).toThrow('--from must be a day, YYYY-MM-DD');
    expect(() => parseReportArguments(['refunds', '--format', 'xml'])).toThrow(
      '--format must be one of table, csv, json',
    );
    expect(() => parseReportArguments(['refunds', '--from', '2026-11-02', '--to', '2026-11-01'])).toThrow(
      '--from must not be after --to',
    );
    expect(() => parseReportArguments([])).toThrow(ReportUsageError);
  });
});

describe('progress bar', () => {
  const progress = {
    events: 120_000,
    eventsPerSecond: 52_310.4,
    fractionDone: 0.4,
    secondsLeft: 185,
    elapsedMs: 2300,
    done: false,
  };

  it('shows the fraction, events, events per second and time left', () => {
    expect(formatProgressBar('sales-by-day', progress, 10)).toBe(
      'sales-by-day [####------]   40%  120,000 events  52,310 events/s  ~3m 05s left',
    );
    expect(formatProgressBar('sales-by-day', { ...progress, fractionDone: 1, done: true }, 10)).toBe(
      'sales-by-day [##########]  100%  120,000 events  52,310 events/s  in 2s',
    );
  });

  it('rewrites one line on a terminal and writes nothing when stderr is not one', () => {
    const written: string[] = [];
    let now = 0;
    const onTerminal = progressBar({ isTTY: true, write: (text: string) => written.push(text) }, 'r', () => now);
    onTerminal(progress);
    now = 50;
    onTerminal(progress); // within 100 ms: skipped
    now = 200;
    onTerminal({ ...progress, fractionDone: 1, done: true });
    expect(written).toHaveLength(2);
    expect(written[0].startsWith('\r\x1b[2Kr [')).toBe(true);
    expect(written[1].endsWith('\n')).toBe(true);

    const piped: string[] = [];
    progressBar({ isTTY: false, write: (text: string) => piped.push(text) }, 'r')(progress);
    expect(piped).toEqual([]);
  });
});
