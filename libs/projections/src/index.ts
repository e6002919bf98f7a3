export { BACKGROUND_BATCH_INTERVAL_MS, REPORT_BATCH_INTERVAL_MS } from './definition/projection-definition';
export { defineProjection, defineReactor, eventTypesOf } from './definition/projection-definition';
export type {
  BatchHooks,
  ProjectionDefinition,
  ProjectionHandler,
  ReactorDefinition,
} from './definition/projection-definition';
export { projectionMigrations } from './checkpoints/projection-migrations';
export { projectionsManifest } from './projections-manifest';
export type { ProjectionCheckpointsTable, ProjectionTables, ProjectionStatus } from './checkpoints/checkpoint-tables';
export { compareCheckpoints, hasReached, formatCheckpoint } from './position';
export type { Checkpoint } from './position';
export { ProjectionRunner } from './runner/projection-runner';
export type { RunnerState } from './runner/projection-runner';
export type { ProjectionRunnerOptions } from './runner/runner-options';
export { HandlerFailedError, RunnerFencedError } from './runner/errors';
export { ProjectionHost } from './host/projection-host';
export type { ProjectionHostOptions, RunnerSummary } from './host/projection-host';
export { rebuildProjection, RebuildAlreadyRunningError } from './rebuild/rebuild-projection';
export type { RebuildOptions, RebuildResult } from './rebuild/rebuild-projection';
export { rebuildSchemaName } from './rebuild/rebuild-schema';
export { startTrackedRebuild, latestRebuild, closeAbandonedRebuilds } from './rebuild/tracked-rebuild';
export type { TrackedRebuild, TrackedRebuildOptions, RebuildRow } from './rebuild/tracked-rebuild';
export { estimateRebuild } from './rebuild/rebuild-estimate';
export type { RebuildEstimate } from './rebuild/rebuild-estimate';
export type { RebuildProgress, RebuildPhase } from './rebuild/rebuild-progress';
export { waitForProjections, waitToReadYourWrites } from './status/wait-for-projections';
export { checkpointWatchOf } from './watch/checkpoint-watch';
export type { CheckpointWatch, LocalRun } from './watch/checkpoint-watch';
export { keptWhileLocal, watchedReadModelVersion } from './watch/kept-while-local';
export type { WaitForProjectionsOptions } from './status/wait-for-projections';
export { projectionStatus } from './status/projection-status';
export {
  resumeProjection,
  pauseProjection,
  recordOperatorAction,
  projectionOperationsStream,
} from './status/resume-projection';
export type { ResumeResult, PauseResult, OperatorContext } from './status/resume-projection';
export type {
  ProjectionStatusReport,
  ProjectionStatusOptions,
  PositionJson,
  RunnerHolderReport,
} from './status/projection-status';
export { setRunnerProcessRole, runnerApplicationName, parseRunnerApplicationName } from './locking/process-identity';
export { projectionLockKey } from './locking/lock-keys';
export { runReplayCommand, formatStatusTable } from './cli/run-replay-command';
export type { ReplayCommandOptions } from './cli/run-replay-command';
export { parseReplayArguments, selectProjections, ReplayUsageError, REPLAY_USAGE } from './cli/replay-arguments';
export type { ReplayRequest } from './cli/replay-arguments';
export { ProgressPrinter, formatProgress, formatDuration, progressBar } from './cli/progress-printer';
export type { ProgressOutput, ProgressPrinterOptions } from './cli/progress-printer';
