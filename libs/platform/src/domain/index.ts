// What domain/ folders may import from the platform ('@store/platform/domain'): the decider's
// types and fold, and the named errors. Nothing here imports a framework.
export * from '../eventsourcing/decider';
export type { Clock } from '../eventsourcing/clock';
export * from '../errors/domain-errors';
// How events carry sealed personal data (a type only: the sealing code stays out).
export type { SealedPersonal } from '../personal-data/personal-data-keys';
