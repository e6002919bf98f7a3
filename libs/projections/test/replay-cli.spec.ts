import {
  formatDuration,
  formatProgress,
  parseReplayArguments,
  ProgressPrinter,
  ReplayUsageError,
  selectProjections,
} from '../src';
import { ProgressMeter } from '../src/rebuild/rebuild-progress';
import { productListingProjection, stockLevelProjection } from './support/fixture-projections';

describe('replay arguments', () => {
  it('reads names, --all, --status and --help', () => {
    expect(parseReplayArguments(['stock_level'])).toEqual({ kind: 'rebuild', names: ['stock_level'] });
    expect(parseReplayArguments(['a', 'b', 'a'])).toEqual({ kind: 'rebuild', names: ['a', 'b'] });
    expect(parseReplayArguments(['--all'])).toEqual({ kind: 'rebuild', names: 'all' });
    expect(parseReplayArguments(['--status'])).toEqual({ kind: 'status' });
    expect(parseReplayArguments(['-h'])).toEqual({ kind: 'help' });
  });

  it('refuses nothing to do, names with --all, and unknown options', () => {
    expect(() => parseReplayArguments([])).toThrow('Name a projection to rebuild, or give --all');
    expect(() => parseReplayArguments(['--all', 'x'])).toThrow('Name projections or give --all, not both');
    expect(() => parseReplayArguments(['--fast'])).toThrow(ReplayUsageError);
  });

  it('picks projections from the registry and names the known ones when one is unknown', () => {
    const registry = [stockLevelProjection(), productListingProjection()];
    expect(selectProjections(['product_listing'], registry).map((p) => p.name)).toEqual(['product_listing']);
    expect(selectProjections('all', registry)).toHaveLength(2);
    expect(() => selectProjections(['stock'], registry)).toThrow(
      'Unknown projection stock. Known projections: stock_level, product_listing',
    );
  });
});

describe('rebuild progress', () => {
  it('estimates rate and time left from how far the position is towards the head', () => {
    let now = 0;
    const meter = new ProgressMeter('stock_level', { commit: 9n, prepare: 1000n }, () => now);
    now = 2000;
    const halfway = meter.measure('catching_up', 400, { commit: 5n, prepare: 500n });
    expect(halfway).toMatchObject({ eventsDone: 400, eventsPerSecond: 200, fractionDone: 0.5, secondsLeft: 2 });
    expect(meter.measure('catching_up', 0, 'start')).toMatchObject({ fractionDone: 0, secondsLeft: null });
    expect(new ProgressMeter('x', null).measure('catching_up', 0, 'start').fractionDone).toBeNull();
  });

  it('formats a line with a bar, the share done, events done, events per second and time left', () => {
    expect(
      formatProgress({
        projection: 'stock_level',
        phase: 'catching_up',
        eventsDone: 12345,
        eventsPerSecond: 4321.4,
        fractionDone: 0.376,
        secondsLeft: 185,
        elapsedMs: 3000,
      }),
    ).toBe('stock_level: replaying  [#########---------------]   37%  12,345 events  4,321 events/s  ~3m 05s left');
    expect(
      formatProgress({
        projection: 'p',
        phase: 'catching_up',
        eventsDone: 0,
        eventsPerSecond: 0,
        fractionDone: null,
        secondsLeft: null,
        elapsedMs: 1,
      }),
    ).toBe('p: replaying  0 events  0 events/s');
    expect(formatDuration(3720)).toBe('1h 02m');
    expect(formatDuration(9.4)).toBe('9s');
  });

  const update = (phase: 'catching_up' | 'swapping' | 'done', eventsDone: number) => ({
    projection: 'p',
    phase,
    eventsDone,
    eventsPerSecond: 10,
    fractionDone: phase === 'catching_up' ? 0.5 : 1,
    secondsLeft: 1,
    elapsedMs: 1000,
  });

  it('rewrites one line in place on a terminal', () => {
    let written = '';
    let now = 0;
    const printer = new ProgressPrinter(
      { isTTY: true, write: (text: string) => (written += text) },
      { now: () => now },
    );
    printer.update(update('catching_up', 1));
    now = 50;
    printer.update(update('catching_up', 2)); // too soon: skipped
    now = 200;
    printer.update(update('catching_up', 3));
    printer.update(update('done', 4)); // a new phase always shows
    const lines = written.split('\r\x1b[2K').filter(Boolean);
    expect(lines.map((line) => line.split('  ')[3])).toEqual(['1 events', '3 events', '4 events']);
    expect(written.endsWith('\n')).toBe(true);
    expect(written.split('\n')).toHaveLength(2);
  });

  it('prints a line every few seconds when the output is not a terminal', () => {
    const lines: string[] = [];
    let now = 0;
    const printer = new ProgressPrinter({ write: (text: string) => lines.push(text) }, { now: () => now });
    for (now = 0; now <= 12_000; now += 1000) printer.update(update('catching_up', now));
    printer.update(update('done', 99));
    expect(lines).toHaveLength(4); // 0 s, 5 s, 10 s, done
    expect(lines.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
  });
});
