import type { LogPosition, ProjectionView, RunnerHolder } from '@store/contracts';

const count = new Intl.NumberFormat('en-IN');
export const formatCount = (n: number) => count.format(n);

/** A log position as the event browser's cursor writes it ('commit/prepare'). */
export const formatPosition = (position: LogPosition | null | undefined) =>
  position ? `${position.commit}/${position.prepare}` : '—';

/** A span of seconds, coarse as a person reads it: '0.4 s', '42 s', '3 min 20 s', '2 h 5 min'. */
export function formatSeconds(seconds: number): string {
  if (seconds < 10) return `${Math.round(seconds * 10) / 10} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}

/** Lag in events and seconds: 'Caught up', '12 events · 3.4 s', '1,000+ events · 2 min 5 s'. */
export function formatLag({
  lagEvents,
  lagEventsCapped,
  lagSeconds,
}: Pick<ProjectionView, 'lagEvents' | 'lagEventsCapped' | 'lagSeconds'>): string {
  if (lagEvents === null) return '—';
  if (lagEvents === 0) return 'Caught up';
  const events = `${formatCount(lagEvents)}${lagEventsCapped ? '+' : ''} event${lagEvents === 1 && !lagEventsCapped ? '' : 's'}`;
  return lagSeconds === null ? events : `${events} · ${formatSeconds(lagSeconds)} behind`;
}

/** Which process holds a runner: 'projector on app-2 (pid 4711)', else the database session's pid. */
export function formatRunner(runner: RunnerHolder): string {
  const where = runner.host ? ` on ${runner.host}${runner.pid !== null ? ` (pid ${runner.pid})` : ''}` : '';
  const who = runner.role ?? 'process';
  return `${who}${where}`;
}
