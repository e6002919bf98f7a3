// What domain/ folders may import from the platform ('@store/platform/domain'): the decider's
// types and fold, and the named errors. Nothing here imports a framework.
export * from '../eventsourcing/decider';
export * from '../errors/domain-errors';
