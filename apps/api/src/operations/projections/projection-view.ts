import type { ProjectionState, ProjectionView, RebuildProgressView } from '@store/contracts';
import type { ProjectionStatusReport, RebuildRow } from '@store/projections';

/** What the screen shows of one projection or reactor, from its status report and its latest rebuild. */
export function toProjectionView(
  report: ProjectionStatusReport,
  kind: 'projection' | 'reactor',
  rebuild: RebuildRow | undefined,
): ProjectionView {
  const state = stateOf(report);
  return {
    name: report.name,
    kind,
    state,
    version: report.version,
    checkpoint: report.checkpoint,
    lagEvents: report.lagEvents,
    lagEventsCapped: report.lagEventsCapped,
    lagSeconds: report.lagSeconds,
    runner: report.holder,
    paused: report.paused,
    lastError: report.lastError
      ? {
          message: report.lastError.message,
          eventId: report.lastError.eventId,
          eventType: report.lastError.eventType,
          streamId: report.lastError.streamId,
          position: report.lastError.position,
          failedAt: report.lastError.failedAt,
        }
      : null,
    rebuild: rebuild ? toRebuildView(rebuild) : null,
    updatedAt: report.updatedAt,
    canRebuild: kind === 'projection' && !report.rebuilding,
    canPause: report.status !== 'not_started' && report.paused === null,
    canResume: report.paused !== null || report.status === 'failed',
  };
}

/** rebuilding wins (the tables are being replaced), then paused (an operator's hold), then the stored status. */
export function stateOf(report: Pick<ProjectionStatusReport, 'status' | 'rebuilding' | 'paused'>): ProjectionState {
  if (report.rebuilding) return 'rebuilding';
  if (report.paused) return 'paused';
  return report.status;
}

export function toRebuildView(row: RebuildRow): RebuildProgressView {
  return {
    rebuildId: row.rebuild_id,
    projection: row.projection,
    phase: row.phase,
    eventsDone: Number(row.events_done),
    eventsTotal: row.events_total === null ? null : Number(row.events_total),
    eventsPerSecond: row.events_per_second,
    fractionDone: row.fraction_done,
    secondsLeft: row.seconds_left,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    error: row.error,
    actor: row.actor,
  };
}
