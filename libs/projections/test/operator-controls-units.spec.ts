import { estimateRebuild, parseRunnerApplicationName, runnerApplicationName, setRunnerProcessRole } from '../src';

const progress = (
  phase: 'catching_up' | 'swapping' | 'done',
  eventsDone: number,
  extra: Partial<{ eventsPerSecond: number; fractionDone: number | null; secondsLeft: number | null }> = {},
) => ({
  projection: 'p',
  phase,
  eventsDone,
  eventsPerSecond: 100,
  fractionDone: 0.5,
  secondsLeft: 3,
  elapsedMs: 1000,
  ...extra,
});

describe('rebuild estimate (the progress bar)', () => {
  it('uses events done over the counted total when the total is known', () => {
    expect(estimateRebuild(progress('catching_up', 250), 1000)).toEqual({
      eventsTotal: 1000,
      eventsPerSecond: 100,
      fractionDone: 0.25,
      secondsLeft: 7.5,
    });
  });

  it('grows the total to what was done when events arrived after the count, and says 100 % once swapping', () => {
    expect(estimateRebuild(progress('catching_up', 1200), 1000)).toMatchObject({
      eventsTotal: 1200,
      fractionDone: 1,
      secondsLeft: 0,
    });
    expect(estimateRebuild(progress('swapping', 900), 1000)).toMatchObject({ fractionDone: 1, secondsLeft: 0 });
    expect(estimateRebuild(progress('catching_up', 0), 0)).toMatchObject({ fractionDone: 1, secondsLeft: 0 });
  });

  it('has no time left to tell before any rate, and falls back to the position estimate without a total', () => {
    expect(estimateRebuild(progress('catching_up', 0, { eventsPerSecond: 0 }), 10)).toMatchObject({
      fractionDone: 0,
      secondsLeft: null,
    });
    expect(estimateRebuild(progress('catching_up', 5, { fractionDone: 1.2, secondsLeft: -1 }), null)).toEqual({
      eventsTotal: null,
      eventsPerSecond: 100,
      fractionDone: 1,
      secondsLeft: 0,
    });
    expect(
      estimateRebuild(
        progress('catching_up', 5, { fractionDone: null, secondsLeft: null, eventsPerSecond: Number.NaN }),
        null,
      ),
    ).toEqual({ eventsTotal: null, eventsPerSecond: 0, fractionDone: null, secondsLeft: null });
  });
});

describe('runner process identity (who holds a projection)', () => {
  it('names the lock session by role, pid and host, and reads it back', () => {
    setRunnerProcessRole('projector');
    expect(runnerApplicationName(4242, 'store-1')).toBe('store-runner:projector:4242@store-1');
    expect(parseRunnerApplicationName('store-runner:projector:4242@store-1')).toEqual({
      role: 'projector',
      pid: 4242,
      host: 'store-1',
    });
    setRunnerProcessRole('all');
  });

  it('keeps within PostgreSQL 63 bytes and reads nothing from other programs', () => {
    expect(runnerApplicationName(1, 'h'.repeat(100))).toHaveLength(63);
    expect(parseRunnerApplicationName('psql')).toEqual({ role: null, pid: null, host: null });
    expect(parseRunnerApplicationName(null)).toEqual({ role: null, pid: null, host: null });
  });
});
