// Applying a batch of events the way the runner does (hooks around the handlers), for tests of
// reactors and projections that run outside a runner.
export { runHandlers } from '../runner/run-handlers';
