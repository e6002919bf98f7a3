// Applying a batch of events the way the runner does (hooks around the handlers), for tests of
// reactors and projections that run outside a runner.
export { runHandlers } from '../runner/run-handlers';
// A fresh database and event log to replay projections over, and the metadata of test events.
export { openReplayTestLog, testEventMetadata, useReplayTestLog, type ReplayTestLog } from './replay-test-log';
// Checkpoint rows written and moved by hand, for tests of what waits on them.
export { insertCheckpointAt, moveCheckpointTo, positionAt, settledWithin } from './checkpoint-rows';
